// The pages folder's files and routes as Docusaurus's pages plugin makes them (docusaurus.io/docs/creating-pages): the
// file's path is its route, an `index` file its folder's; `_` files and folders and tests are no pages (its default
// `exclude`); every .md, .mdx, .js, .jsx, .ts and .tsx file is one.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGES_EXCLUDE } from '../../../cli/config/schema.js';
import { listStandalonePages, readStandalonePages, standaloneRoute } from '../../../cli/sources/standalone-pages.js';
import { tempSite } from '../support/temp-site.js';

describe('standaloneRoute', () => {
  it.each([
    ['index.js', '/', '/'],
    ['help.md', '/', '/help'],
    ['about.mdx', '/', '/about'],
    ['showcase/index.tsx', '/', '/showcase'],
    ['showcase/submit.jsx', '/', '/showcase/submit'],
    ['blog/2024/notes.ts', '/', '/blog/2024/notes'],
    ['index.js', '/site', '/site'],
    ['help.md', '/site', '/site/help'],
  ])('%s under %s is %s', (rel, base, route) => {
    expect(standaloneRoute(rel, base)).toBe(route);
  });
});

describe('listStandalonePages', () => {
  const files = {
    'src/pages/index.js': 'export default () => null;\n',
    'src/pages/help.md': '# Help\n',
    'src/pages/about.mdx': '# About\n',
    'src/pages/team/index.tsx': 'export default () => null;\n',
    'src/pages/index.module.css': '.a {}\n',
    'src/pages/data.json': '{}\n',
    'src/pages/types.d.ts': 'export {};\n',
    'src/pages/_partial.md': '# Partial\n',
    'src/pages/_Hero.jsx': 'export default () => null;\n',
    'src/pages/_lib/helper.js': 'export const x = 1;\n',
    'src/pages/home.test.js': "test('x', () => {});\n",
    'src/pages/home.test.tsx': "test('x', () => {});\n",
    'src/pages/__tests__/page.js': 'export default () => null;\n',
    'src/pages/.hidden.md': '# Hidden\n',
  };

  it('lists the pages and leaves out stylesheets, data, declarations, _ files and folders, tests and dot-files', () => {
    const root = tempSite(files);
    const dir = path.join(root, 'src/pages');
    const listed = listStandalonePages(root, { dir, route: '/', exclude: DEFAULT_PAGES_EXCLUDE });
    expect(listed.map((abs) => path.relative(dir, abs).split(path.sep).join('/'))).toEqual([
      'about.mdx',
      'help.md',
      'index.js',
      'team/index.tsx',
    ]);
  });

  it('reads React pages with their source as the body and Markdown pages as content files, each at its route', () => {
    const root = tempSite(files);
    const pages = readStandalonePages(root, { dir: path.join(root, 'src/pages'), route: '/', exclude: DEFAULT_PAGES_EXCLUDE });
    expect(pages.map(({ file, route, standalone, folderIndex }) => ({ file, route, standalone, folderIndex }))).toEqual([
      { file: 'src/pages/about.mdx', route: '/about', standalone: 'markdown', folderIndex: undefined },
      { file: 'src/pages/help.md', route: '/help', standalone: 'markdown', folderIndex: undefined },
      { file: 'src/pages/index.js', route: '/', standalone: 'react', folderIndex: true },
      { file: 'src/pages/team/index.tsx', route: '/team', standalone: 'react', folderIndex: true },
    ]);
    expect(pages[2]!.body).toBe('export default () => null;\n');
  });
});
