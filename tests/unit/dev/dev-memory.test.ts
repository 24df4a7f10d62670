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

/** A full garbage collection, twice (the second frees what the first's finalizers let go), then the process's RSS. */
function settledRss(): number {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  gc();
  gc();
  return process.memoryUsage().rss;
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
  it(`keeps its memory flat over ${REBUILDS} rebuilds (RSS after ${REBUILDS} within 15 % of after 50)`, { timeout: 300_000 }, async () => {
    const files: Record<string, string> = { 'content/index.md': page({ title: 'Início' }, 'Bem-vindo.\n') };
    for (let n = 0; n < PAGES; n++) files[`content/guia/p${n}.md`] = page({ title: `Página ${n}`, tags: ['guia', `t${n % 5}`] }, body(n));
    const root = tempSite(files);
    const dev = await startDevServer({ root, port: 0, host: '127.0.0.1', log: () => {}, cache: false, quietMs: 1 });
    const rss: Record<number, number> = {};
    try {
      for (let i = 1; i <= REBUILDS; i++) {
        const n = i % PAGES;
        const marker = `edição ${i}:`;
        writeFileSync(path.join(root, `content/guia/p${n}.md`), page({ title: `Página ${n}`, tags: ['guia', `t${n % 5}`] }, body(n, i)));
        // The edit is served once rebuilt: a reader's request renders the page, as in a real session.
        for (let tries = 0; ; tries++) {
          const html = await (await fetch(`${dev.url}/guia/p${n}`)).text();
          if (html.includes(marker)) break;
          if (tries > 400) throw new Error(`rebuild ${i} never showed ${marker}`);
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
        // Now and then the search index too, which the session builds on request from its cache of page pieces.
        if (i % 10 === 0) expect((await fetch(`${dev.url}/assets/search-index.json`)).status).toBe(200);
        if (i === 50 || i === REBUILDS) {
          await dev.idle();
          rss[i] = settledRss();
        }
      }
    } finally {
      await dev.close();
    }
    const growth = rss[REBUILDS]! / rss[50]! - 1;
    console.log(
      `dev memory: RSS ${(rss[50]! / 2 ** 20).toFixed(1)} MiB after 50 rebuilds, ${(rss[REBUILDS]! / 2 ** 20).toFixed(1)} MiB after ${REBUILDS} (${(growth * 100).toFixed(1)} %)`,
    );
    expect(growth).toBeLessThan(0.15);
  });
});
