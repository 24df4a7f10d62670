#!/usr/bin/env node
// The Markdown parser candidates of issue 38 side by side, in this process (one thread, warm, median of the rounds):
// today's remark-parse (micromark + mdast, GFM, directives) and the whole pipeline for context, markdown-it (tokens, and
// tokens turned into mdast), md4w (md4c in WebAssembly), commonmark.js and marked. Per candidate: parse time a page on
// the generated corpus and on real folders, CommonMark 0.31.2 examples passed, GFM parts, directives, positions.
//
//   node bench/markdown-candidates.mjs [--pages 1000] [--folder <dir>]… [--rounds 3] [--seed 42] [--json]
//
// --pages 0 leaves the generated corpus out. Without --folder the real folders are rust-book/src and vite/docs under
// bench/work/real-sites (made by bench/real-sites.mjs; DOCSGEN_REAL_SITES names another copy); a missing one is skipped.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import * as commonmark from 'commonmark';
import matter from 'gray-matter';
import { fromHtml } from 'hast-util-from-html';
import MarkdownIt from 'markdown-it';
import markdownItFootnote from 'markdown-it-footnote';
import markdownItTaskLists from 'markdown-it-task-lists';
import { marked } from 'marked';
import { init as initMd4w, mdToHtml, mdToJSON } from 'md4w';
import rehypeStringify from 'rehype-stringify';
import { unified } from 'unified';
import { parseArgs, wholeNumber } from './lib/args.mjs';
import { median } from './lib/figures.mjs';
import { GEN_CORPUS, REPO, WORK } from './lib/paths.mjs';
import { run } from './lib/processes.mjs';
import { importExports } from './lib/typescript-source.mjs';

const NAME = 'bench/markdown-candidates';
const args = parseArgs(process.argv.slice(2), {
  name: NAME,
  help: { script: import.meta.url, lines: 9 },
  defaults: { pages: 1000, rounds: 3, seed: 42, json: false, folders: [] },
  flags: {
    '--pages': (o, v) => (o.pages = wholeNumber(NAME, '--pages', v(), 0)),
    '--folder': (o, v) => o.folders.push(path.resolve(v() ?? '')),
    '--rounds': (o, v) => (o.rounds = wholeNumber(NAME, '--rounds', v())),
    '--seed': (o, v) => (o.seed = wholeNumber(NAME, '--seed', v(), 0)),
    '--json': (o) => (o.json = true),
  },
});
const log = (line) => process.stderr.write(`[candidates ${new Date().toISOString().slice(11, 19)}] ${line}\n`);

// docsgen's own parts, from the sources, as bench/markdown.mjs bundles them.
const dg = await importExports(
  [
    `export { createMarkdownRenderer } from ${JSON.stringify(path.join(REPO, 'cli/markdown/pipeline.ts'))};`,
    `export { remarkGfmSyntax } from ${JSON.stringify(path.join(REPO, 'cli/markdown/plugins/remark-gfm-syntax.ts'))};`,
    `export { resolveRefs } from ${JSON.stringify(path.join(REPO, 'cli/model/resolve-refs.ts'))};`,
    `export { pageBodyHtml } from ${JSON.stringify(path.join(REPO, 'cli/render/page-body.tsx'))};`,
    `export { PT_STRINGS } from ${JSON.stringify(path.join(REPO, 'shared/i18n/strings.pt.ts'))};`,
    `export { default as remarkParse } from 'remark-parse';`,
    `export { default as remarkDirective } from 'remark-directive';`,
    `export { micromark } from 'micromark';`,
    `export { gfm, gfmHtml } from 'micromark-extension-gfm';`,
    `export { directive } from 'micromark-extension-directive';`,
  ],
  path.join(WORK, 'markdown-candidates-bench'),
  'docsgen',
);
await initMd4w('fast');

// ---------------------------------------------------------------------------------------------------------------
// The candidates, each configured as close to GFM as it goes.

