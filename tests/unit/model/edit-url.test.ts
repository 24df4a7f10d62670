// "Editar esta página": the config's `editUrl` gives each Markdown page a link to its source, Docusaurus's way (the
// file's path from the site root appended) or VitePress's (`:path`, the file's path in the content folder).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../../../cli/builder/build-site.js';
import { editUrlOf } from '../../../cli/model/edit-url.js';
import { EN_STRINGS as strings } from '../../../shared/i18n/strings.en.js';
import { findAll, parseHtml, textOf } from '../support/html-tree.js';
import { tempSite } from '../support/temp-site.js';

describe('editUrlOf', () => {
  it("appends the file's path from the site root, with or without a trailing slash", () => {
    expect(editUrlOf('https://github.com/o/r/edit/main/', 'content/guide/install.md', 'content')).toBe(
      'https://github.com/o/r/edit/main/content/guide/install.md',
    );
    expect(editUrlOf('https://github.com/o/r/edit/main/site', 'docs/a.md', 'docs')).toBe('https://github.com/o/r/edit/main/site/docs/a.md');
  });

  it("puts the file's path in the content folder in place of :path", () => {
    expect(editUrlOf('https://github.com/o/r/edit/main/docs/:path', 'docs/guide/Início rápido.md', 'docs')).toBe(
      'https://github.com/o/r/edit/main/docs/guide/In%C3%ADcio%20r%C3%A1pido.md',
    );
  });
});

describe('a site with editUrl', () => {
  it('links every Markdown page to its source, and nothing else', async () => {
    const root = tempSite({
      'docsgen.config.ts': "export default { title: 'T', editUrl: 'https://github.com/o/r/edit/main/' };\n",
      'content/index.md': '# Início\n\nTexto.\n',
      'content/guide/install.md': '# Instalar\n\nTexto.\n',
    });
    await buildSite({ root, log: () => {} });
    const editLinks = (rel: string) =>
      findAll(
        parseHtml(readFileSync(path.join(root, 'build', rel), 'utf8')),
        (el) => el.tag === 'a' && textOf(el) === strings.editPage,
      ).map((el) => el.attrs.href);
    expect(editLinks('guide/install/index.html')).toEqual(['https://github.com/o/r/edit/main/content/guide/install.md']);
    expect(editLinks('404.html'), 'the 404 page has no source to edit').toEqual([]);
  });

  it('is refused, naming the field, when it is not an http(s) URL', async () => {
    const root = tempSite({ 'docsgen.config.ts': "export default { editUrl: 'github.com/o/r' };\n", 'content/index.md': '# A\n' });
    await expect(buildSite({ root, log: () => {} })).rejects.toThrow(/editUrl/);
  });
});
