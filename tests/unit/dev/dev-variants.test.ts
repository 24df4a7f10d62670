// `docsgen dev` on a site with versions and one with languages: every version's pages are served and an edit in a
// frozen version's folder shows on the next request; a French page loads the French bundle (its strings), served.
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startDevServer } from '../../../cli/dev/dev-server.js';
import { tempSite } from '../support/temp-site.js';

const FIXTURES = path.resolve(import.meta.dirname, '../../fixtures');
const POLL = { timeout: 20_000, interval: 50 };

function copyOf(fixture: string): string {
  const root = tempSite({});
  cpSync(path.join(FIXTURES, fixture), root, { recursive: true });
  return root;
}

describe('docsgen dev with versions and languages', () => {
  it("serves each version's pages and follows an edit in a frozen version's folder", { timeout: 90_000 }, async () => {
    const root = copyOf('sites/docusaurus-versions');
    const dev = await startDevServer({ root, port: 0, host: '127.0.0.1', log: () => {}, cache: false });
    const page = async (route: string) => (await fetch(`${dev.url}${route}`)).text();
    try {
      expect(await page('/docs/intro')).toContain('Introduction (2.0)');
      expect(await page('/docs/next/intro')).toContain('Introduction (next)');
      const file = path.join(root, 'versioned_docs/version-1.0/intro.md');
      writeFileSync(file, readFileSync(file, 'utf8').replace('The docs of 1.0.', 'The docs of 1.0, edited.'));
      await expect.poll(() => page('/docs/1.0/intro'), POLL).toContain('The docs of 1.0, edited.');
      expect((await fetch(`${dev.url}/_versions.json`)).status).toBe(200);
    } finally {
      await dev.close();
    }
  });

  it('gives a French page the French bundle, and serves it', { timeout: 90_000 }, async () => {
    const root = copyOf('locales');
    const dev = await startDevServer({ root, port: 0, host: '127.0.0.1', log: () => {}, cache: false });
    const boot = async (route: string) => /\/assets\/boot-[\w-]+\.js/.exec(await (await fetch(`${dev.url}${route}`)).text())?.[0];
    try {
      const french = await boot('/fr/guide/install');
      const english = await boot('/guide/install');
      expect(french).toBeDefined();
      expect(french).not.toBe(english);
      expect((await fetch(`${dev.url}${french}`)).status).toBe(200);
    } finally {
      await dev.close();
    }
  });
});
