// Sites with 48 or more pages to parse are parsed on worker threads, and pages past the 16th are written (with their
// .br and .gz copies) on a thread of their own; both exist only in the bundled CLI (dist/): from the TypeScript sources
// everything runs on the test's own thread. So this test builds a site of 120 varied pages with the built CLI twice,
// on worker threads and with --threads 1, and expects the same bytes in every file.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { docsgen, filesOf, ROOT } from '../support/cli-process.js';
import { page, tempSite } from '../support/temp-site.js';

const PAGES = 120;
/** The generated pages, beside the home page and the glossary. */
const GENERATED = PAGES - 2;

/** Page `n` of a section: headings with accents and repeats, code, a table, an admonition, links near and far. */
function generatedPage(n: number): string {
  const section = `secao-${n % 6}`;
  const after = (n + 1) % GENERATED;
  const next = `../secao-${after % 6}/pagina-${after}`;
  const body = [
    `Texto da página ${n}, sobre **saldo**, _resgate_ e \`pontos\`. Veja a [página seguinte](${next}) e o [início](/).`,
    `## Configuração ${n}`,
    'Um parágrafo com uma nota de rodapé e uma lista:',
    `- item ${n}\n- [x] tarefa feita\n- ~~riscado~~`,
    `### Exemplo em TypeScript`,
    `\`\`\`ts title="exemplo.ts"\nconst saldo: number = ${n};\nexport function dobro(x: number): number {\n  return x * 2;\n}\n\`\`\``,
    '### Exemplo em TypeScript',
    `\`\`\`json\n{ "pagina": ${n}, "secao": "${section}" }\n\`\`\``,
    '## Tabela',
    `| campo | tipo | valor |\n| --- | :-: | --: |\n| saldo | número | ${n} |\n| nome | texto | Ação ${n} |`,
    `:::tip[Dica ${n}]\nUse o [glossário](/glossario#termo-${n % 10}) e <https://exemplo.com.br/${n}>.\n:::`,
    `## Título próprio {#proprio-${n}}`,
    `> Citação com um [link quebrado](/nao-existe-${n % 3}).`,
  ].join('\n\n');
  return page({ title: `Página ${n}`, tags: [`tag-${n % 4}`], sidebar_position: PAGES - n }, `${body}\n`);
}

function generatedSite(): string {
  const files: Record<string, string> = {
    'content/index.md': page({ title: 'Início' }, '## Bem-vindo\n\nO começo.\n'),
    'content/glossario.md': page(
      { title: 'Glossário' },
      Array.from({ length: 10 }, (_, i) => `## Termo ${i}\n\nDefinição ${i}.\n`).join('\n'),
    ),
  };
  for (let n = 0; n < GENERATED; n++) files[`content/secao-${n % 6}/pagina-${n}.md`] = generatedPage(n);
  return tempSite(files);
}

/** The warning lines a build printed and their hints, in order. */
const warningsOf = (stdout: string): string[] => stdout.split('\n').filter((line) => /^(warning\[|\s+hint: )/.test(line));

beforeAll(() => {
  execFileSync(process.execPath, [path.join(ROOT, 'scripts/build-cli.mjs')], { cwd: ROOT });
});

describe('Markdown on worker threads', () => {
  it('makes byte for byte the output of a build on one thread, with the same warnings', async () => {
    const root = generatedSite();
    const [workers, one] = [
      await docsgen(['build', root, '--no-cache', '--out', 'build-workers', '--threads', '4', '--verbose']),
      await docsgen(['build', root, '--no-cache', '--out', 'build-one', '--threads', '1', '--verbose']),
    ];
    expect(workers.stderr).toBe('');
    expect(workers.code).toBe(0);
    expect(one.code).toBe(0);
    expect(workers.stdout).toMatch(new RegExp(`^\\s+markdown\\s+[\\d.]+ m?s\\s+${PAGES} rendered, 0 from cache, 4 workers$`, 'm'));
    expect(one.stdout).toMatch(new RegExp(`^\\s+markdown\\s+[\\d.]+ m?s\\s+${PAGES} rendered, 0 from cache$`, 'm'));
    const output = filesOf(path.join(root, 'build-workers'));
    expect(output.size).toBeGreaterThan(PAGES);
    expect(output).toEqual(filesOf(path.join(root, 'build-one')));
    // Each generated page links to a missing page: the warnings come from the links the workers sent back.
    expect(warningsOf(workers.stdout).filter((warning) => warning.startsWith('warning[broken-link]'))).toHaveLength(GENERATED);
    expect(warningsOf(workers.stdout)).toEqual(warningsOf(one.stdout));
  }, 180_000);

  it("fails as on one thread when the page writer's thread cannot write a page, and leaves the output as it was", async () => {
    const root = generatedSite();
    expect((await docsgen(['build', root])).code).toBe(0);
    const before = filesOf(path.join(root, 'build'));
    // A folder of the static files where a page's HTML goes, past the pages written before the thread starts.
    const late = 'secao-5/pagina-113';
    mkdirSync(path.join(root, `static/${late}/index.html`), { recursive: true });
    writeFileSync(path.join(root, `static/${late}/index.html/nota.txt`), 'uma pasta, não uma página');
    for (const threads of ['4', '1']) {
      const result = await docsgen(['build', root, '--no-cache', '--threads', threads]);
      expect(result.code, threads).toBe(1);
      expect(result.stderr, threads).toMatch(new RegExp(`EISDIR: illegal operation on a directory, open '[^']+/${late}/index\\.html'`));
      expect(filesOf(path.join(root, 'build'))).toEqual(before);
    }
  }, 180_000);

  it('refuses a --threads that is not a whole number from 1', async () => {
    const result = await docsgen(['build', generatedSite(), '--threads', '0']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      "error: option '--threads <n>' argument '0' is invalid. the number of threads is a whole number from 1",
    );
  });
});