const remark = unified().use(dg.remarkParse).use(dg.remarkGfmSyntax).use(dg.remarkDirective);
const renderBody = dg.createMarkdownRenderer({ baseUrl: '/', rawHtml: true });
// markdown-it's default preset has tables and strikethrough; linkify finds bare URLs and e-mail addresses.
const mdit = new MarkdownIt({ html: true, linkify: true }).use(markdownItFootnote).use(markdownItTaskLists);
const cmParser = new commonmark.Parser();
const cmHtml = new commonmark.HtmlRenderer();
// md4w's DEFAULT has tables, strikethrough, task lists and bare http(s) URLs; GFM also links www. and e-mail addresses.
// DEFAULT also collapses white space and takes "#heading" without a space, both against CommonMark: left out.
const MD4W_FLAGS = {
  parseFlags: [
    'TABLES',
    'STRIKETHROUGH',
    'TASKLISTS',
    'PERMISSIVE_URL_AUTO_LINKS',
    'PERMISSIVE_WWW_AUTO_LINKS',
    'PERMISSIVE_EMAIL_AUTO_LINKS',
  ],
};
const markedOptions = { gfm: true, async: false };

/** Each candidate: what is timed (`parse`), its own HTML (`html`), and a tree whose nodes may carry positions. */
const CANDIDATES = [
  {
    name: 'remark-parse + GFM + directives → mdast (today)',
    parse: (body) => remark.parse(body),
    html: docsgenHtml,
    tree: (body) => remark.parse(body),
    spec: 'the docsgen pipeline, as tests/unit/markdown/commonmark-spec.test.ts runs it',
  },
  {
    name: 'docsgen pipeline, whole (createMarkdownRenderer; context)',
    parse: (body) => renderBody(body, { frontMatterTitle: 'Page' }),
  },
  {
    name: 'micromark + GFM + directives → HTML, no tree (context)',
    parse: (body) => dg.micromark(body, { extensions: [dg.gfm(), dg.directive()], allowDangerousHtml: true }),
  },
  {
    name: 'markdown-it 14 → tokens',
    parse: (body) => mdit.parse(body, {}),
    html: (body) => mdit.render(body),
    tree: (body) => markdownItToMdast(mdit.parse(body, {})),
    spec: 'md.render (html, linkify, footnote, task lists)',
  },
  {
    name: 'markdown-it 14 → tokens → mdast (converter in this bench)',
    parse: (body) => markdownItToMdast(mdit.parse(body, {})),
  },
  {
    name: 'md4w (md4c, WASM) → JSON tree',
    parse: (body) => mdToJSON(body, MD4W_FLAGS),
    html: (body) => mdToHtml(body, MD4W_FLAGS),
    tree: (body) => mdToJSON(body, MD4W_FLAGS),
    spec: 'mdToHtml (tables, strikethrough, task lists, URL/www./e-mail autolinks)',
  },
  { name: 'md4w (md4c, WASM) → HTML', parse: (body) => mdToHtml(body, MD4W_FLAGS) },
  {
    name: 'commonmark.js 0.31 → AST',
    parse: (body) => cmParser.parse(body),
    html: (body) => cmHtml.render(cmParser.parse(body)),
    tree: (body) => commonmarkTree(cmParser.parse(body)),
    spec: 'HtmlRenderer',
  },
  {
    name: 'marked 18 → lexer tokens',
    parse: (body) => marked.lexer(body, markedOptions),
    html: (body) => marked.parse(body, markedOptions),
    tree: (body) => marked.lexer(body, markedOptions),
    spec: 'marked.parse (gfm)',
  },
];

// ---------------------------------------------------------------------------------------------------------------
// markdown-it tokens → mdast: blocks from the token stream (nesting 1 opens, -1 closes), inline from each `inline`
// token's children. Positions come from token.map, which markdown-it gives block tokens only, as lines (no columns).

const TRANSPARENT = new Set(['thead_open', 'tbody_open', 'footnote_block_open']);

