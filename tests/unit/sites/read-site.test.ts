// The first stage on another generator's site: what a docsgen.config.ts beside it replaces, what the build's first
// line says, where the output goes, and text a stand-in wrote into the config taken out with a warning.
import { describe, expect, it } from 'vitest';
import { defaultOutDir, readingLine, readSite } from '../../../cli/sites/read-site.js';
import { tempSite } from '../support/temp-site.js';

const BOOK = {
  'book.toml': '[book]\ntitle = "A Book"\nlanguage = "en"\n',
  'src/SUMMARY.md': '# Summary\n\n- [Start](start.md)\n- [Next](next.md)\n',
  'src/start.md': '# Start\n',
  'src/next.md': '# Next\n',
};

describe('reading a site', () => {
  it('puts the fields of a docsgen.config.ts beside it over what was read, and names both files', async () => {
    const root = tempSite({ ...BOOK, 'docsgen.config.ts': "export default { title: 'Meu livro', locale: 'pt' };\n" });
    const config = await readSite(root);
    expect([config.title, config.locale]).toEqual(['Meu livro', 'pt']);
    // The navigation is still the book's.
    expect(config.sidebars && Object.values(config.sidebars)[0]!.items).toHaveLength(2);
    expect(readingLine(config)).toBe('reading an mdBook site: book.toml, src/SUMMARY.md, docsgen.config.ts');
  });

  it("builds into the generator's own output folder, found from the file names alone", async () => {
    expect(defaultOutDir(tempSite(BOOK))).toBe('book');
    expect(defaultOutDir(tempSite({ 'docs/.vitepress/config.mjs': 'export default {};\n' }))).toBe('docs/.vitepress/dist');
    expect(defaultOutDir(tempSite({ 'content/index.md': '# A\n' }))).toBe('build');
    expect((await readSite(tempSite(BOOK))).site?.outDir).toBe('book');
  });

  it('takes out what a stand-in wrote into a string, with a warning naming the field', async () => {
    const root = tempSite({
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the config's own template string, written into its file
      '.vitepress/config.mjs': "import { version } from 'not-installed-here';\nexport default { title: `Docs ${version} site` };\n",
      'index.md': '# Home\n',
    });
    const config = await readSite(root);
    expect(config.title).toBe('Docs site');
    expect(config.site?.warnings.map((warning) => [warning.code, warning.message])).toContainEqual([
      'site-field-unread',
      '`title` is written with "not-installed-here.version", which docsgen does not run: that part is left out',
    ]);
  });
});
