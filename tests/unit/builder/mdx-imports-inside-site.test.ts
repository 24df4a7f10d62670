// Issue 32: an MDX page's imports read files outside the site (`import s from '../../outside/secret.json'`, a `.txt`,
// an absolute `.js` path) and published their contents with no warning. Imports of pages and of the site's components
// now resolve only inside the site folder (real path: no link out, no dot-file) and to packages from node_modules;
// anything else stops the build with `mdx-import`, naming the file and line of the import, and publishes nothing.
import { existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../../../cli/builder/build-site.js';
import type { DocsgenError } from '../../../cli/errors/docsgen-error.js';
import { editSite, tempSite } from '../support/temp-site.js';
import { docsgenErrorOfAsync } from '../support/docsgen-error-of.js';

const MARKER = 'SEGREDO-DE-FORA-a81c';

/** A site beside a folder `outside/` holding the secret as JSON, text and a module. */
function siteBesideSecret(files: Record<string, string> = {}): { root: string; outside: string } {
  const root = tempSite({ 'content/index.md': '# Início\n', ...files });
  const outside = path.join(path.dirname(root), 'outside');
  mkdirSync(outside, { recursive: true });
  writeFileSync(path.join(outside, 'secret.json'), JSON.stringify({ token: MARKER }));
  writeFileSync(path.join(outside, 'secret.txt'), `${MARKER}\n`);
  writeFileSync(path.join(outside, 'secret.js'), `export default ${JSON.stringify(MARKER)};\n`);
  return { root, outside };
}

/** A page that imports `specifier` on line 1 and shows what it got. */
const importing = (specifier: string): string => `import s from ${JSON.stringify(specifier)};\n\n# Página\n\n{JSON.stringify(s)}\n`;

const build = (root: string) => buildSite({ root, cache: false, threads: 1, log: () => {} });

const failedBuild = (root: string): Promise<DocsgenError> => docsgenErrorOfAsync(() => build(root));

/** Every file under the site (its output and cache included) whose bytes hold the marker. */
function filesHoldingMarker(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .filter((file) => readFileSync(path.join(root, file)).includes(MARKER));
}

describe('MDX imports stay inside the site folder', { timeout: 60_000 }, () => {
  it.each([
    ['JSON by a ../ chain', '../../outside/secret.json'],
    ['text by a ../ chain', '../../outside/secret.txt'],
    ['a module by an absolute path', 'ABSOLUTE'],
    ['JSON through @site/', '@site/../outside/secret.json'],
  ])('refuses %s, naming the page and the line, and publishes nothing of it', async (_, written) => {
    const { root, outside } = siteBesideSecret();
    const specifier = written === 'ABSOLUTE' ? path.join(outside, 'secret.js') : written;
    editSite(root, { 'content/pagina.mdx': importing(specifier) });
    const error = await failedBuild(root);
    expect(error).toMatchObject({ code: 'mdx-import', file: 'content/pagina.mdx', line: 1 });
    expect(error.message).toContain(
      `"${specifier}" leads to ${path.join(outside, specifier.endsWith('.js') ? 'secret.js' : path.basename(specifier))}`,
    );
    expect(error.message).toContain('outside the site folder');
    expect(existsSync(path.join(root, 'build'))).toBe(false);
    expect(filesHoldingMarker(root)).toEqual([]);
  });

  it('refuses a link inside the site that leads out, and an import of a component, naming the component', async () => {
    const { root, outside } = siteBesideSecret({
      'components/Token.jsx': "import s from './secret-link.json';\nexport default function Token() { return <p>{s.token}</p>; }\n",
      'content/pagina.mdx': "import Token from '@site/components/Token';\n\n# Página\n\n<Token />\n",
    });
    symlinkSync(path.join(outside, 'secret.json'), path.join(root, 'components/secret-link.json'));
    const error = await failedBuild(root);
    expect(error).toMatchObject({ code: 'mdx-import', file: 'components/Token.jsx', line: 1 });
    expect(error.message).toContain(`"./secret-link.json" leads to ${path.join(outside, 'secret.json')}, outside the site folder`);
    expect(filesHoldingMarker(root)).toEqual([]);
  });

  it('refuses a dot-file inside the site', async () => {
    const { root } = siteBesideSecret({
      '.secrets/token.json': JSON.stringify({ token: MARKER }),
      'content/pagina.mdx': importing('../.secrets/token.json'),
    });
    const error = await failedBuild(root);
    expect(error).toMatchObject({ code: 'mdx-import', file: 'content/pagina.mdx', line: 1 });
    expect(error.message).toContain('names .secrets/token.json, a hidden file');
    expect(filesHoldingMarker(root)).toEqual(['.secrets/token.json']);
  });

  it('still imports files of the site and packages, from its node_modules or a parent folder’s (a workspace)', async () => {
    const { root } = siteBesideSecret({
      'data/sales.json': JSON.stringify({ total: 'total-de-vendas' }),
      'node_modules/local-pkg/package.json': JSON.stringify({ name: 'local-pkg', main: 'index.js' }),
      'node_modules/local-pkg/index.js': "export default 'pacote-local';\n",
      'content/pagina.mdx': [
        "import sales from '@site/data/sales.json';",
        "import local from 'local-pkg';",
        "import hoisted from 'hoisted-pkg';",
        '',
        '# Página',
        '',
        '{sales.total} {local} {hoisted}',
        '',
      ].join('\n'),
    });
    const hoisted = path.join(path.dirname(root), 'node_modules/hoisted-pkg');
    mkdirSync(hoisted, { recursive: true });
    writeFileSync(path.join(hoisted, 'package.json'), JSON.stringify({ name: 'hoisted-pkg', main: 'index.js' }));
    writeFileSync(path.join(hoisted, 'index.js'), "export default 'pacote-do-workspace';\n");
    await build(root);
    const html = readFileSync(path.join(root, 'build/pagina/index.html'), 'utf8');
    expect(html).toMatch(/total-de-vendas\s+pacote-local\s+pacote-do-workspace/);
  });
});