function openBlock(token) {
  switch (token.type) {
    case 'paragraph_open':
      return { type: 'paragraph', children: [] };
    case 'heading_open':
      return { type: 'heading', depth: Number(token.tag.slice(1)), children: [] };
    case 'blockquote_open':
      return { type: 'blockquote', children: [] };
    case 'bullet_list_open':
    case 'ordered_list_open': {
      const ordered = token.type === 'ordered_list_open';
      const start = ordered ? Number(token.attrGet('start') ?? 1) : null;
      return { type: 'list', ordered, start, spread: false, children: [] };
    }
    case 'list_item_open': {
      const task = (token.attrGet('class') ?? '').includes('task-list-item');
      return { type: 'listItem', spread: false, checked: task ? false : null, children: [] };
    }
    case 'table_open':
      return { type: 'table', align: [], children: [] };
    case 'tr_open':
      return { type: 'tableRow', children: [] };
    case 'th_open':
    case 'td_open':
      return { type: 'tableCell', children: [], align: /text-align:(\w+)/.exec(token.attrGet('style') ?? '')?.[1] ?? null };
    case 'footnote_open':
      return { type: 'footnoteDefinition', identifier: token.meta.label, label: token.meta.label, children: [] };
    default:
      return { type: `markdown-it:${token.type}`, children: [] };
  }
}

function leafBlock(token) {
  switch (token.type) {
    case 'fence': {
      const [lang, ...meta] = token.info.trim().split(/\s+/);
      return { type: 'code', lang: lang || null, meta: meta.join(' ') || null, value: token.content.replace(/\n$/, '') };
    }
    case 'code_block':
      return { type: 'code', lang: null, meta: null, value: token.content.replace(/\n$/, '') };
    case 'hr':
      return { type: 'thematicBreak' };
    case 'html_block':
      return { type: 'html', value: token.content.replace(/\n$/, '') };
    default:
      return null;
  }
}

const linePosition = (token) => (token.map ? { start: { line: token.map[0] + 1 }, end: { line: token.map[1] } } : undefined);

function markdownItToMdast(tokens) {
  const root = { type: 'root', children: [] };
  const stack = [root];
  for (const token of tokens) {
    const parent = stack[stack.length - 1];
    if (token.nesting === 1) {
      if (TRANSPARENT.has(token.type)) {
        stack.push(parent);
        continue;
      }
      const node = openBlock(token);
      node.position = linePosition(token);
      // markdown-it hides the paragraphs of a tight list; a shown one makes its item (and so its list) spread.
      if (token.type === 'paragraph_open' && !token.hidden && parent.type === 'listItem') parent.spread = true;
      parent.children.push(node);
      stack.push(node);
    } else if (token.nesting === -1) {
      const node = stack.pop();
      if (node.type === 'list') node.spread = node.children.some((item) => item.spread);
      if (node.type === 'table') node.align = node.children[0]?.children.map((cell) => cell.align) ?? [];
      if (node.type === 'listItem' && node.children[0]?.data?.taskChecked !== undefined) {
        node.checked = node.children[0].data.taskChecked;
        node.children[0].data = undefined;
      }
    } else if (token.type === 'inline') {
      inlineInto(parent, token.children);
    } else if (token.type !== 'footnote_anchor') {
      const node = leafBlock(token);
      if (node) {
        node.position = linePosition(token);
        parent.children.push(node);
      }
    }
  }
  return root;
}

