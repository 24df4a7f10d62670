#!/usr/bin/env node
// OpenAPI benchmark: cold builds of a site whose API reference comes from a generated spec of N operations; prints
// the build's wall time, its "openapi" stage, the CLI's own total, and the weight of an operation page's HTML,
// against the budgets. Figures go to stdout (a table, or --json); progress goes to stderr. See bench/README.md.
//
//   node bench/openapi.mjs [--ops 1000] [--runs 3] [--format yaml|json] [--seed 42] [--json] [--skip-build-cli]
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, totalmem } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { median, gz, kb, secs, spread } from './lib/figures.mjs';
import { parseArgs, usageError, wholeNumber } from './lib/args.mjs';
import { REPO, BIN, WORK } from './lib/paths.mjs';
import { run, stopChildren } from './lib/processes.mjs';
import { dump } from 'js-yaml'; // already a dependency of docsgen (it writes the spec downloads with it)
import { prng } from './lib/prng.mjs';

/** Budgets from the project brief. Sizes in decimal kilobytes (1 KB = 1000 B), the stricter reading. */
const BUDGETS = {
  buildS: { value: 5, atOps: 1000, label: '< 5 s at 1000 operations' },
  pageGzBytes: { value: 60_000, label: '< 60 KB gz' },
};
/** How many operation pages are weighed, evenly spaced over the spec's operations. */
const SAMPLE_PAGES = 50;

// ---------------------------------------------------------------- arguments
function options(argv) {
  const whole = (flag, value, min) => wholeNumber('bench/openapi', flag, value, min);
  const opts = parseArgs(argv, {
    name: 'bench/openapi',
    help: { script: import.meta.url, lines: 5 },
    defaults: { ops: 1000, runs: 3, format: 'yaml', seed: 42, json: false, buildCli: true },
    flags: {
      '--ops': (o, v) => {
        o.ops = whole('--ops', v());
      },
      '--runs': (o, v) => {
        o.runs = whole('--runs', v());
      },
      '--seed': (o, v) => {
        o.seed = whole('--seed', v());
      },
      '--format': (o, v) => {
        o.format = String(v() ?? '');
        if (!['yaml', 'json'].includes(o.format)) usageError('bench/openapi', `--format is yaml or json, got "${o.format}"`);
      },
      '--json': (o) => {
        o.json = true;
      },
      '--skip-build-cli': (o) => {
        o.buildCli = false;
      },
    },
  });
  return opts;
}

const log = (line) => process.stderr.write(`[bench ${new Date().toISOString().slice(11, 19)}] ${line}\n`);

// ---------------------------------------------------------------- small helpers
const sha = (file) => createHash('sha1').update(readFileSync(file)).digest('hex').slice(0, 10);

/** `count` items spread evenly over `list` (the same rule as bench/build.mjs and peers/measure.mjs). */
function evenlySpaced(list, count) {
  const n = Math.min(count, list.length);
  return Array.from({ length: n }, (_, k) => list[Math.floor(((k + 0.5) * list.length) / n)]);
}

// ---------------------------------------------------------------- the generated spec
const NOUNS = [
  ['pessoas', 'Pessoa'],
  ['produtos', 'Produto'],
  ['pedidos', 'Pedido'],
  ['faturas', 'Fatura'],
  ['clientes', 'Cliente'],
  ['lojas', 'Loja'],
  ['cupons', 'Cupom'],
  ['entregas', 'Entrega'],
  ['pagamentos', 'Pagamento'],
  ['assinaturas', 'Assinatura'],
  ['campanhas', 'Campanha'],
  ['resgates', 'Resgate'],
  ['parceiros', 'Parceiro'],
  ['carteiras', 'Carteira'],
  ['extratos', 'Extrato'],
  ['notificacoes', 'Notificacao'],
  ['webhooks', 'Webhook'],
  ['relatorios', 'Relatorio'],
  ['estoques', 'Estoque'],
  ['enderecos', 'Endereco'],
  ['contratos', 'Contrato'],
  ['tarifas', 'Tarifa'],
  ['premios', 'Premio'],
  ['metas', 'Meta'],
  ['convites', 'Convite'],
];
const WORDS = (
  'conta saldo cadastro limite chave registro valor prazo regra lista pagina filtro campo status evento historico ' +
  'parceiro produto pontos credito resgate integracao ambiente sandbox producao resposta requisicao cabecalho token'
).split(' ');
const VERBS = ['listar', 'cadastrar', 'consultar', 'substituir', 'atualizar', 'remover', 'buscar', 'executar'];

