// A fixture site copied to a temporary folder (changed there first when a test needs it), built with the CLI, served
// with `docsgen serve`, and a browser: set up in beforeAll, stopped and removed in afterAll. One per describe block.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { buildSiteFolder, launchBrowser, serveBuild, type RunningServer } from './browser.js';
import { DESKTOP, ROOT } from './site.js';

export interface BuiltFixture {
  /** Base URL of the running server, e.g. http://127.0.0.1:41234 */
  readonly url: string;
  readonly browser: Browser;
  /** `route` in a fresh context (own storage), at the desktop size; closed by `page.context().close()`. */
  open(route: string): Promise<Page>;
}

/** `fixture`: its folder under tests/fixtures; `prepare`: changes made to the copy (its folder given) before the build. */
export function useBuiltFixture(fixture: string, prepare?: (site: string) => void): BuiltFixture {
  let out: string | undefined;
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    out = mkdtempSync(path.join(os.tmpdir(), `docsgen-${path.basename(fixture)}-e2e-`));
    const site = path.join(out, 'src');
    cpSync(path.join(ROOT, 'tests/fixtures', fixture), site, { recursive: true });
    prepare?.(site);
    buildSiteFolder(site, path.join(out, 'site'), '--cache-dir', path.join(out, 'cache'));
    [server, browser] = await Promise.all([serveBuild(path.join(out, 'site')), launchBrowser()]);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (out) rmSync(out, { recursive: true, force: true });
  });
  return {
    get url() {
      if (!server) throw new Error('fixture site not served');
      return server.url;
    },
    get browser() {
      if (!browser) throw new Error('browser not launched');
      return browser;
    },
    async open(route) {
      const context = await this.browser.newContext({ viewport: DESKTOP });
      const page = await context.newPage();
      await page.goto(this.url + route);
      return page;
    },
  };
}