function inlineInto(block, children) {
  const stack = [block];
  for (const token of children) {
    const parent = stack[stack.length - 1];
    const push = (node) => {
      const last = parent.children[parent.children.length - 1];
      if (node.type === 'text' && last?.type === 'text') last.value += node.value;
      else parent.children.push(node);
    };
    switch (token.type) {
      case 'text': {
        // markdown-it leaves empty text tokens beside some inline HTML and code; mdast has none. After a task's
        // checkbox, the space that separated "[x]" from the text is not text in mdast either.
        const value =
          stack[0].data?.taskChecked !== undefined && stack.length === 1 && parent.children.length === 0
            ? token.content.replace(/^ /, '')
            : token.content;
        if (value !== '') push({ type: 'text', value });
        break;
      }
      case 'softbreak':
        push({ type: 'text', value: '\n' });
        break;
      case 'hardbreak':
        push({ type: 'break' });
        break;
      case 'code_inline':
        push({ type: 'inlineCode', value: token.content });
        break;
      case 'html_inline':
        // markdown-it-task-lists puts the checkbox in as raw HTML at the start of the item's first paragraph.
        if (token.content.startsWith('<input class="task-list-item-checkbox"'))
          stack[0].data = { taskChecked: token.content.includes('checked') };
        else push({ type: 'html', value: token.content });
        break;
      case 'image':
        push({ type: 'image', url: token.attrGet('src'), title: token.attrGet('title'), alt: token.content });
        break;
      case 'footnote_ref':
        push({ type: 'footnoteReference', identifier: token.meta.label, label: token.meta.label });
        break;
      case 'em_open':
      case 'strong_open':
      case 's_open':
      case 'link_open': {
        const node =
          token.type === 'link_open'
            ? { type: 'link', url: token.attrGet('href'), title: token.attrGet('title'), children: [] }
            : { type: { em_open: 'emphasis', strong_open: 'strong', s_open: 'delete' }[token.type], children: [] };
        parent.children.push(node);
        stack.push(node);
        break;
      }
      default:
        if (token.nesting === -1) stack.pop();
    }
  }
}

// ---------------------------------------------------------------------------------------------------------------
// commonmark.js's tree as plain nodes with their sourcepos, for the positions probe.

function commonmarkTree(document) {
  const nodes = [];
  const walker = document.walker();
  for (let event = walker.next(); event; event = walker.next()) {
    if (event.entering) nodes.push({ type: event.node.type, sourcepos: event.node.sourcepos, destination: event.node.destination });
  }
  return nodes;
}

// ---------------------------------------------------------------------------------------------------------------
// The page HTML docsgen writes, for the CommonMark suite (as tests/unit/markdown/commonmark-spec.test.ts makes it).

function docsgenHtml(markdown) {
  const result = renderBody(markdown, { frontMatterTitle: 'A page of the spec' });
  const targets = {
    baseUrl: '/',
    contentDir: 'content',
    staticDir: 'static',
    pages: new Map(),
    routes: new Set(['/spec']),
    staticFiles: new Set(),
    files: new Map(),
  };
  const { refs } = dg.resolveRefs({ file: 'content/spec.md', route: '/spec', bodyStartLine: 1, markdown: result }, targets);
  return dg.pageBodyHtml({ html: result.html, ...(refs ? { refs } : {}) }, { strings: dg.PT_STRINGS, locale: 'pt' });
}

// ---------------------------------------------------------------------------------------------------------------
// HTML normalization, the same for every candidate: the spec's normalize rules (white space between block tags,
// attribute order, spellings a browser reads the same) through hast-util-from-html and rehype-stringify, after
// docsgen's own additions are undone exactly as the commonmark-spec test does (they match nothing in the others' HTML).

const BLOCKS = new Set(
  'address article aside blockquote body details dialog dd div dl dt fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 header hr li main nav ol p pre section summary table tbody td tfoot th thead tr ul'.split(
    ' ',
  ),
);
const stringifier = unified().use(rehypeStringify);

function normalizeHtml(source) {
  const tree = fromHtml(source.replace(/^[ \t\n]+|[ \t\n]+$/g, ''), { fragment: true });
  return stringifier.stringify({ type: 'root', children: dropSpaceBetweenBlocks(mergeText(cleanNodes(tree.children))) });
}