/** Components every resource shares: nested objects, arrays, enums, oneOf/allOf, and one circular schema (Categoria). */
function sharedComponents() {
  const ref = (name) => ({ $ref: `#/components/schemas/${name}` });
  const error = (code, message) => ({ value: { code, message, details: [], requestId: 'req_01J9Z4K7M2' } });
  const response = (description, code, message) => ({
    description,
    content: { 'application/json': { schema: ref('Erro'), examples: { [code]: { summary: code, ...error(code, message) } } } },
  });
  return {
    securitySchemes: { apiKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key', description: 'Chave secreta do ambiente.' } },
    parameters: {
      Page: {
        name: 'page',
        in: 'query',
        description: 'Número da página, começando em 1.',
        schema: { type: 'integer', minimum: 1, default: 1, example: 1 },
      },
      PageSize: {
        name: 'pageSize',
        in: 'query',
        description: 'Itens por página.',
        schema: { type: 'integer', minimum: 1, maximum: 100, default: 20, example: 20 },
      },
      IdempotencyKey: {
        name: 'Idempotency-Key',
        in: 'header',
        required: true,
        description: 'Chave de idempotência da operação.',
        schema: { type: 'string', minLength: 1, example: 'pedido-98765' },
      },
    },
    responses: {
      Unauthorized: response('Chave de API ausente ou inválida.', 'unauthorized', 'A chave de API informada não pertence a este ambiente.'),
      NotFound: response('O recurso não existe.', 'not_found', 'Recurso não encontrado.'),
      ValidationFailed: response('Um ou mais campos são inválidos.', 'validation_error', 'Um ou mais campos são inválidos.'),
      Conflict: response('O recurso já existe.', 'already_exists', 'Já existe um recurso com este identificador.'),
      Unexpected: response('Erro inesperado.', 'internal_error', 'Tente de novo em instantes.'),
    },
    schemas: {
      Status: {
        type: 'string',
        description: 'Situação do recurso.',
        enum: ['pending', 'active', 'blocked', 'archived'],
        example: 'active',
      },
      Moeda: { type: 'string', enum: ['BRL', 'USD', 'EUR'], default: 'BRL' },
      Valor: {
        type: 'object',
        description: 'Um valor monetário.',
        required: ['amount', 'currency'],
        properties: { amount: { type: 'integer', format: 'int64', minimum: 0, example: 2400 }, currency: ref('Moeda') },
      },
      Endereco: {
        type: 'object',
        required: ['cep', 'cidade'],
        properties: {
          logradouro: { type: 'string', example: 'Avenida Paulista' },
          numero: { type: 'string', example: '1000' },
          cidade: { type: 'string', example: 'São Paulo' },
          uf: { type: 'string', enum: ['SP', 'RJ', 'MG', 'RS', 'BA', 'PE'] },
          cep: { type: 'string', pattern: '^\\d{5}-?\\d{3}$', example: '01310-100' },
          geo: {
            type: 'object',
            properties: {
              lat: { type: 'number', format: 'double', example: -23.56 },
              lng: { type: 'number', format: 'double', example: -46.65 },
            },
          },
        },
      },
      Etiqueta: {
        type: 'object',
        required: ['id'],
        properties: { id: { type: 'string', example: 'tag_1' }, rotulo: { type: 'string', example: 'promoção' } },
      },
      Auditoria: {
        type: 'object',
        properties: {
          createdAt: { type: 'string', format: 'date-time', readOnly: true, example: '2025-03-10T14:32:00Z' },
          updatedAt: { type: 'string', format: 'date-time', readOnly: true, example: '2025-03-12T09:15:41Z' },
          createdBy: { type: 'object', readOnly: true, properties: { id: { type: 'string' }, nome: { type: 'string' } } },
        },
      },
      Paginacao: {
        type: 'object',
        required: ['page', 'pageSize', 'totalItems', 'totalPages'],
        properties: {
          page: { type: 'integer', minimum: 1, example: 1 },
          pageSize: { type: 'integer', minimum: 1, maximum: 100, example: 20 },
          totalItems: { type: 'integer', minimum: 0, example: 134 },
          totalPages: { type: 'integer', minimum: 0, example: 7 },
        },
      },
      Cartao: {
        type: 'object',
        required: ['tipo', 'token'],
        properties: {
          tipo: { type: 'string', enum: ['cartao'] },
          token: { type: 'string', writeOnly: true },
          final: { type: 'string', readOnly: true, example: '4242' },
        },
      },
      Pix: {
        type: 'object',
        required: ['tipo', 'chave'],
        properties: { tipo: { type: 'string', enum: ['pix'] }, chave: { type: 'string', example: 'ana@example.com' } },
      },
      Boleto: {
        type: 'object',
        required: ['tipo'],
        properties: { tipo: { type: 'string', enum: ['boleto'] }, vencimento: { type: 'string', format: 'date' } },
      },
      MeioDePagamento: { oneOf: [ref('Cartao'), ref('Pix'), ref('Boleto')], discriminator: { propertyName: 'tipo' } },
      // The one circular schema: a category holds its children and points to its parent.
      Categoria: {
        type: 'object',
        required: ['id', 'nome'],
        properties: {
          id: { type: 'string', readOnly: true, example: 'cat_1' },
          nome: { type: 'string', example: 'Casa' },
          filhas: { type: 'array', items: ref('Categoria') },
          mae: ref('Categoria'),
        },
      },
      Erro: {
        type: 'object',
        required: ['code', 'message', 'details', 'requestId'],
        properties: {
          code: { type: 'string', example: 'validation_error' },
          message: { type: 'string' },
          details: { type: 'array', items: { oneOf: [ref('ErroDeCampo'), ref('ErroDeLimite')] } },
          requestId: { type: 'string', example: 'req_01J9Z4K7M2' },
        },
      },
      ErroDeCampo: { type: 'object', required: ['field', 'issue'], properties: { field: { type: 'string' }, issue: { type: 'string' } } },
      ErroDeLimite: { type: 'object', properties: { limit: { type: 'integer' }, remaining: { type: 'integer' } } },
    },
  };
}

/** A deterministic OpenAPI 3.0 document with `ops` operations, eight per resource. */
function generateSpec(ops, seed) {
  const random = prng(seed);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const sentence = (n) => {
    const words = Array.from({ length: n }, () => pick(WORDS));
    words[0] = words[0][0].toUpperCase() + words[0].slice(1);
    return `${words.join(' ')}.`;
  };
  const components = sharedComponents();
  const ref = (name) => ({ $ref: `#/components/schemas/${name}` });
  const paths = {};
  const operationIds = [];
  const resources = Math.ceil(ops / VERBS.length);
  for (let r = 0; r < resources && operationIds.length < ops; r++) {
    const [plural, singular] = NOUNS[r % NOUNS.length];
    const round = Math.floor(r / NOUNS.length);
    const res = round ? `${plural}-${round + 1}` : plural;
    const Name = round ? `${singular}${round + 1}` : singular;
    const fields = {
      id: {
        type: 'string',
        readOnly: true,
        description: `Identificador ${singular.toLowerCase()}, com prefixo \`${plural.slice(0, 3)}_\`.`,
        example: `${plural.slice(0, 3)}_8fK2mQ9x`,
      },
      nome: { type: 'string', minLength: 1, maxLength: 120, description: sentence(8), example: `${singular} exemplo` },
      descricao: { type: 'string', nullable: true, description: sentence(10) },
      status: ref('Status'),
      preco: ref('Valor'),
      etiquetas: { type: 'array', maxItems: 20, items: ref('Etiqueta'), description: sentence(6) },
      itens: {
        type: 'array',
        items: {
          type: 'object',
          required: ['sku', 'quantidade'],
          properties: {
            sku: { type: 'string', example: 'SKU-1' },
            quantidade: { type: 'integer', minimum: 1, example: 1 },
            precoUnitario: ref('Valor'),
          },
        },
      },
      metadados: { type: 'object', additionalProperties: { type: 'string' }, description: 'Pares chave-valor livres.' },
      segredo: { type: 'string', writeOnly: true, description: 'Nunca é devolvido nas respostas.' },
    };
    if (r % 3 === 0) fields.endereco = ref('Endereco');
    if (r % 6 === 1) fields.pagamento = ref('MeioDePagamento');
    if (r % 10 === 2) fields.categoria = ref('Categoria');
    const object = { type: 'object', required: ['nome', 'status'], description: `${Name}: ${sentence(12)}`, properties: fields };
    // A few resources are written as an allOf of the shared audit fields and their own.
    components.schemas[Name] =
      r % 5 === 0 ? { description: object.description, allOf: [ref('Auditoria'), { ...object, description: undefined }] } : object;
    components.schemas[`${Name}Lista`] = {
      allOf: [ref('Paginacao'), { type: 'object', required: ['data'], properties: { data: { type: 'array', items: ref(Name) } } }],
    };
    components.schemas[`${Name}Alteracao`] = {
      type: 'object',
      minProperties: 1,
      properties: { nome: fields.nome, descricao: fields.descricao, status: ref('Status'), metadados: fields.metadados },
    };

    const idParam = {
      name: 'id',
      in: 'path',
      required: true,
      description: `Identificador ${singular.toLowerCase()}.`,
      schema: { type: 'string', example: fields.id.example },
    };
    const json = (schema, extra = {}) => ({ content: { 'application/json': { schema, ...extra } } });
    const ok = (description, schema) => ({ description, ...json(schema) });
    const base = `/${res}`;
    const tag = singular;
    const opsOf = [
      [
        base,
        'get',
        {
          parameters: [
            { $ref: '#/components/parameters/Page' },
            { $ref: '#/components/parameters/PageSize' },
            { name: 'status', in: 'query', schema: ref('Status') },
            { name: 'q', in: 'query', description: 'Texto buscado no nome.', schema: { type: 'string' } },
          ],
          responses: {
            200: ok('Uma página da lista.', ref(`${Name}Lista`)),
            401: { $ref: '#/components/responses/Unauthorized' },
            422: { $ref: '#/components/responses/ValidationFailed' },
            default: { $ref: '#/components/responses/Unexpected' },
          },
        },
      ],
      [
        base,
        'post',
        {
          parameters: [{ $ref: '#/components/parameters/IdempotencyKey' }],
          requestBody: { required: true, ...json(ref(Name)) },
          responses: {
            201: ok('Criado.', ref(Name)),
            400: { $ref: '#/components/responses/ValidationFailed' },
            401: { $ref: '#/components/responses/Unauthorized' },
            409: { $ref: '#/components/responses/Conflict' },
          },
        },
      ],
      [
        `${base}/{id}`,
        'get',
        {
          responses: {
            200: ok('O recurso.', ref(Name)),
            401: { $ref: '#/components/responses/Unauthorized' },
            404: { $ref: '#/components/responses/NotFound' },
          },
        },
      ],
      [
        `${base}/{id}`,
        'put',
        {
          requestBody: { required: true, ...json(ref(Name)) },
          responses: {
            200: ok('Substituído.', ref(Name)),
            404: { $ref: '#/components/responses/NotFound' },
            422: { $ref: '#/components/responses/ValidationFailed' },
          },
        },
      ],
      [
        `${base}/{id}`,
        'patch',
        {
          requestBody: {
            required: true,
            ...json(ref(`${Name}Alteracao`), { example: { nome: `${singular} renomeado`, status: 'blocked' } }),
          },
          responses: { 200: ok('Atualizado.', ref(Name)), 404: { $ref: '#/components/responses/NotFound' } },
        },
      ],
      [`${base}/{id}`, 'delete', { responses: { 204: { description: 'Removido.' }, 404: { $ref: '#/components/responses/NotFound' } } }],
      [
        `${base}/busca`,
        'post',
        {
          requestBody: {
            ...json({
              type: 'object',
              properties: {
                filtros: {
                  anyOf: [
                    { type: 'object', properties: { status: ref('Status') } },
                    { type: 'object', properties: { etiqueta: { type: 'string' } } },
                  ],
                },
                ordem: { type: 'string', enum: ['nome', '-nome', 'createdAt', '-createdAt'], default: 'nome' },
                page: { type: 'integer', minimum: 1 },
              },
            }),
          },
          responses: { 200: ok('Os resultados.', ref(`${Name}Lista`)), 422: { $ref: '#/components/responses/ValidationFailed' } },
        },
      ],
      [
        `${base}/{id}/acoes/{acao}`,
        'post',
        {
          parameters: [{ name: 'acao', in: 'path', required: true, schema: { type: 'string', enum: ['ativar', 'bloquear', 'arquivar'] } }],
          responses: {
            202: ok('Ação aceita.', {
              type: 'object',
              properties: {
                jobId: { type: 'string', readOnly: true, example: 'job_1' },
                estimativa: { type: 'integer', description: 'Segundos até concluir.' },
              },
            }),
            404: { $ref: '#/components/responses/NotFound' },
          },
        },
      ],
    ];
    for (const [index, [route, method, operation]] of opsOf.entries()) {
      if (operationIds.length >= ops) break;
      const operationId = `${VERBS[index]}-${res}`;
      operationIds.push(operationId);
      paths[route] ??= route.includes('{id}') ? { parameters: [idParam] } : {};
      const other = operationIds[Math.floor(random() * operationIds.length)];
      paths[route][method] = {
        tags: [tag],
        operationId,
        summary: `${VERBS[index][0].toUpperCase()}${VERBS[index].slice(1)} ${plural}${round ? ` (${round + 1})` : ''}`,
        description: `${sentence(14)} ${sentence(9)}\n\nUse o campo \`status\` e veja também [${other}](/api/${other}). **${sentence(5)}**`,
        ...operation,
      };
    }
  }
  const spec = {
    openapi: '3.0.3',
    info: { title: 'Bench API', version: '1.0.0', description: `API gerada para o benchmark: ${ops} operações (semente ${seed}).` },
    servers: [
      { url: 'https://sandbox.api.example.com/v1', description: 'Sandbox' },
      { url: 'https://api.example.com/v1', description: 'Produção' },
    ],
    security: [{ apiKey: [] }],
    tags: NOUNS.map(([, singular]) => ({ name: singular, description: `Operações de ${singular.toLowerCase()}.` })),
    paths,
    components,
  };
  return { spec: JSON.parse(JSON.stringify(spec)), operationIds }; // the JSON round trip drops the undefined fields
}

/** A fresh site root bench/work/openapi-N/site: content/index.md and openapi/spec.<format>, no config. */
function prepareSite(opts) {
  const dir = path.join(WORK, `openapi-${opts.ops}`);
  rmSync(dir, { recursive: true, force: true });
  const root = path.join(dir, 'site');
  mkdirSync(path.join(root, 'content'), { recursive: true });
  mkdirSync(path.join(root, 'openapi'), { recursive: true });
  writeFileSync(
    path.join(root, 'content/index.md'),
    '---\ntitle: Início\n---\n\nSite do benchmark da referência da API: veja a [API](/api/bench-api).\n',
  );
  const { spec, operationIds } = generateSpec(opts.ops, opts.seed);
  const specFile = path.join(root, 'openapi', `spec.${opts.format}`);
  writeFileSync(specFile, opts.format === 'json' ? `${JSON.stringify(spec, null, 2)}\n` : dump(spec, { noRefs: true, lineWidth: 120 }));
  const schemas = Object.keys(spec.components.schemas).length;
  const specBytes = readFileSync(specFile).length;
  log(`generated ${operationIds.length} operations, ${schemas} component schemas: ${path.relative(REPO, specFile)} (${kb(specBytes)})`);
  return { dir, root, out: path.join(dir, 'out'), specFile, specBytes, schemas, operationIds };
}

// ---------------------------------------------------------------- one timed build
const STAGE_LINE = /^ {2}(\S+)\s+(\d+(?:\.\d+)?) (ms|s)(?: {2}(.*))?$/;
const toMs = (value, unit) => Number(value) * (unit === 's' ? 1000 : 1);

/** One `docsgen build <root> --out <dir> --no-cache` as a child process, with the output removed first. */
async function timedBuild(site, label) {
  rmSync(site.out, { recursive: true, force: true });
  const start = performance.now();
  const { stdout } = await run(process.execPath, [BIN, 'build', site.root, '--out', site.out, '--no-cache']);
  const wallS = (performance.now() - start) / 1000;
  const lines = stdout.split('\n');
  const stages = {};
  for (const line of lines) {
    const m = STAGE_LINE.exec(line);
    if (m) stages[m[1]] = { ms: toMs(m[2], m[3]), detail: m[4] ?? '' };
  }
  const summary = lines.find((l) => l.startsWith('Built ')) ?? '';
  const total = /^Built (\d+) pages .* in (\d+(?:\.\d+)?) (ms|s)/.exec(summary);
  if (!stages.openapi) throw new Error(`the build printed no "openapi" stage line; is the spec found?\n${stdout}`);
  const result = {
    wallS,
    openapiMs: stages.openapi.ms,
    totalMs: total ? toMs(total[2], total[3]) : NaN,
    routes: total ? Number(total[1]) : NaN,
    stages,
    warnings: lines.filter((l) => l.startsWith('warning:')),
    summary,
    stdout: stdout.trimEnd(),
  };
  log(
    `${label}: ${secs(wallS)} wall, openapi ${stages.openapi.ms.toFixed(0)} ms (${stages.openapi.detail}) — ${summary.replace(/ → .*/, '')}`,
  );
  return result;
}

/** Median raw and gzip -9 size of ~50 evenly spaced operation pages. */
function pageWeight(site) {
  const files = site.operationIds.map((id) => path.join(site.out, 'api', id, 'index.html'));
  const missing = files.filter((f) => !existsSync(f));
  if (missing.length) throw new Error(`${missing.length} operation pages are missing, e.g. ${path.relative(REPO, missing[0])}`);
  const sample = evenlySpaced(files, SAMPLE_PAGES).map((f) => {
    const raw = readFileSync(f);
    return { page: path.relative(site.out, path.dirname(f)), raw: raw.length, gz: gz(raw) };
  });
  const gzs = sample.map((s) => s.gz);
  const raws = sample.map((s) => s.raw);
  return {
    sampled: sample.length,
    rawMedian: median(raws),
    rawMin: Math.min(...raws),
    rawMax: Math.max(...raws),
    gzMedian: median(gzs),
    gzMin: Math.min(...gzs),
    gzMax: Math.max(...gzs),
    largest: sample.reduce((a, b) => (b.gz > a.gz ? b : a)).page,
  };
}

// ---------------------------------------------------------------- report
function budgetRows(result) {
  const judged = result.ops === BUDGETS.buildS.atOps;
  return [
    {
      name: 'build',
      label: BUDGETS.buildS.label,
      value: result.build.wallMedianS,
      met: judged ? result.build.wallMedianS < BUDGETS.buildS.value : null,
    },
    {
      name: 'operation page gz',
      label: BUDGETS.pageGzBytes.label,
      value: result.page.gzMedian,
      met: result.page.gzMedian < BUDGETS.pageGzBytes.value,
    },
  ];
}

function table(result) {
  const out = [];
  const { build, page } = result;
  const row = (a, b, c = '', d = '') => out.push(`| ${a} | ${b} | ${c} | ${d} |`);
  const met = (name) => {
    const b = result.budgets.find((x) => x.name === name);
    return b.met === null ? `not judged (N≠${BUDGETS.buildS.atOps})` : b.met ? 'yes' : '**NO**';
  };
  out.push(
    `docsgen OpenAPI benchmark: ${result.ops} operations, ${result.schemas} component schemas (seed ${result.seed}), ` +
      `spec ${result.format} ${kb(result.specBytes)}, ${result.runs} cold runs (--no-cache)`,
  );
  out.push(
    `${result.machine.cpus} × ${result.machine.cpuModel}, ${result.machine.memGiB} GiB, node ${result.machine.node}; ` +
      `dist/cli.mjs ${result.distSha}${result.distShaAfter ? ` (changed to ${result.distShaAfter} during the run!)` : ''}`,
  );
  out.push('');
  row('measure', 'median (min–max)', 'budget', 'met');
  row('---', '---', '---', '---');
  row(
    'build, wall time (node start to exit)',
    `${secs(build.wallMedianS)}${spread(build.runs.map((r) => r.wallS))}`,
    BUDGETS.buildS.label,
    met('build'),
  );
  row('  "openapi" stage', `${secs(build.openapiMedianMs / 1000)}${spread(build.runs.map((r) => r.openapiMs / 1000))}`);
  row('  total, as the CLI reports it', `${secs(build.totalMedianMs / 1000)}${spread(build.runs.map((r) => r.totalMs / 1000))}`);
  for (const [name, ms] of Object.entries(build.stageMedianMs))
    if (name !== 'openapi') row(`  "${name}" stage`, `${(ms / 1000).toFixed(2)} s`);
  row('  routes built', `${build.routes}`);
  row('  warnings printed', `${build.warnings.length}${build.warnings.length ? `: ${build.warnings.slice(0, 3).join(' / ')}` : ''}`);
  row(
    `operation page HTML, gz -9 (${page.sampled} pages)`,
    `${kb(page.gzMedian)} (${kb(page.gzMin)}–${kb(page.gzMax)})`,
    BUDGETS.pageGzBytes.label,
    met('operation page gz'),
  );
  row('operation page HTML, raw', `${kb(page.rawMedian)} (${kb(page.rawMin)}–${kb(page.rawMax)})`);
  row('  heaviest sampled page', page.largest);
  out.push('');
  out.push('stage lines of the median build:');
  out.push(...build.medianRunStdout.split('\n').map((l) => `    ${l}`));
  return out.join('\n');
}

// ---------------------------------------------------------------- main
async function main() {
  const opts = options(process.argv.slice(2));
  mkdirSync(WORK, { recursive: true });
  if (opts.buildCli) {
    log('rebuilding dist/ from the TypeScript sources (scripts/build-cli.mjs; --skip-build-cli to use dist/ as is)');
    await run(process.execPath, [path.join(REPO, 'scripts/build-cli.mjs')]);
  }
  const distSha = sha(path.join(REPO, 'dist/cli.mjs'));
  const site = prepareSite(opts);
  const runs = [];
  for (let r = 1; r <= opts.runs; r++) runs.push(await timedBuild(site, `N=${opts.ops} cold ${r}/${opts.runs}`));
  const operationsBuilt = Number(/^(\d+) operations/.exec(runs[0].stages.openapi.detail)?.[1]);
  if (operationsBuilt !== opts.ops) throw new Error(`the openapi stage reports ${operationsBuilt} operations, the spec has ${opts.ops}`);
  const medianRun = [...runs].sort((a, b) => a.wallS - b.wallS)[(runs.length - 1) >> 1];
  const stageNames = Object.keys(runs[0].stages);
  const result = {
    date: new Date().toISOString(),
    ops: opts.ops,
    seed: opts.seed,
    runs: opts.runs,
    format: opts.format,
    schemas: site.schemas,
    specBytes: site.specBytes,
    specFile: path.relative(REPO, site.specFile),
    distSha,
    machine: {
      cpus: availableParallelism(),
      cpuModel: cpus()[0]?.model?.trim() ?? '?',
      memGiB: Math.round(totalmem() / 2 ** 30),
      node: process.version,
    },
    build: {
      runs: runs.map(({ stdout, ...rest }) => rest),
      wallMedianS: median(runs.map((r) => r.wallS)),
      openapiMedianMs: median(runs.map((r) => r.openapiMs)),
      totalMedianMs: median(runs.map((r) => r.totalMs)),
      stageMedianMs: Object.fromEntries(stageNames.map((name) => [name, median(runs.map((r) => r.stages[name]?.ms ?? NaN))])),
      routes: medianRun.routes,
      warnings: medianRun.warnings,
      medianRunStdout: medianRun.stdout,
    },
    // The last run's output is on disk; every run builds the same pages from the same spec.
    page: pageWeight(site),
  };
  result.budgets = budgetRows(result);
  // Others may rebuild dist/ while this runs; say so rather than mix two versions silently.
  const distShaAfter = sha(path.join(REPO, 'dist/cli.mjs'));
  if (distShaAfter !== distSha) {
    result.distShaAfter = distShaAfter;
    log(`warning: dist/cli.mjs changed during the run (${distSha} → ${distShaAfter}); the figures may mix two versions`);
  }
  if (opts.json) {
    const { medianRunStdout, ...build } = result.build;
    console.log(JSON.stringify({ ...result, build: { ...build, stdout: medianRunStdout } }, null, 2));
  } else {
    console.log(table(result));
  }
}

main().catch((error) => {
  console.error(`bench/openapi: ${error.message}`);
  stopChildren();
  process.exit(1);
});
