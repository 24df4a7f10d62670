// The files for readers' tools from a small site model: llms.txt in the llmstxt.org format (pages by sidebar section,
// categories as sections of their own, API operations included), llms-full.txt in the same order, one `.md` a page.
import { describe, expect, it } from 'vitest';
import { llmsFiles } from '../../../cli/llms/llms-files.js';
import { llmsFullTxt } from '../../../cli/llms/llms-full.js';
import { llmsTxt } from '../../../cli/llms/llms-txt.js';
import { buildSiteModel } from '../../../cli/model/build-site-model.js';
import type { SiteModel } from '../../../shared/model/site.js';
import { apiReference, config, contentFiles, fm } from '../model/fixtures.js';

function site(overrides: Parameters<typeof config>[0] = {}): SiteModel {
  const pages = contentFiles({
    'index.md': fm({ title: 'Início', description: 'Por onde começar.' }),
    'guia/index.md': fm({ title: 'Guia', description: 'O guia.' }),
    'guia/um.md': fm({ title: 'Um [1]', description: 'Primeiro\npasso.' }),
    'guia/avancado/dois.md': fm({ title: 'Dois' }, 'Sem descrição no front matter.\n'),
    'solta.md': fm({ title: 'Solta' }, ''),
  });
  const sidebars = {
    guia: {
      label: 'Guia',
      link: 'guia/index',
      items: ['guia/um', { type: 'category' as const, label: 'Avançado', items: ['guia/avancado/dois'] }],
    },
    api: { label: 'Referência', items: [{ type: 'api-operations' as const }] },
  };
  const resolved = config({ llms: true, baseUrl: '/docs/', sidebars, ...overrides });
  return buildSiteModel({ config: resolved, ...pages, api: apiReference() }).model;
}

describe('llms.txt', () => {
  it('is the title, the tagline, the pages outside sidebars (home first), then a section per sidebar and category', () => {
    expect(llmsTxt(site())).toBe(
      [
        '# Site',
        '',
        '> Um site.',
        '',
        '- [Início](https://docs.example.com/docs/index.md): Por onde começar.',
        '- [Solta](https://docs.example.com/docs/solta.md)',
        '',
        '## Guia',
        '',
        '- [Guia](https://docs.example.com/docs/guia.md): O guia.',
        '- [Um \\[1\\]](https://docs.example.com/docs/guia/um.md): Primeiro passo.',
        '',
        '## Guia › Avançado',
        '',
        '- [Dois](https://docs.example.com/docs/guia/avancado/dois.md): Sem descrição no front matter.',
        '',
        '## Referência',
        '',
        // An operation without a tag is an item of the sidebar itself; the info page, which it does not list, closes it.
        '- [Saúde](https://docs.example.com/docs/api/saude.md): Saúde.',
        '- [API Moedas](https://docs.example.com/docs/api.md): A API.',
        '',
        '## Referência › Pessoas',
        '',
        '- [Consultar pessoa](https://docs.example.com/docs/api/pessoa.md): Consultar pessoa.',
        '',
        '## Referência › Moedas',
        '',
        '- [Creditar moedas](https://docs.example.com/docs/api/creditar.md): Creditar moedas.',
        '',
      ].join('\n'),
    );
  });

  it('links root-absolute paths without a site URL, and leaves out a tagline that is empty', () => {
    const text = llmsTxt(site({ url: '', tagline: '' }));
    expect(text).toMatch(/^# Site\n\n- \[Início\]\(\/docs\/index\.md\): Por onde começar\.\n/);
  });
});

describe('llms.txt of a site with no sidebars in its config', () => {
  it("lists the unlabelled sidebar's own pages first, without a heading, and its folders as sections", () => {
    const pages = contentFiles({
      'index.md': fm({ title: 'Início' }),
      'sobre.md': fm({ title: 'Sobre' }),
      'guia/um.md': fm({ title: 'Um' }),
    });
    const text = llmsTxt(buildSiteModel({ config: config({ llms: true }), ...pages }).model);
    expect(text).not.toMatch(/^## *$/m);
    expect(text).toContain('\n\n> Um site.\n\n- [Início](https://docs.example.com/index.md): Texto.\n- [Sobre](');
    expect(text).toContain('\n## Guia\n\n- [Um](https://docs.example.com/guia/um.md): Texto.\n');
  });
});

describe('llms-full.txt', () => {
  it("holds every page's Markdown in llms.txt's order, each after a rule and the address it is read at", () => {
    const model = site();
    const full = llmsFullTxt(model);
    expect(full.startsWith('# Site\n\n> Um site.\n\n---\n\nSource: https://docs.example.com/docs/\n\n# Início\n\nTexto.\n\n---\n\n')).toBe(
      true,
    );
    const sources = [...full.matchAll(/^Source: (.*)$/gm)].map((m) => m[1]);
    const listed = [...llmsTxt(model).matchAll(/\]\((.*?)\.md\)/g)].map((m) => m[1]!.replace(/\/index$/, '/'));
    expect(sources).toEqual(listed);
    expect(full).toContain('# Creditar moedas\n\n`POST /coins/credits`');
  });
});

describe('llmsFiles', () => {
  it("lists each page's .md (the home page as index.md), then llms.txt and llms-full.txt; none for generated pages", () => {
    const paths = llmsFiles(site()).map((file) => file.path);
    expect(paths.slice(-2)).toEqual(['llms.txt', 'llms-full.txt']);
    expect(paths.slice(0, -2).sort()).toEqual(
      [
        'index.md',
        'guia.md',
        'guia/um.md',
        'guia/avancado/dois.md',
        'solta.md',
        'api.md',
        'api/creditar.md',
        'api/pessoa.md',
        'api/saude.md',
      ].sort(),
    );
  });
});
