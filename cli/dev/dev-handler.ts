// The dev server's answer to one request: the live-reload stream, or a file of the current snapshot with
// `docsgen serve`'s path rules, headers and compression (the HTTP core in cli/http/) and a real 404. HTML gets the
// live-reload script, and the error overlay while the last rebuild failed (over the last good version of the page;
// a page of its own when the site never built). Every request, the live-reload stream's included, must name this
// machine or an allowed host in its Host header (allowed-host.ts: DNS rebinding).
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { hostRefusal, isAllowedHost } from '../http/allowed-host.js';
import { contentTypeFor } from '../http/content-types.js';
import { realPathInside } from '../fs/real-path.js';
import { pathInBase, requestTarget } from '../http/request-target.js';
import { matchRedirect, parseRedirects, redirectsFileText, withQuery } from '../http/redirects-file.js';
import { createBody, sendBody, sendStatus, type SendOptions } from '../http/send-body.js';
import { setSecurityHeaders } from '../http/security-headers.js';
import type { PolicySources } from '../../shared/model/policy.js';
import type { RedirectRule } from '../../shared/model/site.js';
import type { AlgoliaSearchSettings } from '../../shared/model/search.js';
import { devSecurityHeaders } from './dev-headers.js';
import type { DevSnapshot } from './dev-snapshot.js';
import { EVENTS_PATH, injectBeforeBodyEnd, liveReloadPolicy, liveReloadScript, type LiveReload } from './live-reload.js';
import { DEFAULT_OVERLAY_LANGUAGE, overlayDocument, overlayHtml, overlayPolicy, type ErrorView } from './overlay.js';

/** What the handler serves from; read at each request, so a rebuild takes effect at once. */
export interface DevState {
  /** Resolves once the first build has ended (well or not). */
  ready: Promise<void>;
  snapshot: DevSnapshot | undefined;
  error: ErrorView | undefined;
}

/** Which Host headers the server answers (allowed-host.ts). */
export interface HostRule {
  /** The host the server was bound to (--host). */
  bound: string;
  /** More host names (--allowed-hosts); ".example.com" allows example.com and its subdomains. */
  allowed?: readonly string[];
}

export function createDevHandler(
  state: DevState,
  live: LiveReload,
  hosts: HostRule = { bound: '127.0.0.1' },
): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    if (!isAllowedHost(req.headers.host, hosts)) {
      sendStatus(res, 403, {}, hostRefusal(req.headers.host ?? ''));
      return;
    }
    handle(state, live, req, res).catch((error: unknown) => {
      console.error(error);
      sendStatus(res, 500);
    });
  };
}

async function handle(state: DevState, live: LiveReload, req: IncomingMessage, res: ServerResponse): Promise<void> {
  setSecurityHeaders(res, devSecurityHeaders({ algolia: state.snapshot?.model.site.algolia }));
  // The base URL is the site's, known once it has built; the live-reload stream lives outside it, and answers at once.
  const target = requestTarget(req, '/');
  if (target.kind === 'refused') {
    sendStatus(res, target.status, target.headers);
    return;
  }
  const requested = target.kind === 'path' ? target : undefined;
  if (requested?.path === EVENTS_PATH) {
    const params = new URLSearchParams(requested.query);
    live.connect(req, res, params.get('v'), params.get('path') ?? undefined);
    return;
  }
  await state.ready;
  const { snapshot, error } = state;
  // What every HTML answer ends with: the overlay while there is an error, and the live-reload listener.
  // The overlay speaks the site's language as of its last good build.
  const language = snapshot?.model.site ?? DEFAULT_OVERLAY_LANGUAGE;
  const tail = (error ? overlayHtml(error, language) : '') + liveReloadScript(live.token);
  // What the tail needs of the page's policy, made where the tail is.
  const tailSources = [error ? overlayPolicy() : undefined, liveReloadPolicy(live.token)];
  if (!snapshot) {
    const content = overlayDocument(error ?? { message: 'no build yet' }, liveReloadScript(live.token));
    await send(req, res, { status: 500, type: HTML, content, sources: [overlayPolicy(), liveReloadPolicy(live.token)] });
    return;
  }
  const { algolia, baseUrl } = snapshot.model.site;
  const urlPath = requested && pathInBase(requested.path, baseUrl);
  // As `docsgen serve` answers the build's `_redirects`: the same lines, made from the model's rules.
  const redirect = urlPath !== undefined && snapshot.model.redirects && modelRedirect(snapshot.model.redirects, baseUrl, requested!.path);
  if (redirect) {
    sendStatus(res, redirect.status, { Location: withQuery(redirect.location, requested!.query) });
    return;
  }
  const { resolution, file } = urlPath === undefined ? OUTSIDE_BASE : snapshot.resolve(urlPath);
  if (resolution.kind === 'bad-request') {
    sendStatus(res, 400);
    return;
  }
  if (file?.kind === 'text' && file.page) {
    const content = injectBeforeBodyEnd(String(file.body()), tail);
    await send(req, res, { status: 200, type: HTML, content, algolia, sources: [file.policy, ...tailSources] });
    return;
  }
  // A file on disk is sent only if its real path (links resolved) is inside the folder it was found in.
  const disk = file?.kind === 'disk' ? realPathInside(file.root, file.file) : undefined;
  if (urlPath !== undefined && file && (file.kind === 'text' || disk)) {
    const type = contentTypeFor(resolution.kind === 'file' ? resolution.file : urlPath);
    const content = file.kind === 'text' ? file.body() : await readFile(disk!);
    // Immutable: only what the snapshot knows it named by content; a file in static/ may change under the same name.
    await send(req, res, {
      status: 200,
      type,
      content: typeof content === 'string' ? content : Buffer.from(content),
      immutable: file.immutable,
    });
    return;
  }
  const notFound = injectBeforeBodyEnd(snapshot.html('/404'), tail);
  await send(req, res, { status: 404, type: HTML, content: notFound, algolia, sources: [snapshot.policy('/404'), ...tailSources] });
}

const HTML = 'text/html; charset=utf-8';

/** Where the model's redirects send `urlPath` (with the base URL), read as `docsgen serve` reads the built `_redirects`. */
function modelRedirect(rules: readonly RedirectRule[], baseUrl: string, urlPath: string): ReturnType<typeof matchRedirect> {
  return matchRedirect(parseRedirects(redirectsFileText(rules, baseUrl)), urlPath);
}
const OUTSIDE_BASE: ReturnType<DevSnapshot['resolve']> = { resolution: { kind: 'not-found' } };

interface DevSendOptions extends Omit<SendOptions, 'body'> {
  content: string | Buffer;
  /** The site's Algolia settings, for the policy of an HTML answer. */
  algolia?: AlgoliaSearchSettings;
  /** What an HTML answer needs of the policy: its page's sources, the live-reload script's, the overlay's. */
  sources?: Array<PolicySources | undefined>;
}

/** Sends a body made for this response: compressed (off the event loop) at the fast level, since it is not kept. */
function send(req: IncomingMessage, res: ServerResponse, { content, algolia, sources, ...options }: DevSendOptions): Promise<void> {
  // A page's policy allows the inline scripts and styles of exactly the HTML sent (theme, live reload, overlay).
  if (sources) setSecurityHeaders(res, devSecurityHeaders({ algolia, sources }));
  return sendBody(req, res, { ...options, body: createBody(content, { effort: 'fast' }) });
}