function cleanNodes(nodes, inHighlighted = false) {
  return nodes.flatMap((node) => {
    if (node.type === 'doctype' || node.type === 'comment') return node.type === 'comment' ? [node] : [];
    if (node.type !== 'element') return [node];
    const classes = Array.isArray(node.properties.className) ? node.properties.className : [];
    if (node.tagName === 'a' && classes.includes('dg-anchor')) return [];
    // md4w's renderer adds its own anchor to each heading, as docsgen does: both are undone.
    if (node.tagName === 'a' && classes.includes('anchor') && node.properties.ariaHidden === 'true') return [];
    if (node.tagName === 'div' && classes.includes('dg-table-wrap')) return cleanNodes(node.children);
    if (node.tagName === 'div' && classes.includes('dg-code')) {
      return cleanNodes(node.children.filter((child) => child.type === 'element' && child.tagName === 'pre'));
    }
    if (inHighlighted && node.tagName === 'span' && classes.some((name) => name.startsWith('hljs-')))
      return cleanNodes(node.children, true);
    const properties = { ...node.properties };
    if (/^h[1-6]$/.test(node.tagName)) delete properties.id;
    if (node.tagName === 'pre' && properties.tabIndex === 0) delete properties.tabIndex;
    if (node.tagName === 'img' && properties.decoding === 'async') delete properties.decoding;
    if (node.tagName === 'img' && properties.loading === 'lazy') delete properties.loading;
    if (node.tagName === 'code' && classes.includes('hljs')) {
      const rest = classes.filter((name) => name !== 'hljs');
      if (rest.length > 0) properties.className = rest;
      else delete properties.className;
    }
    // Attribute order does not count (the spec's normalize.py sorts them).
    const sorted = Object.fromEntries(Object.entries(properties).sort(([a], [b]) => a.localeCompare(b)));
    const highlighted = inHighlighted || (node.tagName === 'code' && classes.includes('hljs'));
    return [{ ...node, properties: sorted, children: cleanNodes(node.children, highlighted) }];
  });
}

/**
 * White space beside a block tag is never shown, so it goes, as the spec's normalize.py strips it around block tags:
 * at the start and end of a block's content, and before and after a block, outside <pre> where white space shows.
 */
function dropSpaceBetweenBlocks(nodes, inBlock = true) {
  const isBlock = (node) => node?.type === 'element' && BLOCKS.has(node.tagName);
  return nodes
    .map((node, i) => {
      if (node.type === 'text') {
        let value = node.value;
        if (i === 0 ? inBlock : isBlock(nodes[i - 1])) value = value.replace(/^[ \t\n]+/, '');
        if (i === nodes.length - 1 ? inBlock : isBlock(nodes[i + 1])) value = value.replace(/[ \t\n]+$/, '');
        return { ...node, value };
      }
      if (node.type === 'element' && node.tagName !== 'pre')
        return { ...node, children: dropSpaceBetweenBlocks(node.children, isBlock(node)) };
      return node;
    })
    .filter((node) => node.type !== 'text' || node.value !== '');
}

function mergeText(nodes) {
  const merged = [];
  for (const node of nodes) {
    const last = merged[merged.length - 1];
    if (node.type === 'text' && last?.type === 'text') merged[merged.length - 1] = { type: 'text', value: last.value + node.value };
    else merged.push(node.type === 'element' ? { ...node, children: mergeText(node.children) } : node);
  }
  return merged;
}

// ---------------------------------------------------------------------------------------------------------------
// The CommonMark 0.31.2 suite, GFM and directive probes, and the positions probe.

const spec = createRequire(import.meta.url)('commonmark-spec');
const examples = spec.tests.map((example) => ({
  ...example,
  markdown: example.markdown.replace(/→/g, '\t'),
  html: example.html.replace(/→/g, '\t'),
}));

/** The examples whose normalized HTML equals the spec's; a renderer that throws fails the example. */
function specPasses(html) {
  const passed = new Set();
  for (const example of examples) {
    try {
      if (normalizeHtml(html(example.markdown)) === normalizeHtml(example.html)) passed.add(example.number);
    } catch {
      // counted as failed
    }
  }
  return passed;
}

