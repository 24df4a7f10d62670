// Docs written for GitHub or mdBook, built as they are: README.md pages at their folders' routes, pages titled by the
// heading they start with at any level, an h1 kept when the front matter names the page otherwise, and a site
// without a home page served at "/" with a generated one.
import { existsSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildSite } from '../../../cli/builder/build-site.js';
import { createStaticServer } from '../../../cli/serve/static-server.js';
import { rawRequest } from '../support/http-request.js';
import { page, tempSite } from '../support/temp-site.js';

const quiet = { log: () => {} };

const servers: Array<{ close(): void; closeAllConnections(): void }> = [];
afterEach(() => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    server.close();
  }
});

/** The page's <title>, its h1 elements and the links of its main column. */
function read(out: string, file: string): { title: string; h1s: string[]; html: string } {
  const html = readFileSync(path.join(out, file), 'utf8');
  return {
    title: /<title>(.*?)<\/title>/.exec(html)![1]!,
    h1s: [...html.matchAll(/<h1[^>]*>(.*?)<\/h1>/g)].map((match) => match[1]!),
    html,
  };
}

describe('a site of README.md pages', () => {
  it('publishes each at its folder, titled by the heading it starts with, and warns of nothing', async () => {
    const root = tempSite({
      'docsgen.config.ts': "export default { title: 'Livro', url: 'https://livro.example.com' };\n",
      'content/README.md': '# O Livro\n\nBem-vindo. Veja o [capítulo](/cap01#começando).\n',
      'content/cap01/README.md': '<!-- Old headings. -->\n\n<a id="antigo"></a>\n\n## Começando\n\nTexto do capítulo.\n',
      'content/cap01/instalacao.md': '## Instalação\n\nBaixe o instalador.\n\n### No Linux\n\nUse o pacote.\n',
      'content/cap01/jest.md': page({ title: 'Intro' }, '# Introdução ao Jest\n\nOlá.\n\n## Configuração\n'),
    });
    const result = await buildSite({ root, ...quiet });
    const out = path.join(root, 'build');
    expect(result.warnings).toEqual([]);

    const home = read(out, 'index.html');
    expect(home.title).toBe('Livro');
    expect(home.h1s).toEqual(['O Livro']);
    expect(home.html).toContain('<p>Bem-vindo. Veja o <a href="/cap01#come%C3%A7ando">capítulo</a>.</p>');

    const chapter = read(out, 'cap01/index.html');
    expect(chapter.title).toBe('Começando | Livro');
    expect(chapter.h1s).toEqual(['Começando']);
    // The heading that became the title left the body, and its id went with it to the page's h1: the link above lands.
    expect(chapter.html).toContain('<h1 id="começando">Começando</h1>');
    expect(chapter.html).toContain('<p><a id="antigo"></a></p>');
    expect(chapter.html).not.toContain('<h2 id="começando"');
    expect(chapter.html).toContain('<meta name="description" content="Texto do capítulo.">');

    const install = read(out, 'cap01/instalacao/index.html');
    expect(install.title).toBe('Instalação | Livro');
    expect(install.h1s).toEqual(['Instalação']);
    expect(install.html).toContain('<h3 id="no-linux">');

    // The front matter names the page; the body's own h1 is the one heading readers see.
    const jest = read(out, 'cap01/jest/index.html');
    expect(jest.title).toBe('Intro | Livro');
    expect(jest.h1s).toEqual(['Introdução ao Jest']);

    expect(readFileSync(path.join(out, 'sitemap.xml'), 'utf8')).toContain('<loc>https://livro.example.com/cap01</loc>');
    expect(existsSync(path.join(out, 'cap01/README/index.html'))).toBe(false);
  });
});

describe('a site without a home page', () => {
  it('serves / with the site title and links to its sidebar, and warns once', async () => {
    const root = tempSite({
      'docsgen.config.ts': "export default { title: 'Livro', tagline: 'Um livro de exemplo.', locale: 'pt' };\n",
      'content/prefacio.md': page({ title: 'Prefácio', sidebar_position: 1 }),
      'content/cap01/README.md': '# Capítulo 1\n\nTexto.\n',
      'content/cap01/secao.md': '## Uma seção\n\nTexto.\n',
      'content/apendice/a.md': page({ title: 'Apêndice A' }),
    });
    const result = await buildSite({ root, ...quiet });
    expect(result.warnings.map((warning) => warning.code)).toEqual(['no-home-page', 'no-url']);
    const out = path.join(root, 'build');
    expect(existsSync(path.join(out, 'index.html'))).toBe(true);

    const server = createStaticServer(out);
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const response = await rawRequest(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    expect(response.status).toBe(200);
    const html = response.body.toString('utf8');
    expect(/<title>(.*?)<\/title>/.exec(html)![1]).toBe('Livro');
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>') + 7);
    expect(main).toBe(
      '<main id="dg-main" class="dg-simple dg-home" tabindex="-1"><h1>Livro</h1><p class="dg-lead">Um livro de exemplo.</p>' +
        '<nav aria-labelledby="dg-home-contents"><h2 id="dg-home-contents">Conteúdo da documentação</h2><ul class="dg-home__list">' +
        '<li><a href="/prefacio">Prefácio</a></li>' +
        '<li class="dg-home__category"><span class="dg-home__label">Apendice</span><ul class="dg-home__list"><li><a href="/apendice/a">Apêndice A</a></li></ul></li>' +
        '<li class="dg-home__category"><a href="/cap01">Capítulo 1</a><ul class="dg-home__list"><li><a href="/cap01/secao">Uma seção</a></li></ul></li>' +
        '</ul></nav></main>',
    );
  });
});
