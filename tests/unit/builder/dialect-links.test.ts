// Someone else's docs folder, built as its authors meant it: a GitHub-style one (README.md pages, links to .md files,
// images in images/ and ../images/, a PDF) and an mdBook-style one (SUMMARY.md of links to chapters, raw <img> and
// <a id> anchors). In the output no link points at a .md file, every internal link reaches a file, every image is
// there with its size, and the published files are named by their content and served as immutable.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildSite } from '../../../cli/builder/build-site.js';

const FIXTURES = path.resolve(import.meta.dirname, '../../fixtures/dialects');
const MY_CODES = new Set(['broken-link', 'broken-anchor', 'missing-file', 'file-outside-site', 'hidden-file']);

const made: string[] = [];
afterEach(() => {
  while (made.length) rmSync(made.pop()!, { recursive: true, force: true });
});

/** Builds a copy of a fixture folder; returns the output folder, the warnings of this part and each page's HTML. */
async function buildFixture(name: string) {
  const parent = mkdtempSync(path.join(os.tmpdir(), 'docsgen-dialect-'));
  made.push(parent);
  const root = path.join(parent, name);
  cpSync(path.join(FIXTURES, name), root, { recursive: true });
  const out = path.join(parent, 'out');
  const result = await buildSite({ root, out, cache: false, threads: 1, log: () => {} });
  const pages = new Map<string, string>();
  for (const entry of readdirSync(out, { recursive: true, withFileTypes: true })) {
    if (entry.isFile() && entry.name === 'index.html') {
      const rel = path.relative(out, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
      pages.set(rel, readFileSync(path.join(entry.parentPath, entry.name), 'utf8'));
    }
  }
  return { root, out, warnings: result.warnings.filter((warning) => MY_CODES.has(warning.code)), pages };
}

/** Where an internal URL lands in the output: the file, or the route's index.html. */
function outputFileOf(out: string, url: string): string {
  const pathname = decodeURIComponent(url.replace(/[?#].*$/, ''));
  if (/\.[a-z0-9]+$/i.test(pathname)) return path.join(out, pathname);
  return path.join(out, pathname, 'index.html');
}

/**
 * What a reader of the pages' text would trip on: links to .md files, internal links and images leading nowhere. Only
 * the article is read: the navbar's home link is the home-page rule's, not this part's.
 */
function deadEnds(out: string, pages: Map<string, string>): string[] {
  const found: string[] = [];
  for (const [file, page] of pages) {
    const html = page.slice(page.indexOf('<article>'), page.lastIndexOf('</article>'));
    for (const [, href] of html.matchAll(/<a\b[^>]*\bhref="([^"]+)"/g)) {
      if (/^[a-z]+:|^\/\//i.test(href!) || href!.startsWith('#')) continue;
      if (/\.mdx?(#|\?|$)/i.test(href!)) found.push(`${file}: link to ${href}`);
      else if (!href!.startsWith('/')) found.push(`${file}: relative link ${href}`);
      else if (!existsSync(outputFileOf(out, href!))) found.push(`${file}: dead link ${href}`);
    }
    for (const [tag, src] of [
      ...html.matchAll(/<(img)\b[^>]*\bsrc="([^"]+)"/g),
      ...html.matchAll(/<(source)\b[^>]*\bsrcset="([^" ]+)/g),
    ].map((match) => [match[1], match[2]] as const)) {
      if (!existsSync(outputFileOf(out, src!))) found.push(`${file}: missing ${tag} ${src}`);
    }
  }
  return found;
}

const hashed = (root: string, rel: string, name: string): string =>
  `/assets/files/${name.replace(
    /(\.\w+)$/,
    `-${createHash('sha256')
      .update(readFileSync(path.join(root, rel)))
      .digest('hex')
      .slice(0, 10)}$1`,
  )}`;

describe('a GitHub-style docs folder', () => {
  it('has no link to a .md file, no dead internal link and no missing image in its output, and no warning', async () => {
    const { out, warnings, pages } = await buildFixture('github-links');
    expect(deadEnds(out, pages)).toEqual([]);
    expect(warnings).toEqual([]);
  });

  it('links each .md file as its page, anchor kept, and publishes images and the PDF under hashed names with sizes', async () => {
    const { root, pages } = await buildFixture('github-links');
    const start = pages.get('docs/getting-started/index.html')!;
    expect(start).toContain('Install Widget');
    const png = hashed(root, 'content/docs/images/architecture.png', 'architecture.png');
    const svg = hashed(root, 'content/images/banner.svg', 'banner.svg');
    const pdf = hashed(root, 'content/files/guide.pdf', 'guide.pdf');
    expect(start).toContain('(see <a href="/docs/configuration#options">Configuration</a>)');
    expect(start).toContain(`<img src="${png}" alt="Architecture" width="32" height="18" decoding="async">`);
    expect(start).toContain(`<source srcset="${svg}" media="(min-width: 600px)">`);
    expect(start).toContain(`<img loading="lazy" decoding="async" width="32" height="18" src="${png}" alt="Architecture, small">`);
    expect(start).toContain(`The <a href="${pdf}#page=2">guide</a> goes further.`);
    // content/README.md is the home page (titles' folder-index rule), and its banner is published like any image.
    expect(pages.get('index.html')).toContain(`<img src="${svg}" alt="Widget" width="400" height="100" decoding="async">`);
  });

  it('names the published files in the build manifest, so serve marks them immutable', async () => {
    const { root, out } = await buildFixture('github-links');
    const manifest = JSON.parse(readFileSync(path.join(out, 'assets/build-manifest.json'), 'utf8')) as { immutable: string[] };
    const published = readdirSync(path.join(out, 'assets/files'))
      .filter((name) => !/\.(br|gz)$/.test(name))
      .map((name) => `/assets/files/${name}`)
      .sort();
    expect(published).toEqual(
      [
        hashed(root, 'content/docs/images/architecture.png', 'architecture.png'),
        hashed(root, 'content/files/guide.pdf', 'guide.pdf'),
        hashed(root, 'content/images/banner.svg', 'banner.svg'),
      ].sort(),
    );
    for (const file of published) expect(manifest.immutable).toContain(file);
  });

  it('warns about a missing image and a broken .md link, naming the page and the line', async () => {
    const parent = mkdtempSync(path.join(os.tmpdir(), 'docsgen-dialect-'));
    made.push(parent);
    const root = path.join(parent, 'site');
    cpSync(path.join(FIXTURES, 'github-links'), root, { recursive: true });
    writeFileSync(path.join(root, 'content/docs/broken.md'), '# Broken\n\n![Gone](images/gone.png)\n\nSee [old](old-page.md#x).\n');
    const { warnings } = await buildSite({ root, out: path.join(parent, 'out'), cache: false, threads: 1, log: () => {} });
    expect(warnings.filter((warning) => MY_CODES.has(warning.code))).toEqual([
      {
        code: 'missing-file',
        file: 'content/docs/broken.md',
        line: 3,
        message: 'image images/gone.png: content/docs/images/gone.png does not exist',
      },
      {
        code: 'broken-link',
        file: 'content/docs/broken.md',
        line: 5,
        message: 'link to old-page.md#x points to no page: content/docs/old-page.md is not a page of the site',
      },
    ]);
  });
});

describe('an mdBook-style docs folder', () => {
  it('has no link to a .md file, no dead internal link and no missing image in its output, and no warning', async () => {
    const { out, warnings, pages } = await buildFixture('mdbook-links');
    expect(deadEnds(out, pages)).toEqual([]);
    expect(warnings).toEqual([]);
  });

  it('turns SUMMARY.md into links to the chapters, and sizes a raw <img> from its SVG', async () => {
    const { root, pages } = await buildFixture('mdbook-links');
    // No index.md: "/" is the generated home page, which lists the chapters too; SUMMARY.md is a page of its own.
    const summary = pages.get('SUMMARY/index.html')!;
    expect([...summary.matchAll(/<li><a href="([^"]+)">/g)].map((match) => match[1])).toEqual(['/ch01', '/ch01/section', '/ch02']);
    expect(summary).toContain('<a href="/intro">Introduction</a>');
    const svg = hashed(root, 'content/img/fig1.svg', 'fig1.svg');
    expect(pages.get('ch01/index.html')).toContain(
      `width="300" height="200" alt="A circle, drawn in red, in the middle of the figure" src="${svg}"`,
    );
    expect(pages.get('ch02/index.html')).toContain(`<a href="${svg}">figure 1-1</a>`);
  });
});

describe('a file beside a page, changed while the page is not', () => {
  it('reaches the output: the page keeps its cached Markdown and is rendered again with the new hash and size', async () => {
    const parent = mkdtempSync(path.join(os.tmpdir(), 'docsgen-dialect-'));
    made.push(parent);
    const root = path.join(parent, 'site');
    cpSync(path.join(FIXTURES, 'mdbook-links'), root, { recursive: true });
    const out = path.join(parent, 'out');
    await buildSite({ root, out, threads: 1, log: () => {} });
    const before = hashed(root, 'content/img/fig1.svg', 'fig1.svg');
    writeFileSync(path.join(root, 'content/img/fig1.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400"></svg>');
    const lines: string[] = [];
    await buildSite({ root, out, threads: 1, log: (line) => lines.push(line) });
    const after = hashed(root, 'content/img/fig1.svg', 'fig1.svg');
    expect(after).not.toBe(before);
    expect(lines.find((line) => /^\s+markdown/.test(line))).toMatch(/0 rendered, 5 from cache/);
    expect(lines.find((line) => /^\s+render/.test(line))).toMatch(/2 rendered, \d+ unchanged/);
    const chapter = readFileSync(path.join(out, 'ch01/index.html'), 'utf8');
    expect(chapter).toContain(`width="600" height="400" alt="A circle, drawn in red, in the middle of the figure" src="${after}"`);
    expect(readFileSync(path.join(out, 'ch02/index.html'), 'utf8')).toContain(`<a href="${after}">figure 1-1</a>`);
    expect(existsSync(path.join(out, after))).toBe(true);
    expect(existsSync(path.join(out, before))).toBe(false);
  });
});
