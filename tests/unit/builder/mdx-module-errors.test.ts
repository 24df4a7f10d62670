// What an MDX page's imports do as its module runs (issue 32, item 16): a CommonJS package that requires Node's
// modules renders instead of failing on "Dynamic require of "path" is not supported"; a module that throws as it loads
// is mdx-render naming the page; a tag naming data (the config, a JSON file) is mdx-not-a-component, not React's words.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../../../cli/builder/build-site.js';
import { tempSite } from '../support/temp-site.js';

const quiet = { log: (): void => {}, cache: false };
const CJS_PACKAGE = {
  'node_modules/cjs-lib/package.json': '{ "name": "cjs-lib", "version": "1.0.0", "main": "index.js" }\n',
  'node_modules/cjs-lib/index.js': "const path = require('path');\nmodule.exports = { join: (a, b) => path.join(a, b) };\n",
};

describe('MDX page modules', () => {
  it('a CommonJS package that requires a Node module renders', async () => {
    const root = tempSite({
      ...CJS_PACKAGE,
      'content/index.md': '# Início\n',
      'content/caminho.mdx': 'import lib from "cjs-lib";\n\n# Caminho\n\nJunto: {lib.join("a", "b")}\n',
    });
    await buildSite({ root, ...quiet });
    expect(readFileSync(path.join(root, 'build/caminho/index.html'), 'utf8')).toContain('Junto: a/b');
  });

  it('a module that throws as it loads is mdx-render naming the page', async () => {
    const root = tempSite({
      'node_modules/broken-lib/package.json': '{ "name": "broken-lib", "version": "1.0.0", "main": "index.js" }\n',
      'node_modules/broken-lib/index.js': "throw new Error('broken-lib needs a browser');\n",
      'content/index.md': '# Início\n',
      'content/quebrada.mdx': 'import lib from "broken-lib";\n\n# Quebrada\n\n{String(lib)}\n',
    });
    await expect(buildSite({ root, ...quiet })).rejects.toMatchObject({
      code: 'mdx-render',
      file: 'content/quebrada.mdx',
      message: expect.stringContaining('broken-lib needs a browser'),
    });
  });

  it('the config imported and used as a tag is mdx-not-a-component', async () => {
    const root = tempSite({
      'docsgen.config.ts': "export default { title: 'Docs' };\n",
      'content/index.md': '# Início\n',
      'content/config.mdx': 'import Config from "../docsgen.config.ts";\n\n# Config\n\n<Config />\n',
    });
    await expect(buildSite({ root, ...quiet })).rejects.toMatchObject({
      code: 'mdx-not-a-component',
      file: 'content/config.mdx',
      message: 'a tag in the MDX page names something that is not a component (object)',
    });
  });
});
