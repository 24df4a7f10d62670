// Strict mode for CI (`docsgen build --strict`, config `strict: true`, MkDocs's `strict`, Docusaurus's
// `onBrokenLinks: 'throw'`): what a reader would meet broken stops the build with exit 1, every problem listed with its
// file and line, and the previous output exactly as it was; a site without such problems builds as usual.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSite } from '../../../cli/sites/read-site.js';
import { docsgen } from '../support/cli-process.js';
import { tempSite } from '../support/temp-site.js';

const listing = (dir: string) => readdirSync(dir, { recursive: true }).map(String).sort();

describe('strict mode', { timeout: 60_000 }, () => {
  it('fails a build with broken links and a missing image, listing them all, and keeps the previous output', async () => {
    const root = tempSite({ 'content/index.md': '# Home\n\nSee [the guide](guide.md).\n', 'content/guide.md': '# Guide\n' });
    const out = path.join(root, 'build');
    expect((await docsgen(['build', root])).code).toBe(0);
    const before = { files: listing(out), home: readFileSync(path.join(out, 'index.html'), 'utf8') };
    // The guide goes, and a page gains a missing image and an anchor that does not exist.
    writeFileSync(path.join(root, 'content/guide.md'), '# Guide\n\n![Diagram](missing.png)\n\n[Up](index.md#nowhere)\n');
    writeFileSync(path.join(root, 'content/index.md'), '# Home\n\nSee [the guide](guide.md) and [the rest](rest.md).\n');
    const run = await docsgen(['build', root, '--strict']);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('error[strict-warnings]: strict mode: 3 problems a reader would meet');
    expect(run.stderr).toContain('broken-link: content/index.md:3: link to rest.md points to no page');
    expect(run.stderr).toContain('missing-file: content/guide.md:3:');
    expect(run.stderr).toContain('broken-anchor: content/guide.md:5:');
    expect(listing(out)).toEqual(before.files);
    expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toBe(before.home);
    // Without --strict, the same problems are warnings and the site builds.
    const loose = await docsgen(['build', root]);
    expect(loose.code).toBe(0);
    expect(loose.stdout).toContain('warning[broken-link]');
  });

  it("is the config's `strict: true` too, and a site with no such problem builds under it", async () => {
    const root = tempSite({
      'docsgen.config.ts': 'export default { strict: true };\n',
      'content/index.md': '# Home\n\n[Nowhere](nowhere.md)\n',
    });
    const failed = await docsgen(['build', root]);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain('error[strict-warnings]: docsgen.config.ts: strict mode: 1 problem');
    writeFileSync(path.join(root, 'content/index.md'), '# Home\n\nAll well.\n');
    expect((await docsgen(['build', root])).code).toBe(0);
  });

  it("is read from MkDocs's `strict: true` and Docusaurus's `onBrokenLinks: 'throw'`, and not from Docusaurus's default", async () => {
    const mkdocs = tempSite({ 'mkdocs.yml': 'site_name: Docs\nstrict: true\n', 'docs/index.md': '# Home\n' });
    expect((await readSite(mkdocs)).strict).toBe(true);
    const config = (extra: string) => `module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/'${extra} };\n`;
    const throwing = tempSite({ 'docusaurus.config.js': config(", onBrokenLinks: 'throw'"), 'docs/intro.md': '# Intro\n' });
    expect((await readSite(throwing)).strict).toBe(true);
    const quiet = tempSite({ 'docusaurus.config.js': config(''), 'docs/intro.md': '# Intro\n' });
    expect((await readSite(quiet)).strict).toBeUndefined();
  });
});