// Each probe is checked on the candidate's own HTML.
const PROBES = [
  ['tables', '| a | b |\n| :- | -: |\n| 1 | 2 |\n', (html) => /<table>[\s\S]*<td[^>]*>1<\/td>/.test(html)],
  ['strikethrough', 'a ~~gone~~ b\n', (html) => /<(del|s)>gone<\/\1>/.test(html)],
  ['task lists', '- [x] done\n- [ ] open\n', (html) => /<input[^>]*type="checkbox"/.test(html) && !html.includes('[x]')],
  ['footnotes', 'Text[^1].\n\n[^1]: The note.\n', (html) => /<sup[\s>]/.test(html) && html.includes('The note.') && !html.includes('[^1]')],
  [
    'autolink literals',
    'See www.example.com, https://example.com/a and me@example.com.\n',
    (html) =>
      /<a href="https?:\/\/www\.example\.com\/?"/.test(html) &&
      html.includes('<a href="https://example.com/a"') &&
      html.includes('href="mailto:me@example.com"'),
  ],
];
// Directives are checked in the tree for today's parser (docsgen writes a directive it has no use for back as text,
// remark-unknown-directives.ts), and in the HTML for the others: a parser without them leaves the markers as text.
const DIRECTIVES = [
  [':::name', ':::note\nInside.\n:::\n', 'containerDirective', (html) => !html.includes(':::')],
  ['::name', '::youtube{#abc}\n', 'leafDirective', (html) => !html.includes('::youtube')],
  [':name[]', 'Press :kbd[Ctrl] now.\n', 'textDirective', (html) => !html.includes(':kbd[')],
];

function directiveSupport(candidate, today) {
  return Object.fromEntries(
    DIRECTIVES.map(([part, input, type, ok]) => [
      part,
      safely(() => (today ? findNode(candidate.tree(input), (node) => node.type === type) !== undefined : ok(candidate.html(input)))),
    ]),
  );
}

/**
 * Where the link on the 3rd line of a paragraph is said to start, in the candidate's tree: 'line+column' when the
 * node says both, 'line' when only the line, 'block line only' when only its paragraph has a position, 'none'.
 */
const POSITION_PROBE = 'First line of text,\nthe second line,\nthe third [a link](/target) here.\n';

function positionsOf(candidate) {
  const tree = candidate.tree(POSITION_PROBE);
  if (candidate.name.startsWith('commonmark')) {
    const link = tree.find((node) => node.type === 'link');
    const paragraph = tree.find((node) => node.type === 'paragraph');
    if (link?.sourcepos) return describe(link.sourcepos[0][0], link.sourcepos[0][1]);
    return paragraph?.sourcepos ? `paragraph ${describe(paragraph.sourcepos[0][0], paragraph.sourcepos[0][1])}; link none` : 'none';
  }
  if (Array.isArray(tree)) return 'none (tokens keep `raw`, no line)';
  const paragraph = findNode(tree, (node) => node.type === 'paragraph' || node.type === 9);
  const link = findNode(tree, (node) => node.type === 'link' || node.type === 32);
  const at = (node) => (node?.position ? describe(node.position.start.line, node.position.start.column) : 'none');
  return at(link) === 'none' && at(paragraph) !== 'none' ? `paragraph ${at(paragraph)}; link none` : at(link);
}

function describe(line, column) {
  return column === undefined ? `line ${line}` : `line ${line}, column ${column}`;
}

