#!/usr/bin/env node
// Writes a big OpenAPI 3.0 spec like the one of issue 10 (a 20 MB file with 400 operations that took 64 s in the
// "openapi" stage): large shared component schemas that reference one another (a deep, non-circular graph), many
// properties with long descriptions, enums and examples, plus big inline examples in every operation. With --site it
// also writes a minimal site around it (content/index.md and openapi/spec.<format>) to build with bin/docsgen.mjs.
//
//   node bench/big-spec.mjs [--ops 400] [--format yaml|json] [--seed 7] [--out bench/work/big-spec] [--site]
//
// Then: /usr/bin/time -v node bin/docsgen.mjs build bench/work/big-spec/site --out /tmp/big-out --no-cache
// The figures before and after the fix are in the commit that added this script.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { dump } from 'js-yaml';
import { parseArgs, usageError, wholeNumber } from './lib/args.mjs';
import { WORK } from './lib/paths.mjs';
import { prng } from './lib/prng.mjs';

function options(argv) {
  const whole = (flag, value, min) => wholeNumber('bench/big-spec', flag, value, min);
  return parseArgs(argv, {
    name: 'bench/big-spec',
    help: { script: import.meta.url, lines: 5 },
    defaults: { ops: 400, format: 'yaml', seed: 7, out: path.join(WORK, 'big-spec'), site: false },
    flags: {
      '--ops': (o, v) => {
        o.ops = whole('--ops', v(), 1);
      },
      '--seed': (o, v) => {
        o.seed = whole('--seed', v());
      },
      '--format': (o, v) => {
        o.format = String(v() ?? '');
        if (!['yaml', 'json'].includes(o.format)) usageError('bench/big-spec', `--format is yaml or json, got "${o.format}"`);
      },
      '--out': (o, v) => {
        o.out = path.resolve(String(v()));
      },
      '--site': (o) => {
        o.site = true;
      },
    },
  });
}

const WORDS = (
  'conta saldo cadastro limite chave registro valor prazo regra lista pagina filtro campo status evento historico ' +
  'parceiro produto pontos credito resgate integracao ambiente sandbox producao resposta requisicao cabecalho token ' +
  'repositorio organizacao equipe permissao acesso revisao commit ramo etiqueta marco projeto coluna cartao alerta'
).split(' ');

/** Component schemas: about one per two operations, each with 40 properties; a third of them reference earlier ones. */
const SCHEMAS_PER_OP = 0.5;
const PROPERTIES = 40;

