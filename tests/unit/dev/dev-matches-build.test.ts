// `docsgen dev` and `docsgen build` of the Coins site serve the same pages: every HTML file the build writes is what dev
// answers at its route (less the live-reload script dev adds), and no page's policy in dev allows a source the built
// site's _headers does not. They once drifted: dev's Try it offered the production server that the config's
// `openapi.tryIt.servers` leaves out, so readers' test keys could reach it.
import { createHash } from 'node:crypto';
import { cpSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../../../cli/builder/build-site.js';
import { startDevServer } from '../../../cli/dev/dev-server.js';
import { tempSite } from '../support/temp-site.js';

const REPO = path.resolve(import.meta.dirname, '../../..');
const quiet = (): void => {};

/** The Coins site as the repository holds it, copied into a fresh folder. */
function coinsCopy(): string {
  const root = tempSite({});
  for (const entry of ['content', 'openapi', 'static', 'docsgen.config.ts']) {
    cpSync(path.join(REPO, entry), path.join(root, entry), { recursive: true });
  }
  return root;
}

/** A Content-Security-Policy as its directives, each a set of sources. */
function directives(policy: string): Map<string, Set<string>> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, new Set(sources)]),
  );
}

/** The headers `_headers` gives every path (its `/*` block). */
function siteHeaders(outDir: string): Map<string, string> {
  const text = readFileSync(path.join(outDir, '_headers'), 'utf8');
  const block = text.split(/\n(?=\S)/).find((part) => part.startsWith('/*\n'))!;
  return new Map(
    block
      .split('\n')
      .slice(1)
      .filter((line) => line.trim())
      .map((line) => {
        const at = line.indexOf(':');
        return [line.slice(0, at).trim().toLowerCase(), line.slice(at + 1).trim()];
      }),
  );
}

/** The live-reload script dev puts before </body>, and the hash allowing it: all that dev adds to a page. */
const LIVE_RELOAD = /<script>((?:(?!<\/script>)[\s\S])*?__docsgen\/events(?:(?!<\/script>)[\s\S])*)<\/script>(?=<\/body>)/;
const hashSource = (script: string): string => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

describe('docsgen dev serves what docsgen build writes (the Coins site)', () => {
  it('the same HTML for every page, and no source in a page policy that the built site does not allow', { timeout: 120_000 }, async () => {
    const root = coinsCopy();
    const built = await buildSite({ root, cache: false, log: quiet });
    const pages = (readdirSync(built.outDir, { recursive: true }) as string[])
      .map((file) => file.split(path.sep).join('/'))
      .filter((file) => file.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(30);
    const allowed = directives(siteHeaders(built.outDir).get('content-security-policy')!);
    const builtOther = [...siteHeaders(built.outDir)].filter(([name]) => name !== 'content-security-policy');

    const dev = await startDevServer({ root, port: 0, host: '127.0.0.1', log: quiet, cache: false });
    try {
      for (const file of pages) {
        const route = `/${file.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '')}`;
        const response = await fetch(dev.url + route);
        expect(response.status, route).toBe(file === '404.html' ? 404 : 200);
        const served = await response.text();
        const liveReload = LIVE_RELOAD.exec(served);
        expect(liveReload, route).not.toBeNull();
        expect(served.replace(LIVE_RELOAD, ''), route).toBe(readFileSync(path.join(built.outDir, file), 'utf8'));

        for (const [name, value] of builtOther) expect(response.headers.get(name), `${route} ${name}`).toBe(value);
        const policy = directives(response.headers.get('content-security-policy')!);
        for (const [name, sources] of policy) {
          // What dev adds, the live-reload script, is allowed by its hash; every other source must be the build's.
          const extra = [...sources].filter((source) => !allowed.get(name)?.has(source) && source !== hashSource(liveReload![1]!));
          expect(extra, `${route} ${name}`).toEqual([]);
        }
      }
    } finally {
      await dev.close();
    }
  });
});