function findNode(node, test) {
  if (node && typeof node === 'object') {
    if (test(node)) return node;
    for (const child of node.children ?? []) {
      const found = findNode(child, test);
      if (found) return found;
    }
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------------------------
// The page bodies: the generated corpus and the real folders, front matter stripped with gray-matter.

function markdownFiles(dir) {
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.md') && !file.split(path.sep).includes('node_modules'))
    .sort()
    .map((file) => path.join(dir, file));
}

const bodiesOf = (files) => files.map((file) => matter(readFileSync(file, 'utf8')).content);

const sets = [];
if (args.pages > 0) {
  const content = path.join(WORK, `N${args.pages}`, 'site', 'content');
  if (!existsSync(content)) {
    log(`generating ${args.pages} pages into ${content}`);
    await run(process.execPath, [GEN_CORPUS, String(args.pages), content, '--seed', String(args.seed)]);
  }
  sets.push({ name: `corpus N${args.pages}`, bodies: bodiesOf(markdownFiles(content)) });
}
const REAL_SITES = process.env.DOCSGEN_REAL_SITES ? path.resolve(process.env.DOCSGEN_REAL_SITES) : path.join(WORK, 'real-sites');
const folders = args.folders.length > 0 ? args.folders : [path.join(REAL_SITES, 'rust-book/src'), path.join(REAL_SITES, 'vite/docs')];
for (const folder of folders) {
  if (!existsSync(folder)) {
    log(`${folder} is missing: skipped (bench/real-sites.mjs extracts the real sites; or name one with --folder)`);
    continue;
  }
  sets.push({ name: path.relative(path.dirname(path.dirname(folder)), folder), bodies: bodiesOf(markdownFiles(folder)) });
}
for (const set of sets) {
  set.bytes = set.bodies.reduce((sum, body) => sum + Buffer.byteLength(body), 0);
  log(`${set.name}: ${set.bodies.length} pages, ${(set.bytes / 1e6).toFixed(2)} MB`);
}

// ---------------------------------------------------------------------------------------------------------------
// Timing: per set and candidate, warm-up passes (two at least, and a second at least: a single pass left the first
// markdown-it row slower than the second, which does more), then `rounds` passes; the median pass, per page.

// A full collection before each candidate, so none pays for the garbage the one before it left.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc');

function timePasses(parse, bodies) {
  collectGarbage();
  const warming = performance.now();
  for (let pass = 0; pass < 2 || performance.now() - warming < 1000; pass++) for (const body of bodies) parse(body);
  const passes = [];
  for (let round = 0; round < args.rounds; round++) {
    const started = performance.now();
    for (const body of bodies) parse(body);
    passes.push(performance.now() - started);
  }
  return median(passes) / bodies.length;
}

const rows = CANDIDATES.map((candidate) => ({ name: candidate.name, msPerPage: {} }));
for (const set of sets) {
  for (const [i, candidate] of CANDIDATES.entries()) {
    rows[i].msPerPage[set.name] = timePasses(candidate.parse, set.bodies);
    log(`${set.name}: ${candidate.name} ${rows[i].msPerPage[set.name].toFixed(3)} ms a page`);
  }
}

// How close the converter's mdast comes to remark's: node types counted over each set, those whose counts differ.
function countTypes(node, counts) {
  counts.set(node.type, (counts.get(node.type) ?? 0) + 1);
  for (const child of node.children ?? []) countTypes(child, counts);
  return counts;
}
const mdastDifferences = {};
for (const set of sets) {
  const remarkCounts = new Map();
  const convertedCounts = new Map();
  for (const body of set.bodies) {
    countTypes(remark.parse(body), remarkCounts);
    countTypes(markdownItToMdast(mdit.parse(body, {})), convertedCounts);
  }
  mdastDifferences[set.name] = [...new Set([...remarkCounts.keys(), ...convertedCounts.keys()])]
    .map((type) => ({ type, remark: remarkCounts.get(type) ?? 0, markdownIt: convertedCounts.get(type) ?? 0 }))
    .filter(({ remark, markdownIt }) => remark !== markdownIt);
}

log('CommonMark 0.31.2 suite, GFM, directives and positions');
const todayPasses = specPasses(CANDIDATES[0].html);
for (const [i, candidate] of CANDIDATES.entries()) {
  if (!candidate.html) continue;
  const passes = i === 0 ? todayPasses : specPasses(candidate.html);
  const row = rows[i];
  row.specRenderer = candidate.spec;
  row.specPassed = passes.size;
  row.specLost = [...todayPasses].filter((number) => !passes.has(number));
  row.gfm = Object.fromEntries(PROBES.map(([part, input, ok]) => [part, safely(() => ok(candidate.html(input)))]));
  row.directives = directiveSupport(candidate, i === 0);
  row.positions = positionsOf(candidate);
  // A tree that cannot be had for some input (md4w's mdToJSON writes a link's title without its opening quote).
  row.treeThrowsOn = examples.filter((example) => !safely(() => candidate.tree(example.markdown) && true)).map((example) => example.number);
  row.loses = losses(row, i === 0);
}

function safely(check) {
  try {
    return check();
  } catch {
    return false;
  }
}

function losses(row, today) {
  if (today) return '—';
  const lost = [];
  if (row.specLost.length > 0) lost.push(`${row.specLost.length} CommonMark examples that pass today`);
  if (row.treeThrowsOn.length > 0) lost.push(`its tree throws on ${row.treeThrowsOn.length} CommonMark examples`);
  const gfm = Object.entries(row.gfm).filter(([, ok]) => !ok);
  if (gfm.length > 0) lost.push(`GFM ${gfm.map(([part]) => part).join(', ')}`);
  const directives = Object.entries(row.directives).filter(([, ok]) => !ok);
  if (directives.length > 0) lost.push(`directives ${directives.map(([part]) => part).join(' ')}`);
  if (!/column/.test(row.positions.replace(/^paragraph[^;]*;/, ''))) lost.push('inline line:column');
  if (row.name.startsWith('markdown-it')) {
    // What remark's tree has and the converter's never does (directives are said above).
    const missing = new Set(
      Object.values(mdastDifferences)
        .flat()
        .filter(({ type, markdownIt }) => markdownIt === 0 && !type.endsWith('Directive'))
        .map(({ type }) => type),
    );
    if (missing.size > 0) lost.push(`no ${[...missing].join('/')} nodes (references come resolved)`);
    lost.push('mdast only through a converter');
  } else lost.push('no mdast: a converter to write');
  return lost.join('; ');
}

// ---------------------------------------------------------------------------------------------------------------

const when = new Date().toISOString().slice(0, 10);
if (args.json) {
  console.log(
    JSON.stringify(
      {
        date: when,
        rounds: args.rounds,
        mdastDifferences,
        sets: sets.map(({ name, bodies, bytes }) => ({ name, pages: bodies.length, bytes })),
        rows,
      },
      null,
      2,
    ),
  );
} else {
  console.log(`Markdown parser candidates, one thread, warm, median of ${args.rounds} rounds (${when})\n`);
  console.log(`Pages: ${sets.map((set) => `${set.name} ${set.bodies.length} (${(set.bytes / 1e6).toFixed(2)} MB)`).join('; ')}.\n`);
  const setNames = sets.map((set) => set.name);
  console.log(
    `| candidate | ${setNames.map((name) => `ms a page, ${name}`).join(' | ')} | CommonMark (of 652) | GFM | directives | link on line 3 at | what it would lose |`,
  );
  console.log(`| --- | ${setNames.map(() => '---').join(' | ')} | --- | --- | --- | --- | --- |`);
  const yesNo = (parts) =>
    Object.entries(parts ?? {})
      .map(([part, ok]) => `${part} ${ok ? 'yes' : 'no'}`)
      .join(', ') || '—';
  for (const row of rows) {
    const times = setNames.map((name) => row.msPerPage[name].toFixed(3)).join(' | ');
    const specCell =
      row.specPassed === undefined ? '—' : `${row.specPassed}${row.specLost.length ? ` (loses ${row.specLost.length})` : ''}`;
    console.log(
      `| ${row.name} | ${times} | ${specCell} | ${yesNo(row.gfm)} | ${yesNo(row.directives)} | ${row.positions ?? '—'} | ${row.loses ?? '—'} |`,
    );
  }
  console.log("\nmarkdown-it → mdast against remark's mdast, node types whose counts differ (remark / converter):");
  for (const [name, differences] of Object.entries(mdastDifferences)) {
    console.log(
      `- ${name}: ${differences.map(({ type, remark, markdownIt }) => `${type} ${remark} / ${markdownIt}`).join('; ') || 'none'}`,
    );
  }
  console.log('\nThe CommonMark column runs each candidate’s own HTML renderer:');
  for (const row of rows.filter((r) => r.specRenderer)) {
    const lost = row.specLost.length > 0 ? `; fails ${row.specLost.length} that pass today: ${row.specLost.join(' ')}` : '';
    const throws = row.treeThrowsOn.length > 0 ? `; its tree throws on ${row.treeThrowsOn.join(' ')}` : '';
    console.log(`- ${row.name}: ${row.specRenderer}${lost}${throws}`);
  }
}