function generate(ops, seed) {
  const random = prng(seed);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const words = (n) => Array.from({ length: n }, () => pick(WORDS)).join(' ');
  const sentence = (n) => {
    const text = words(n);
    return `${text[0].toUpperCase()}${text.slice(1)}.`;
  };
  const paragraph = (sentences) => Array.from({ length: sentences }, () => sentence(8 + Math.floor(random() * 10))).join(' ');
  const ref = (name) => ({ $ref: `#/components/schemas/${name}` });

  const schemaCount = Math.max(8, Math.round(ops * SCHEMAS_PER_OP));
  const schemas = {};
  const names = [];
  for (let s = 0; s < schemaCount; s++) {
    const name = `Recurso${s}`;
    const properties = {};
    for (let p = 0; p < PROPERTIES; p++) {
      const key = `${pick(WORDS)}_${p}`;
      const kind = p % 8;
      // Properties that reference earlier schemas make a deep graph of shared $refs, as in GitHub's spec
      // (a repository holds its owner, its organisation, its template repository…), without being circular.
      if (kind === 0 && names.length > 0) properties[key] = ref(names[Math.floor(random() * names.length)]);
      else if (kind === 1 && names.length > 0)
        properties[key] = { type: 'array', description: paragraph(2), items: ref(names[Math.floor(random() * names.length)]) };
      else if (kind === 2)
        properties[key] = {
          type: 'string',
          description: paragraph(3),
          enum: Array.from({ length: 30 }, (_, i) => `${pick(WORDS)}_${i}`),
        };
      else if (kind === 3)
        properties[key] = {
          type: 'object',
          description: paragraph(2),
          properties: {
            url: { type: 'string', format: 'uri', example: `https://api.example.com/${pick(WORDS)}/${p}` },
            total: { type: 'integer', minimum: 0, example: p * 7 },
            nota: { type: 'string', nullable: true, description: paragraph(1) },
          },
        };
      else if (kind === 4) properties[key] = { type: 'integer', format: 'int64', description: paragraph(2), example: p * 13 };
      else if (kind === 5)
        properties[key] = { type: 'string', format: 'date-time', description: paragraph(1), example: '2025-03-10T14:32:00Z' };
      else properties[key] = { type: 'string', description: paragraph(3), example: words(6) };
    }
    schemas[name] = {
      type: 'object',
      title: name,
      description: paragraph(6),
      required: Object.keys(properties).slice(0, 5),
      properties,
    };
    names.push(name);
  }
  schemas.Erro = {
    type: 'object',
    required: ['message'],
    properties: { message: { type: 'string' }, documentation_url: { type: 'string', format: 'uri' } },
  };

  /** A big literal example, the size real specs carry (a full repository, a page of events…). */
  const bigExample = (items) =>
    Array.from({ length: items }, (_, i) => ({
      id: i,
      node_id: `MDQ6VXNlcj${i}`,
      nome: words(4),
      descricao: paragraph(3),
      url: `https://api.example.com/${pick(WORDS)}/${i}`,
      etiquetas: Array.from({ length: 6 }, () => pick(WORDS)),
      dono: { login: pick(WORDS), id: i * 3, site_admin: false, url: `https://api.example.com/users/${i}` },
    }));

  const paths = {};
  const operationIds = [];
  for (let o = 0; o < ops; o++) {
    const resource = `/${pick(WORDS)}-${o}`;
    const method = ['get', 'post', 'put', 'patch', 'delete'][o % 5];
    const target = names[names.length - 1 - Math.floor(random() * Math.min(names.length, 40))];
    const operationId = `operacao-${o}`;
    operationIds.push(operationId);
    const responseSchema = o % 2 ? { type: 'array', items: ref(target) } : ref(target);
    paths[`${resource}/{id}`] = {
      parameters: [{ name: 'id', in: 'path', required: true, description: sentence(6), schema: { type: 'integer' } }],
      [method]: {
        operationId,
        tags: [`Grupo ${o % 20}`],
        summary: sentence(5),
        description: `${paragraph(5)}\n\n${paragraph(4)}\n\n- ${sentence(6)}\n- ${sentence(6)}`,
        parameters: Array.from({ length: 6 }, (_, i) => ({
          name: `${pick(WORDS)}_${i}`,
          in: 'query',
          description: paragraph(2),
          schema: i % 2 ? { type: 'string', enum: Array.from({ length: 12 }, (_, k) => `${pick(WORDS)}${k}`) } : { type: 'integer' },
        })),
        ...(method === 'get' || method === 'delete'
          ? {}
          : {
              requestBody: { required: true, content: { 'application/json': { schema: ref(names[Math.floor(random() * names.length)]) } } },
            }),
        responses: {
          200: {
            description: sentence(6),
            content: {
              'application/json': { schema: responseSchema, examples: { padrao: { summary: sentence(3), value: bigExample(24) } } },
            },
          },
          404: { description: 'Não encontrado.', content: { 'application/json': { schema: ref('Erro') } } },
          422: { description: 'Inválido.', content: { 'application/json': { schema: ref('Erro') } } },
        },
      },
    };
  }
  const spec = {
    openapi: '3.0.3',
    info: { title: 'Big API', version: '1.0.0', description: `Spec grande gerada para o issue 10: ${ops} operações (semente ${seed}).` },
    servers: [{ url: 'https://api.example.com/v3' }],
    paths,
    components: { schemas },
  };
  return { spec, operationIds, schemaCount };
}

function main() {
  const opts = options(process.argv.slice(2));
  const { spec, schemaCount } = generate(opts.ops, opts.seed);
  const root = opts.site ? path.join(opts.out, 'site') : opts.out;
  const specDir = opts.site ? path.join(root, 'openapi') : root;
  mkdirSync(specDir, { recursive: true });
  if (opts.site) {
    mkdirSync(path.join(root, 'content'), { recursive: true });
    writeFileSync(path.join(root, 'content/index.md'), '---\ntitle: Início\n---\n\nVeja a [API](/api/big-api).\n');
  }
  const file = path.join(specDir, `spec.${opts.format}`);
  const text = opts.format === 'json' ? `${JSON.stringify(spec, null, 2)}\n` : dump(spec, { noRefs: true, lineWidth: 120 });
  writeFileSync(file, text);
  console.log(`${file}: ${opts.ops} operations, ${schemaCount} component schemas, ${(Buffer.byteLength(text) / 1e6).toFixed(1)} MB`);
}

main();
