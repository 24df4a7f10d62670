// Corpus shapes for bench/build.mjs (issue 15). Real sites are not shaped like the shared corpus (37 folders of about
// 27 pages): a folder can hold thousands of pages, and pages can be short. Each shape writes N doc pages plus a root
// index.md into `content`, deterministically for one seed:
//
//   nested  the shared generator as is (../shared/peers/gen-corpus.mjs): ~10 categories, 2 levels, long pages.
//   flat    the same pages, all in one folder (docs/<slug>.md), their links rewritten to the new addresses: the
//           largest-folder case (a command reference of 5,000 pages).
//   wide    40 folders of short pages (a title, a sentence, a command and its output), like a CLI reference in many
//           sections or languages: 40 × 1,000 at N = 40,000.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { prng } from './prng.mjs';

export const SHAPES = ['nested', 'flat', 'wide'];
const WIDE_FOLDERS = 40;
const FLAT_FOLDER = 'docs';

/** Writes the corpus of `shape` into `content` (which must not exist); returns the generator's log lines. */
export async function writeCorpus({ shape, n, content, seed, run, genCorpus }) {
  if (shape === 'wide') {
    writeWide(n, content, seed);
    return `wide corpus: ${n} short pages in ${WIDE_FOLDERS} folders (seed ${seed})`;
  }
  const target = shape === 'flat' ? `${content}.nested` : content;
  rmSync(target, { recursive: true, force: true });
  const { stdout, stderr } = await run(process.execPath, [genCorpus, String(n), target, '--seed', String(seed)]);
  if (shape === 'flat') flatten(target, content);
  return (stdout + stderr).trim() + (shape === 'flat' ? `; flattened into ${FLAT_FOLDER}/` : '');
}

function markdownFiles(dir, acc = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) markdownFiles(p, acc);
    else if (entry.name.endsWith('.md')) acc.push(p);
  }
  return acc;
}

/** Moves every page of `from` into one folder of `to`, rewriting the generator's absolute links to the new routes. */
function flatten(from, to) {
  const files = markdownFiles(from);
  const routeOf = (file) => `/${path.relative(from, file).slice(0, -3).split(path.sep).join('/')}`;
  const moved = new Map();
  for (const file of files) {
    const rel = path.relative(from, file);
    if (rel === 'index.md') continue;
    moved.set(routeOf(file), `/${FLAT_FOLDER}/${path.basename(file, '.md')}`);
  }
  const names = new Set([...moved.values()]);
  if (names.size !== moved.size) throw new Error('flat corpus: two pages share a file name; use another seed');
  mkdirSync(path.join(to, FLAT_FOLDER), { recursive: true });
  // Links are written as ](/cat/sub/slug) or ](/cat/sub/slug#anchor) (gen-corpus.mjs).
  const relink = (text) => text.replace(/\]\((\/[^)#\s]+)/g, (match, route) => (moved.has(route) ? `](${moved.get(route)}` : match));
  for (const file of files) {
    const rel = path.relative(from, file);
    const dest = rel === 'index.md' ? path.join(to, 'index.md') : path.join(to, FLAT_FOLDER, path.basename(file));
    writeFileSync(dest, relink(readFileSync(file, 'utf8')));
  }
  rmSync(from, { recursive: true, force: true });
}

const VERBS = ['listar', 'criar', 'remover', 'copiar', 'mover', 'buscar', 'comprimir', 'exportar', 'validar', 'sincronizar'];
const THINGS = ['arquivos', 'pastas', 'pacotes', 'processos', 'usuários', 'chaves', 'imagens', 'registros', 'tabelas', 'filas'];
const HOW = ['de forma recursiva', 'com saída detalhada', 'sem pedir confirmação', 'em segundo plano', 'a partir de um modelo'];

/** N short pages (a tldr-like command page each) in WIDE_FOLDERS folders, plus the root index.md. */
function writeWide(n, content, seed) {
  const next = prng(seed);
  const pick = (list) => list[Math.floor(next() * list.length)];
  rmSync(content, { recursive: true, force: true });
  for (let f = 0; f < WIDE_FOLDERS; f++) mkdirSync(path.join(content, `secao-${String(f + 1).padStart(2, '0')}`), { recursive: true });
  writeFileSync(
    path.join(content, 'index.md'),
    '---\ntitle: Comandos\ndescription: Referência de comandos.\n---\n\nUma página por comando.\n',
  );
  for (let i = 0; i < n; i++) {
    const folder = `secao-${String((i % WIDE_FOLDERS) + 1).padStart(2, '0')}`;
    const command = `cmd${String(i).padStart(5, '0')}`;
    const verb = pick(VERBS);
    const thing = pick(THINGS);
    const how = pick(HOW);
    const other = `cmd${String(Math.floor(next() * n)).padStart(5, '0')}`;
    const otherFolder = `secao-${String((Number(other.slice(3)) % WIDE_FOLDERS) + 1).padStart(2, '0')}`;
    writeFileSync(
      path.join(content, folder, `${command}.md`),
      `---\ntitle: ${command}\ndescription: ${verb} ${thing} ${how}.\n---\n\n` +
        `Use \`${command}\` para ${verb} ${thing} ${how}. Veja também [${other}](/${otherFolder}/${other}).\n\n` +
        `- ${verb[0].toUpperCase()}${verb.slice(1)} ${thing}:\n\n` +
        `\`\`\`bash\n${command} --${verb} ./${thing}\n\`\`\`\n\n` +
        `- ${verb[0].toUpperCase()}${verb.slice(1)} ${thing} ${how}:\n\n` +
        `\`\`\`bash\n${command} --${verb} --all ./${thing}\n\`\`\`\n`,
    );
  }
}
