// `--out` and `--cache-dir` never destroy what the build did not make (issue 32, items 4 to 7): each reproduction is
// refused with its code, and the folder it named is left exactly as it was.
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildIfChanged } from '../../../cli/builder/build-if-changed.js';
import { buildSite } from '../../../cli/builder/build-site.js';
import { page, tempSite } from '../support/temp-site.js';

const quiet = { log: (): void => {} };

/** A site with a config and a spec beside its pages, as the Coins site has. */
function site(): string {
  return tempSite({
    'docsgen.config.ts': "export default { title: 'Docs' };\n",
    'content/index.md': page({ title: 'Início' }),
    'content/markdown/escrever.md': page({ title: 'Escrever' }, 'Uma página numa pasta chamada markdown.\n'),
    'openapi/api.yaml': "openapi: 3.0.3\ninfo: { title: API, version: '1' }\npaths: {}\n",
  });
}

/** Every file under a folder with its text: what must be left as it was. */
function snapshot(folder: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const rel of readdirSync(folder, { recursive: true }) as string[]) {
    const file = path.join(folder, rel);
    if (statSync(file).isFile()) files[rel] = readFileSync(file, 'utf8');
  }
  return files;
}

describe('the folders a build writes', () => {
  it('--cache-dir content is refused, and no page under content/markdown/ is removed', async () => {
    const root = site();
    const before = snapshot(path.join(root, 'content'));
    await expect(buildIfChanged({ root, cacheDir: 'content', ...quiet })).rejects.toMatchObject({
      code: 'unsafe-cache-dir',
      message: expect.stringContaining('it is the content folder'),
    });
    expect(snapshot(path.join(root, 'content'))).toEqual(before);
  });

  it('--out openapi is refused: the spec is not deleted', async () => {
    const root = site();
    await expect(buildIfChanged({ root, out: 'openapi', ...quiet })).rejects.toMatchObject({
      code: 'unsafe-out-dir',
      message: expect.stringContaining('it holds the OpenAPI spec'),
    });
    expect(readdirSync(path.join(root, 'openapi'))).toEqual(['api.yaml']);
  });

  it('--out docsgen.config.ts, without caches, does not replace the config with the build', async () => {
    const root = site();
    await expect(buildSite({ root, out: 'docsgen.config.ts', cache: false, ...quiet })).rejects.toMatchObject({
      code: 'unsafe-out-dir',
      message: expect.stringContaining('it is the config file'),
    });
    expect(readFileSync(path.join(root, 'docsgen.config.ts'), 'utf8')).toBe("export default { title: 'Docs' };\n");
  });

  it('--out on a folder docsgen never wrote keeps its files; an empty one, or one it built, is written', async () => {
    const root = site();
    mkdirSync(path.join(root, 'victim'));
    writeFileSync(path.join(root, 'victim/notes.txt'), 'minhas notas\n');
    await expect(buildIfChanged({ root, out: 'victim', cache: false, ...quiet })).rejects.toMatchObject({
      code: 'unsafe-out-dir',
      message: expect.stringContaining('it holds files docsgen did not write (notes.txt)'),
    });
    expect(readdirSync(path.join(root, 'victim'))).toEqual(['notes.txt']);

    mkdirSync(path.join(root, 'vazio'));
    await buildIfChanged({ root, out: 'vazio', cache: false, ...quiet });
    expect(existsSync(path.join(root, 'vazio/index.html'))).toBe(true);
    // Its own output, built again (whole, without caches), is replaced.
    writeFileSync(path.join(root, 'content/index.md'), page({ title: 'Início' }, 'Texto novo.\n'));
    await buildIfChanged({ root, out: 'vazio', cache: false, ...quiet });
    expect(readFileSync(path.join(root, 'vazio/index.html'), 'utf8')).toContain('Texto novo.');
  });

  it('a cache folder holding other files is refused; one holding docsgen caches is used', async () => {
    const root = site();
    const cacheDir = path.join(path.dirname(root), 'caches');
    mkdirSync(path.join(cacheDir, 'markdown'), { recursive: true });
    writeFileSync(path.join(cacheDir, 'markdown/rascunho.md'), '# meu rascunho\n');
    await expect(buildIfChanged({ root, cacheDir, ...quiet })).rejects.toMatchObject({
      code: 'unsafe-cache-dir',
      message: expect.stringContaining('it holds files docsgen did not write (markdown)'),
    });
    expect(readFileSync(path.join(cacheDir, 'markdown/rascunho.md'), 'utf8')).toBe('# meu rascunho\n');

    const own = path.join(path.dirname(root), 'own-cache');
    await buildIfChanged({ root, cacheDir: own, ...quiet });
    expect(readdirSync(own)).toContain('markdown.jsonl');
    await expect(buildIfChanged({ root, cacheDir: own, ...quiet })).resolves.toMatchObject({ upToDate: true });
  });

  it('the output and the cache folder may not be one another', async () => {
    const root = site();
    await expect(buildIfChanged({ root, out: 'saida', cacheDir: 'saida/cache', ...quiet })).rejects.toMatchObject({
      code: 'unsafe-cache-dir',
      message: expect.stringContaining('it is inside the output folder'),
    });
  });
});
