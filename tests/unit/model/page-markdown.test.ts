// Each page's Markdown for readers' tools (config `llms`): the author's text without front matter, every URL into the
// site absolute (as the page's HTML links it, resolved against the page's URL), a title on top when it has no h1;
// the API reference's pages as Markdown from the spec model.
import { describe, expect, it } from 'vitest';
import { buildSiteModel } from '../../../cli/model/build-site-model.js';
import { absoluteUrl } from '../../../cli/model/page-markdown.js';
import type { ApiOperationPage } from '../../../shared/model/api.js';
import type { DocPage } from '../../../shared/model/site.js';
import { apiReference, config, contentFiles, fm } from './fixtures.js';

const PAGES = {
  'index.md': fm(
    { title: 'Início', description: 'A página inicial.' },
    '# Início\n\nVeja [B](b.md#sec), [rota](/guia/c), [âncora](#topo), [fora](https://x.com/a.md) e ![logo](/img/logo.svg).\n',
  ),
  'b.md': fm({ title: 'Bê' }, 'Texto [de volta](./index.md) e <a href="guia/c.md">c</a>.\n\n## Sec\n'),
  'guia/c.md': fm({ title: 'Cê' }, '# Cê\n\n[Relativo](../b) e [irmã](d.md).\n'),
  'guia/d.md': fm({ title: 'Dê' }),
};

function docs(overrides: Parameters<typeof config>[0] = {}): Record<string, DocPage> {
  const { model } = buildSiteModel({
    config: config({ llms: true, ...overrides }),
    ...contentFiles(PAGES),
    staticFiles: ['/img/logo.svg'],
  });
  return model.pages as Record<string, DocPage>;
}

describe("a page's Markdown", () => {
  it('is the text without its front matter, every site URL absolute under the base URL and the site URL', () => {
    const pages = docs({ baseUrl: '/docs/' });
    expect(pages['/']!.markdown).toBe(
      '# Início\n\nVeja [B](https://docs.example.com/docs/b#sec), [rota](https://docs.example.com/docs/guia/c), ' +
        '[âncora](https://docs.example.com/docs/#topo), [fora](https://x.com/a.md) e ' +
        '![logo](https://docs.example.com/docs/img/logo.svg).\n',
    );
    expect(pages['/guia/c']!.markdown).toBe(
      '# Cê\n\n[Relativo](https://docs.example.com/docs/b) e [irmã](https://docs.example.com/docs/guia/d).\n',
    );
  });

  it('gets its title as an h1 when the text has none, and raw HTML links resolved too', () => {
    expect(docs()['/b']!.markdown).toBe(
      '# Bê\n\nTexto [de volta](https://docs.example.com/) e <a href="https://docs.example.com/guia/c">c</a>.\n\n## Sec\n',
    );
  });

  it('has root-absolute paths when the config gives no site URL', () => {
    expect(docs({ url: '', baseUrl: '/docs/' })['/']!.markdown).toContain('[B](/docs/b#sec), [rota](/docs/guia/c), [âncora](/docs/#topo)');
  });

  it('is not made at all with `llms: false` (nor without the loader, which sets it)', () => {
    const pages = docs({ llms: false });
    expect(Object.values(pages).filter((page) => 'markdown' in page && page.markdown !== undefined)).toEqual([]);
    const { model } = buildSiteModel({ config: config(), ...contentFiles(PAGES) });
    expect((model.pages['/'] as DocPage).markdown).toBeUndefined();
  });

  it('is made for the API reference pages too, from the spec model', () => {
    const { model } = buildSiteModel({ config: config({ llms: true }), ...contentFiles(PAGES), api: apiReference() });
    const op = model.pages['/api/creditar'] as ApiOperationPage;
    expect(op.markdown).toMatch(/^# Creditar moedas\n\n`POST \/coins\/credits`\n\nCreditar moedas\.\n\n## Autenticação\n/);
    expect(op.markdown).toContain('### Cabeçalhos\n\n- `Idempotency-Key` (string, obrigatório)\n');
    expect(op.markdown).toContain(
      '## Corpo da requisição\n\n`application/json` (obrigatório)\n\n- `amount` (integer)\n- `person` (object)\n  - `id` (string)',
    );
    expect(model.pages['/api']).toMatchObject({ kind: 'api-info', markdown: expect.stringMatching(/^# API Moedas\n\nVersão: 1\.0\.0\n/) });
  });
});

describe('absoluteUrl', () => {
  it('resolves as a browser does from the page, and leaves other schemes and hosts alone', () => {
    expect(absoluteUrl('../x?a=1#b', '/docs/guia/c', 'https://s.com')).toBe('https://s.com/docs/x?a=1#b');
    expect(absoluteUrl('com espaço', '/docs/', '')).toBe('/docs/com%20espa%C3%A7o');
    expect(absoluteUrl('mailto:a@b.c', '/', 'https://s.com')).toBe('mailto:a@b.c');
    expect(absoluteUrl('//cdn.com/a.png', '/', 'https://s.com')).toBe('//cdn.com/a.png');
  });
});
