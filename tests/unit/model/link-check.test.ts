// Relative links are resolved from the page that holds them, the way a browser resolves them from that page's URL:
// the same href in two folders points to two pages, and the link check must say so for each one.
import { describe, expect, it } from 'vitest';
import { buildSiteModel } from '../../../cli/model/build-site-model.js';
import { checkLinks } from '../../../cli/model/link-check.js';
import { config, contentFiles, fm } from './fixtures.js';

/** Pages in three folders; each link sits on its own line so its warning names exactly that line. */
const site = contentFiles({
  'a/alvo.md': fm({ title: 'Alvo A' }, '## Seção\n'),
  // Front matter is lines 1–3, the body starts on line 4.
  'a/um.md': fm(
    { title: 'Um' },
    [
      '[mesma pasta](./alvo)',
      '',
      '[sem ponto](alvo)',
      '',
      '[outra pasta](../b/dois)',
      '',
      '[arquivo](alvo.md)',
      '',
      '[acima de tudo](../nada)',
      '',
      '[âncora](./alvo#seção)',
      '',
      '[âncora errada](./alvo#outra)',
      '',
    ].join('\n'),
  ),
  'b/dois.md': fm({ title: 'Dois' }, ['[mesma pasta](./alvo)', '', '[de volta](../a/alvo)', '', '[extra](./extra)', ''].join('\n')),
  'c/extra.md': fm({ title: 'Extra C' }),
  'c/tres.md': fm({ title: 'Três' }, ['[extra](./extra)', '', '[mesma pasta](./alvo)', ''].join('\n')),
  'c/alvo.md': fm({ title: 'Alvo C' }),
});

describe('the link check on relative links', () => {
  it("resolves each href from its own page's route: the same href is fine in one folder and broken in another", () => {
    const { warnings } = buildSiteModel({ config: config(), ...site });
    // "alvo.md" names the source file of /a/alvo (resolve-refs.ts): it is no broken link.
    expect(warnings).toEqual([
      { code: 'broken-link', file: 'content/a/um.md', line: 12, message: 'link to ../nada points to no page', target: '/nada' },
      {
        code: 'broken-anchor',
        file: 'content/a/um.md',
        line: 16,
        message: 'link to ./alvo#outra: page /a/alvo has no heading with id "outra"',
      },
      // "./alvo" was fine from /a/um (it is /a/alvo); from /b/dois it is /b/alvo, which does not exist.
      { code: 'broken-link', file: 'content/b/dois.md', line: 4, message: 'link to ./alvo points to no page', target: '/b/alvo' },
      // "./extra" is broken from /b/dois, and fine from /c/tres below (it is /c/extra there).
      { code: 'broken-link', file: 'content/b/dois.md', line: 8, message: 'link to ./extra points to no page', target: '/b/extra' },
    ]);
  });
});

describe('the link check under a base URL', () => {
  // Served under /docs/, the page /a/b/fundo is at /docs/a/b/fundo: a browser resolves its relative links from there,
  // while site-absolute links ("/alvo") get the base URL put in front.
  const nested = contentFiles({
    'alvo.md': fm({ title: 'Alvo' }),
    'a/b/fundo.md': fm(
      { title: 'Fundo' },
      [
        '[dois acima](../../alvo)',
        '',
        '[três acima](../../../alvo)',
        '',
        '[pela base](../../../docs/alvo)',
        '',
        '[absoluto](/alvo)',
        '',
      ].join('\n'),
    ),
  });

  it('resolves relative links from the page’s address under the base, and warns about one that leaves it', () => {
    const { warnings } = buildSiteModel({ config: config({ baseUrl: '/docs/' }), ...nested });
    expect(warnings).toEqual([
      {
        code: 'broken-link',
        file: 'content/a/b/fundo.md',
        line: 6,
        message: 'link to ../../../alvo points to /alvo, outside the base URL /docs/ the site is served under',
      },
    ]);
  });

  it('reads the same links from the root when the site is served at "/"', () => {
    const { warnings } = buildSiteModel({ config: config(), ...nested });
    expect(warnings).toEqual([
      {
        code: 'broken-link',
        file: 'content/a/b/fundo.md',
        line: 8,
        message: 'link to ../../../docs/alvo points to no page',
        target: '/docs/alvo',
      },
    ]);
  });

  it('reads a relative link to the base URL itself, without its slash, as the home page', () => {
    const files = contentFiles({
      'index.md': fm({ title: 'Início' }),
      'a/b/fundo.md': fm({ title: 'Fundo' }, ['[base sem barra](../../../docs)', '', '[base com barra](../../../docs/)', ''].join('\n')),
    });
    expect(buildSiteModel({ config: config({ baseUrl: '/docs/' }), ...files }).warnings).toEqual([]);
  });
});

describe('the link check on links without a known line', () => {
  it('reports the file and no line', () => {
    const doc = { id: 'a', route: '/a', file: 'content/a.md', content: { bodyStartLine: 4 }, links: [{ href: '/nada' }] };
    const warnings = checkLinks([doc as never], { anchors: new Map([['/a', new Set<string>()]]), staticFiles: new Set() });
    expect(warnings).toEqual([
      { code: 'broken-link', file: 'content/a.md', line: undefined, message: 'link to /nada points to no page', target: '/nada' },
    ]);
  });
});

describe('the link check on footnotes', () => {
  // GFM footnotes (mdast-util-to-hast) percent-encode the label in both the id and the href: `[^†]` links to
  // #user-content-fn-%E2%80%A0 and the note's id is that text. A browser matches the fragment as written before
  // decoding it (HTML's "find a potential indicated element"), so these links land, whatever the label's script.
  it('finds every footnote and its back-link, non-ASCII labels included', () => {
    const labels = ['1', 'note', '†', 'ü', '注'];
    const body = labels.map((label, index) => `Text ${index}[^${label}].\n\n[^${label}]: Note ${index}.\n`).join('\n');
    const { warnings } = buildSiteModel({ config: config(), ...contentFiles({ 'notas.md': fm({ title: 'Notas' }, body) }) });
    expect(warnings).toEqual([]);
  });

  it('still warns about an anchor the page lacks, written encoded or not', () => {
    const body = '[a](#user-content-fn-%E2%80%A1)\n\n[b](#sem-id)\n\nText[^†].\n\n[^†]: Note.\n';
    const { warnings } = buildSiteModel({ config: config(), ...contentFiles({ 'notas.md': fm({ title: 'Notas' }, body) }) });
    expect(warnings.map((warning) => warning.message)).toEqual([
      'link to #user-content-fn-%E2%80%A1: page /notas has no heading with id "user-content-fn-‡"',
      'link to #sem-id: page /notas has no heading with id "sem-id"',
    ]);
  });
});
