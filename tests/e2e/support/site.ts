// Helpers shared by the browser tests: one server and one browser per test file, raw HTTP requests,
// and what the content folder says (front matter) so tests compute expectations instead of hard-coding them.
import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import matter from 'gray-matter';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { launchBrowser, serveBuild, type RunningServer } from './browser.js';

export const ROOT = path.resolve(import.meta.dirname, '../../..');
export const CONTENT_DIR = path.join(ROOT, 'content');

export const DESKTOP = { width: 1280, height: 900 } as const;
export const MOBILE = { width: 390, height: 844 } as const;

export interface Site {
  /** Base URL of the running `docsgen serve`, e.g. http://127.0.0.1:41234 */
  readonly url: string;
  readonly browser: Browser;
  /** A page in a fresh context (own storage), closed with its context by `page.context().close()`. */
  newPage(options?: BrowserContextOptions): Promise<Page>;
}

/** Starts a server for the built site and a browser in beforeAll, stops both in afterAll. */
export function useSite(): Site {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [server, browser] = await Promise.all([serveBuild(inject('builtSite')), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  return {
    get url() {
      if (!server) throw new Error('server not started');
      return server.url;
    },
    get browser() {
      if (!browser) throw new Error('browser not launched');
      return browser;
    },
    async newPage(options: BrowserContextOptions = {}) {
      if (!browser) throw new Error('browser not launched');
      const context = await browser.newContext({ viewport: DESKTOP, ...options });
      return context.newPage();
    },
  };
}

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body as sent on the wire (still compressed if Content-Encoding says so). */
  body: Buffer;
}

/** A GET with node's http module: the path goes out exactly as given (no URL normalisation), nothing is decoded. */
export function rawGet(baseUrl: string, requestPath: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const request = http.get({ hostname, port, path: requestPath, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

export interface ContentDoc {
  file: string;
  route: string;
  title: string;
  tags: string[];
}

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(full);
    return /\.mdx?$/i.test(entry.name) ? [full] : [];
  });
}

/** Every content page with its route (folder path, "index" naming the folder, or its `slug`), title and tags. */
export function contentDocs(): ContentDoc[] {
  return markdownFiles(CONTENT_DIR).map((file) => {
    const { data } = matter(readFileSync(file, 'utf8'));
    const id = path
      .relative(CONTENT_DIR, file)
      .split(path.sep)
      .join('/')
      .replace(/\.mdx?$/i, '');
    const folder = id.includes('/') ? id.slice(0, id.lastIndexOf('/')) : '';
    let route: string;
    if (typeof data.slug === 'string') route = data.slug.startsWith('/') ? data.slug : `/${folder ? `${folder}/` : ''}${data.slug}`;
    else route = `/${id === 'index' ? '' : id.replace(/\/index$/, '')}`;
    if (route.length > 1) route = route.replace(/\/+$/, '');
    return {
      file,
      route,
      title: String(data.title ?? ''),
      tags: Array.isArray(data.tags) ? data.tags.map(String) : [],
    };
  });
}

/** The path of a link's href, resolved against the page (so "/guide" and "http://host/guide" compare equal). */
export function pathOf(href: string | null, base: string): string {
  if (href === null) throw new Error('link without href');
  const url = new URL(href, base);
  return url.pathname + url.hash;
}
