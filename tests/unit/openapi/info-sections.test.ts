// The info page's description cut at its h2s, and which section already covers the servers and the authentication,
// so that the page says each once ("Ambientes" holds the server list; no second "Autenticação").
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../../cli/markdown/pipeline.js';
import { placeFacts, splitAtH2 } from '../../../cli/openapi/info-sections.js';

const LABELS = { servers: 'Servidores', authentication: 'Autenticação' };
const SERVERS = [
  { url: 'https://sandbox.example.com/v1', description: 'Sandbox' },
  { url: 'https://api.example.com/v1', description: 'Produção' },
];

function sections(markdown: string) {
  const { html, headings } = renderMarkdown(markdown, undefined, { fragment: true });
  return splitAtH2(html, headings);
}

describe('splitAtH2', () => {
  it('keeps what comes before the first h2 as the intro, and each h2 with what follows it up to the next h2', () => {
    const { intro, sections: cut } = sections('Olá.\n\n## Ambientes\n\nDois.\n\n### Sandbox\n\nTeste.\n\n## Autenticação\n\nChave.\n');
    expect(intro).toBe('<p>Olá.</p>\n');
    expect(cut.map((s) => [s.id, s.title])).toEqual([
      ['ambientes', 'Ambientes'],
      ['autenticação', 'Autenticação'],
    ]);
    expect(cut[0]!.html).toMatch(/^<h2 id="ambientes"[\s\S]*<p>Dois\.<\/p>[\s\S]*<h3 id="sandbox"[\s\S]*<p>Teste\.<\/p>\n$/);
    expect(cut[1]!.html).toMatch(/^<h2 id="autenticação"[\s\S]*<p>Chave\.<\/p>$/);
  });

  it('leaves a description without h2 whole as the intro', () => {
    expect(sections('Só texto.\n\n### Um h3\n')).toMatchObject({ sections: [] });
    expect(sections('Só texto.\n\n### Um h3\n').intro).toMatch(/^<p>Só texto\.<\/p>\n<h3 id="um-h3"/);
  });
});

describe('placeFacts', () => {
  const cut = sections(
    `## Ambientes\n\nO **sandbox** (\`${SERVERS[0]!.url}\`) e a produção (\`${SERVERS[1]!.url}\`).\n\n## autenticacao\n\nChave.\n\n## Erros\n\nFormato.\n`,
  ).sections;

  it('puts the servers in the section naming every server URL, the authentication in the one titled like it (accents and case aside)', () => {
    const placed = placeFacts(cut, { servers: SERVERS, hasSecurity: true, labels: LABELS });
    expect(placed.map((s) => [s.title, s.facts])).toEqual([
      ['Ambientes', ['servers']],
      ['autenticacao', ['security']],
      ['Erros', []],
    ]);
  });

  it('places a fact nowhere when no section covers it, so the page gives it a section of its own', () => {
    const onlyOneUrl = placeFacts(cut, {
      servers: [...SERVERS, { url: 'https://eu.example.com/v1' }],
      hasSecurity: false,
      labels: LABELS,
    });
    expect(onlyOneUrl.flatMap((s) => s.facts)).toEqual([]);
  });

  it('takes a section titled like the servers heading even when it names no URL', () => {
    const titled = sections('## Servidores\n\nVeja abaixo.\n').sections;
    expect(placeFacts(titled, { servers: SERVERS, hasSecurity: false, labels: LABELS })[0]!.facts).toEqual(['servers']);
  });
});
