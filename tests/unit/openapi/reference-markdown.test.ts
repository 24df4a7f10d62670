// The API reference's pages as Markdown for readers' tools (cli/openapi/reference-markdown.ts), from the Coins spec:
// the spec's descriptions as written (links made absolute), parameters by where they go, schemas as field lists,
// and a schema or headers repeated by later responses named instead of printed again.
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSiteModel } from '../../../cli/model/build-site-model.js';
import { loadApiReference, type LoadedApi } from '../../../cli/openapi/build-api-reference.js';
import { htmlText } from '../../../cli/openapi/reference-markdown.js';
import { PT_STRINGS } from '../../../shared/i18n/strings.pt.js';
import type { ApiInfoPage, ApiOperationPage } from '../../../shared/model/api.js';
import { minimalConfig, REPO } from './support.js';

let coins: LoadedApi;
let pages: Record<string, ApiOperationPage | ApiInfoPage>;

beforeAll(async () => {
  const file = path.join(REPO, 'openapi/coins-api.yaml');
  coins = await loadApiReference({ file, root: REPO, route: '/api', markdown: { baseUrl: '/' }, strings: PT_STRINGS, locale: 'pt' });
  const config = minimalConfig({ llms: true, url: 'https://docs.coins.com.br' });
  pages = buildSiteModel({ config, files: [], markdown: [], api: coins.reference }).model.pages as typeof pages;
});

const markdownOf = (route: string): string => pages[route]!.markdown!;

describe("an operation's Markdown", () => {
  it("starts with its title, method and path, then the spec's description as its author wrote it", () => {
    const md = markdownOf('/api/person-register');
    expect(md).toMatch(
      /^# Cadastrar pessoa\n\n`POST \/people`\n\nCadastra uma pessoa, o cliente final que vai acumular coins\. A pessoa é criada com status `pending` e\n/,
    );
    // A site path in the description is absolute, as the page links it.
    expect(md).toContain('[e-mail de ativação](https://docs.coins.com.br/api/send-activation-email)');
    expect(md).not.toMatch(/<\/?(p|code|a)\b/);
  });

  it('links the info page for a scheme it describes, and lists parameters by where they go, with their facts', () => {
    const md = markdownOf('/api/person-coin-register');
    expect(md).toContain(
      '## Autenticação\n\n- **Chave de API no cabeçalho X-Api-Key**\n\n[Como obter e enviar as credenciais](https://docs.coins.com.br/api/coins-api#autenticação)',
    );
    expect(md).toMatch(
      /## Parâmetros\n\n### Cabeçalhos\n\n- `Idempotency-Key` \(string, obrigatório\): Chave de idempotência do crédito\./,
    );
    expect(md).toMatch(/- `amount` \(integer, int64, obrigatório\): .*Mínimo: 1\. Máximo: 1000000\. Exemplo: `150`\./);
  });

  it('prints each response with its status and description, a schema or headers seen before only named', () => {
    const md = markdownOf('/api/person-coin-register');
    const statuses = [...md.matchAll(/^### (\d{3})$/gm)].map((m) => m[1]);
    expect(statuses).toEqual((pages['/api/person-coin-register'] as ApiOperationPage).responses.map((r) => r.status));
    expect(md).toContain(
      '### 201\n\nCrédito registrado; `balanceAfter` traz o saldo da pessoa logo após o lançamento.\n\n`application/json`\n\nOs mesmos campos da resposta 200.',
    );
    expect(md).toContain('Os mesmos cabeçalhos da resposta 201.');
    // The error schema is printed once, with its alternatives, and named by the responses after.
    expect(md.match(/- `details` \(array de ErrorDetail, obrigatório\)/g)).toHaveLength(1);
    expect(md).toContain(
      'Exatamente um de (oneOf):\n  - `ErrorFieldDetail` (object): Detalhe de erro ligado a um campo da requisição.\n    - `field`',
    );
  });

  it('stays readable in size: no raw JSON schema, every operation under 20 KB', () => {
    for (const page of Object.values(pages).filter((p) => p.kind === 'api-operation' || p.kind === 'api-info')) {
      expect(page.markdown!.length, page.route).toBeLessThan(20_000);
      expect(page.markdown, page.route).not.toContain('"type":');
    }
  });
});

describe("the info page's Markdown", () => {
  it('has the title, version, the description as written, servers, schemes and the operations by tag, linked', () => {
    const md = markdownOf('/api/coins-api');
    expect(md).toMatch(/^# Coins API\n\nVersão: 1\.0\.0\n\nA API REST da \*\*Coins\*\* permite/);
    expect(md).toContain('## Servidores\n\n- `https://sandbox.api.coins.com.br/v1`: Sandbox');
    expect(md).toContain('### Pessoas\n\nCadastro, consulta e ativação das pessoas');
    expect(md).toContain('- [Cadastrar pessoa](https://docs.coins.com.br/api/person-register): `POST /people`');
  });
});

describe('htmlText', () => {
  it('keeps paragraphs, line breaks and inline code of HTML that is not found among the sources', () => {
    expect(htmlText('<p>Um <code>a&lt;b</code><br>dois</p><p>três &amp; <strong>quatro</strong></p>')).toBe(
      'Um `a<b`\ndois\n\ntrês & quatro',
    );
  });
});
