// `docsgen dev` runs for hours: 500 rebuilds in one session must not make it grow. The session's caches belong to
// its build context and follow the site, not its history (tests/unit/architecture.test.ts keeps caches out of modules).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { startDevServer } from '../../../cli/dev/dev-server.js';
import { page, tempSite } from '../support/temp-site.js';

const PAGES = 40;
const REBUILDS = 500;

/**
 * A full garbage collection, twice (the second frees what the first's finalizers let go), then what the process
 * still holds: live JavaScript objects and the buffers they own. A leak grows these; RSS also moves with how the
 * allocator returns pages to the system, which on a loaded machine swung by more than the bound with nothing leaking.
 */
function settledMemory(): { held: number; rss: number } {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  gc();
  gc();
  const { heapUsed, external, rss } = process.memoryUsage();
  return { held: heapUsed + external, rss };
}

/** A page with headings, paragraphs, a table, code and links, so each rebuild runs the whole pipeline. */
function body(n: number, edit = 0): string {
  return [
    `Introdução da página ${n}, edição ${edit}: saldo, pontos e resgates.`,
    `## Configuração ${n}`,
    `Veja a [página seguinte](/guia/p${(n + 1) % PAGES}) e o [início](/).`,
    '| campo | tipo |\n| --- | --- |\n| saldo | inteiro |',
    '```js\nconst saldo = await coins.saldo();\n```',
    `### Detalhes ${n}`,
    `Texto longo o bastante para muitas palavras de busca: webhook, cashback, expiração, parceiro ${n}.`,
  ].join('\n\n');
}

describe('docsgen dev over a long session', () => {
  it(`keeps its memory flat over ${REBUILDS} rebuilds (live heap and buffers after ${REBUILDS} within 15 % of after 50)`, {
    timeout: 300_000,
  }, async () => {
    const files: Record<string, string> = { 'content/index.md': page({ title: 'Início' }, 'Bem-vindo.\n') };
    for (let n = 0; n < PAGES; n++) files[`content/guia/p${n}.md`] = page({ title: `Página ${n}`, tags: ['guia', `t${n % 5}`] }, body(n));
    const root = tempSite(files);
    const dev = await startDevServer({ root, port: 0, host: '127.0.0.1', log: () => {}, cache: false, quietMs: 1 });
    const memory: Record<number, { held: number; rss: number }> = {};
    try {
      for (let i = 1; i <= REBUILDS; i++) {
        const n = i % PAGES;
        const marker = `edição ${i}:`;
        writeFileSync(path.join(root, `content/guia/p${n}.md`), page({ title: `Página ${n}`, tags: ['guia', `t${n % 5}`] }, body(n, i)));
        // The edit is served once rebuilt: a reader's request renders the page, as in a real session.
        // A deadline, not a count of tries: under load one rebuild may take seconds.
        for (const deadline = Date.now() + 30_000; ; ) {
          const html = await (await fetch(`${dev.url}/guia/p${n}`)).text();
          if (html.includes(marker)) break;
          if (Date.now() > deadline) throw new Error(`rebuild ${i} never showed ${marker}`);
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
        // Now and then the search index too, which the session builds on request from its cache of page pieces.
        if (i % 10 === 0) expect((await fetch(`${dev.url}/assets/search-index.json`)).status).toBe(200);
        if (i === 50 || i === REBUILDS) {
          await dev.idle();
          memory[i] = settledMemory();
        }
      }
    } finally {
      await dev.close();
    }
    const [early, late] = [memory[50]!, memory[REBUILDS]!];
    const growth = late.held / early.held - 1;
    const mib = (bytes: number) => (bytes / 2 ** 20).toFixed(1);
    console.log(
      `dev memory: heap + buffers ${mib(early.held)} MiB after 50 rebuilds, ${mib(late.held)} MiB after ${REBUILDS} (${(growth * 100).toFixed(1)} %); RSS ${mib(early.rss)} → ${mib(late.rss)} MiB`,
    );
    expect(growth).toBeLessThan(0.15);
  });
});
