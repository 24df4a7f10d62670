import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../../../cli/builder/build-site.js';
import { DocsgenError } from '../../../cli/errors/docsgen-error.js';
import { formatError } from '../../../cli/errors/format-error.js';
import { page, tempSite } from '../support/temp-site.js';
import { snapshot } from './output-snapshot.js';

const quiet = { log: () => {} };
const STATIC_PAGE = '<h1>the site’s own static page</h1>\n';

function goodSite(): string {
  return tempSite({
    'content/index.md': page({ title: 'Início' }),
    'content/guia.md': page({ title: 'Guia' }),
    'static/index.html': STATIC_PAGE,
  });
}

/** Builds once good, adds `files`, builds again: the second build must fail with `message` and change nothing. */
async function expectRefused(files: Record<string, string>, message: RegExp): Promise<DocsgenError> {
  const root = goodSite();
  await buildSite({ root, ...quiet });
  const out = path.join(root, 'build');
  const before = snapshot(out);
  const parent = path.dirname(root);
  const around = readdirSync(parent).sort();
  const sources = snapshot(root);
  for (const [rel, text] of Object.entries(files)) writeFileSync(path.join(root, rel), text);
  const error = await buildSite({ root, ...quiet }).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DocsgenError);
  expect((error as Error).message).toMatch(message);
  expect(snapshot(out)).toEqual(before);
  expect(readFileSync(path.join(root, 'static/index.html'), 'utf8')).toBe(STATIC_PAGE);
  expect(readdirSync(parent).sort()).toEqual(around);
  for (const rel of Object.keys(files)) delete (sources as Record<string, string>)[rel];
  const after = snapshot(root);
  for (const rel of Object.keys(files)) delete after[rel];
  expect(after).toEqual(sources);
  return error as DocsgenError;
}

describe('routes stay inside the output', () => {
  it('refuses `slug: /../static`, naming the file and the line of the slug, and keeps static/index.html', async () => {
    const error = await expectRefused(
      { 'content/evil.md': '---\ntitle: Mau\nslug: /../static\n---\n\nmau\n' },
      /^the slug "\/\.\.\/static" makes a route with a "\.\." segment/,
    );
    expect(error).toMatchObject({ code: 'unsafe-route', file: 'content/evil.md', line: 3 });
    expect(formatError(error)).toMatch(/^error\[unsafe-route\]: content\/evil\.md:3: the slug "\/\.\.\/static"/);
  });

  it('refuses `slug: /../../x`, which wrote outside the project', async () => {
    await expectRefused({ 'content/evil.md': page({ slug: '/../../x' }) }, /the slug "\/\.\.\/\.\.\/x"/);
  });

  it('refuses backslashes, drive letters, encoded dots and slashes, and NUL in a slug', async () => {
    for (const slug of ['..\\..\\x', 'C:/x', '/%2e%2e/%2e%2e/x', '/a%2f..%2f..%2fb', '/a\u0000b']) {
      await expectRefused({ 'content/evil.md': page({ slug }) }, /^the slug .* could write outside the output folder/);
    }
  });

  it('leaves out a file whose name makes no route ("..md", ".md"), with a warning, writing nothing for it', async () => {
    const root = goodSite();
    const parent = path.dirname(root);
    const around = readdirSync(parent).sort();
    await buildSite({ root, ...quiet });
    const before = snapshot(path.join(root, 'build'));
    for (const name of ['..md', '.md']) writeFileSync(path.join(root, 'content', name), page({ title: 'x' }));
    const built = await buildSite({ root, ...quiet });
    expect(built.warnings.filter((warning) => warning.code === 'unroutable-file-name')).toEqual([
      expect.objectContaining({ file: 'content/..md' }),
      expect.objectContaining({ file: 'content/.md' }),
    ]);
    // The same pages as without the two files (the build manifest aside, which names the build).
    const after = snapshot(path.join(root, 'build'));
    expect(Object.keys(after).sort()).toEqual(Object.keys(before).sort());
    expect(readdirSync(parent).sort()).toEqual(around);
  });

  it('refuses an API route in the config that leaves the output', async () => {
    await expectRefused(
      {
        'openapi.json': JSON.stringify({ openapi: '3.0.3', info: { title: 'T', version: '1' }, paths: {} }),
        'docsgen.config.ts': "export default { openapi: { spec: 'openapi.json', route: '/../../api' } };\n",
      },
      /the openapi\.route "\/\.\.\/\.\.\/api" makes a route with a "\.\." segment/,
    );
  });

  it('still builds when the bad page is fixed', async () => {
    const root = goodSite();
    writeFileSync(path.join(root, 'content/evil.md'), page({ slug: '/../static' }));
    await expect(buildSite({ root, ...quiet })).rejects.toThrow(DocsgenError);
    rmSync(path.join(root, 'content/evil.md'));
    await buildSite({ root, ...quiet });
    expect(existsSync(path.join(root, 'build/guia/index.html'))).toBe(true);
  });
});
