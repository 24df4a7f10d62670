// Builds real, public docs *sites* in their own folders, as their owners lay them out (a Docusaurus `website/`, a
// VitePress `docs/`, an mdBook, a Starlight site, an MkDocs site), with no docsgen config, and prints for each how
// much of its own navigation comes out in the same order, label and group, the build's time, its interface language
// and its warnings by code. Not a test: the sites are not in the repo and change upstream.
//
//   DOCSGEN_MIRRORS=/work/.mirror node bench/real-sites.mjs [name…]
//
// Each site comes from a bare mirror (<owner>+<name>/repo, the search tool's `fetch`) and is written to
// bench/work/real-sites/<name>/ (git-ignored). The navigation a site's readers see is read here from its own nav file
// (SUMMARY.md, mkdocs.yml's nav, sidebars.js, the VitePress or Starlight config's sidebar) by this script's own walk of
// that file's shape, independent of docsgen's readers (cli/sites/); configs that are code are run with docsgen's
// stand-ins (cli/sites/evaluate-code-config.ts), whose reading of imports is shared, not the walk. A Starlight
// `autogenerate` is listed here by Starlight's documented order (`sidebar.order`, then slug); Docusaurus's are not counted.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import yaml from 'js-yaml';
import matter from 'gray-matter';

const ROOT = path.resolve(import.meta.dirname, '..');
const WORK = path.join(ROOT, 'bench/work/real-sites');

/** The sites: `tuned` ones are those the readers were written against; the others are the check. */
const SITES = [
  {
    name: 'jest',
    kind: 'Docusaurus',
    repo: 'jestjs/jest',
    // docusaurus.config.mjs reads ../crowdin.yaml as it loads.
    take: ['website', 'docs', 'crowdin.yaml'],
    site: 'website',
    docs: '../docs',
    route: '/docs',
    tuned: true,
  },
  { name: 'redux', kind: 'Docusaurus', repo: 'reduxjs/redux', take: ['website', 'docs'], site: 'website', docs: '../docs', route: '/' },
  { name: 'vite', kind: 'VitePress', repo: 'vitejs/vite', take: ['docs'], site: 'docs', tuned: true },
  { name: 'vitepress', kind: 'VitePress', repo: 'vuejs/vitepress', take: ['docs', 'art'], site: 'docs' },
  { name: 'rust-book', kind: 'mdBook', repo: 'rust-lang/book', take: ['src', 'listings', 'book.toml'], site: '.', tuned: true },
  { name: 'mdbook-guide', kind: 'mdBook', repo: 'rust-lang/mdBook', take: ['guide'], site: 'guide' },
  { name: 'starlight', kind: 'Starlight', repo: 'withastro/starlight', take: ['docs', 'examples'], site: 'docs', tuned: true },
  {
    name: 'astro-docs',
    kind: 'Starlight',
    repo: 'withastro/docs',
    take: ['astro.config.ts', 'astro.sidebar.ts', 'config', 'package.json', 'public', 'src'],
    site: '.',
  },
  { name: 'mkdocs', kind: 'MkDocs', repo: 'mkdocs/mkdocs', take: ['docs', 'mkdocs.yml'], site: '.', tuned: true },
  { name: 'fastapi', kind: 'MkDocs', repo: 'fastapi/fastapi', take: ['docs/en', 'docs_src'], site: 'docs/en' },
  // Material for MkDocs' own documentation: every extension its users rely on, each shown on its reference page.
  { name: 'material', kind: 'MkDocs', repo: 'squidfunk/mkdocs-material', take: ['docs', 'includes', 'mkdocs.yml'], site: '.' },
];

/** The repository's folders at HEAD into `to`, blob by blob: files the mirror lacks (large files left out) are skipped. */
function extract(gitDir, take, to) {
  rmSync(to, { recursive: true, force: true });
  const listing = execFileSync('git', ['-C', gitDir, 'ls-tree', '-r', '-z', 'HEAD', ...take], { maxBuffer: 1 << 28 });
  let skipped = 0;
  for (const entry of listing.toString('utf8').split('\0').filter(Boolean)) {
    const [meta, file] = entry.split('\t');
    const [mode, type, sha] = meta.split(' ');
    if (type !== 'blob') continue;
    const blob = spawnSync('git', ['-C', gitDir, 'cat-file', 'blob', sha], { maxBuffer: 1 << 30 });
    if (blob.status !== 0) {
      skipped++;
      continue;
    }
    mkdirSync(path.join(to, path.dirname(file)), { recursive: true });
    // A symbolic link is stored as its target's path.
    if (mode === '120000') symlinkSync(blob.stdout.toString('utf8'), path.join(to, file));
    else writeFileSync(path.join(to, file), blob.stdout);
  }
  return skipped;
}

// --- the navigation as the site's own file writes it -------------------------------------------------------------

/** One entry a reader sees: its group (the labels of the categories it is in), its label and where it goes. */
const entry = (group, label, route) => ({ group, label: String(label).trim(), route });

/** "guide/intro.md" → "/guide/intro"; "guide/index.md", "guide/README.md" → "/guide". */
function fileRoute(file, base = '/') {
  let route = `/${file.replace(/^\.?\//, '').replace(/\.(mdx?|html)$/i, '')}`;
  route = route.replace(/\/(index|README)$/i, '') || '/';
  return base === '/' ? route : `${base}${route === '/' ? '' : route}`;
}

/** A page's title as generators show it: front matter `title`, else its first `# ` heading, else its file name. */
function pageTitle(file, { label } = {}) {
  if (!existsSync(file)) return path.basename(file).replace(/\.\w+$/, '');
  const { data, content } = matter(readFileSync(file, 'utf8'));
  return (
    (label && data[label]) ??
    data.title ??
    content.match(/^#\s+(.+)$/m)?.[1]?.replace(/[*_`]/g, '') ??
    path.basename(file).replace(/\.\w+$/, '')
  );
}

/**
 * SUMMARY.md's chapters as mdBook reads them (mdbook-summary's parser): a first `# Title` before any chapter is the
 * file's title, not a part; nesting is by each list's own indentation (the mdBook guide indents by 4); a chapter's
 * name is its link's text without Markdown (`match` shows as match).
 */
function summaryNav(src) {
  const entries = [];
  let part = [];
  const stack = [];
  const indents = [];
  let seen = false;
  for (const line of readFileSync(path.join(src, 'SUMMARY.md'), 'utf8').split('\n')) {
    const heading = line.match(/^#\s+(.+)/);
    if (heading) {
      if (seen) part = [heading[1].trim()];
      seen = true;
      stack.length = 0;
      continue;
    }
    const item = line.match(/^(\s*)(?:[-*]|\d+\.)\s+\[(.+?)\]\((.*?)\)/) ?? line.match(/^()\[(.+?)\]\((.*?)\)/);
    if (!item) continue;
    seen = true;
    // A link outside a list is a prefix or suffix chapter: never in a part, never nested.
    const affix = !/^\s*(?:[-*]|\d+\.)\s/.test(line);
    if (affix) {
      indents.length = 0;
      stack.length = 0;
      if (item[3]) entries.push(entry([], item[2].replace(/\\(.)/g, '$1').replace(/`/g, ''), fileRoute(decodeURI(item[3]))));
      continue;
    }
    const indent = item[1].replace(/\t/g, '    ').length;
    while (indents.length > 0 && indents[indents.length - 1] >= indent) indents.pop();
    const depth = indents.length;
    indents.push(indent);
    stack.length = Math.min(stack.length, depth);
    const label = item[2].replace(/\\(.)/g, '$1').replace(/`/g, '');
    if (item[3]) entries.push(entry([...part, ...stack], label, fileRoute(decodeURI(item[3]))));
    stack[depth] = label;
  }
  return entries;
}

/** MkDocs's YAML with its Python tags read as plain values. */
const MKDOCS_SCHEMA = yaml.DEFAULT_SCHEMA.extend(
  ['scalar', 'sequence', 'mapping'].flatMap((kind) =>
    [
      '!ENV',
      '!relative',
      'tag:yaml.org,2002:python/name:',
      'tag:yaml.org,2002:python/object/apply:',
      'tag:yaml.org,2002:python/object:',
    ].map((tag) => new yaml.Type(tag, { kind, multi: tag.endsWith(':'), construct: (data) => data })),
  ),
);

/**
 * A page's title as MkDocs shows it in the nav when the nav gives none (mkdocs/structure/pages.py): front matter
 * `title`, else a level-1 heading opening the page, its attr_list (`{ #id }`) dropped, else "Home" or the file's name.
 */
function mkdocsTitle(file, page) {
  const { data, content } = matter(readFileSync(file, 'utf8'));
  if (typeof data.title === 'string') return data.title;
  const first = content.trimStart().split('\n')[0];
  const h1 = first.match(/^#\s+(.+?)\s*#*\s*$/);
  if (h1)
    return h1[1]
      .replace(/\s*\{:?[^{}]*\}\s*$/, '')
      .replace(/`/g, '')
      .replace(/(\*\*|__)(.+?)\1/g, '$2')
      .trim();
  if (/^(index|README)\.md$/.test(page)) return 'Home';
  const name = path
    .basename(page, '.md')
    .replace(/^README$/, 'index')
    .replace(/[-_]/g, ' ');
  return name.toLowerCase() === name ? name[0].toUpperCase() + name.slice(1) : name;
}

/**
 * mkdocs.yml's nav as MkDocs (and Material, Zensical) show it: README.md is an index page as index.md is; with the
 * literate-nav plugin, `Title: folder/` is that folder's nav file's last list (its index page first with
 * `implicit_index`); a section titled "" with an index page takes the page's title (Zensical, which FastAPI uses).
 */
function mkdocsNav(siteDir) {
  const config = yaml.load(readFileSync(path.join(siteDir, 'mkdocs.yml'), 'utf8'), { schema: MKDOCS_SCHEMA });
  const docs = path.join(siteDir, config.docs_dir ?? 'docs');
  const indexes = (config.theme?.features ?? []).includes('navigation.indexes');
  const plugins = Array.isArray(config.plugins) ? config.plugins : Object.entries(config.plugins ?? {}).map(([k, v]) => ({ [k]: v }));
  const literate = plugins.map((one) => (typeof one === 'string' ? { [one]: {} } : one)).find((one) => 'literate-nav' in one)?.[
    'literate-nav'
  ];
  const isIndex = (page) => /(^|\/)(index|README)\.md$/.test(page);
  const title = (page) => mkdocsTitle(path.join(docs, page), page);
  const folderNav = (folder) => {
    const text = readFileSync(path.join(docs, folder, literate?.nav_file ?? 'SUMMARY.md'), 'utf8');
    const items = text
      .split('\n')
      .map((line) => line.match(/^\s*[-*]\s+\[(.+?)\]\((.+?)\)/))
      .filter(Boolean)
      .map((m) => ({ [m[1]]: path.posix.join(folder, m[2]) }));
    const index = ['index.md', 'README.md'].map((name) => path.posix.join(folder, name)).find((page) => existsSync(path.join(docs, page)));
    return literate?.implicit_index && index ? [index, ...items] : items;
  };
  const entries = [];
  const walk = (items, group) => {
    for (const item of items ?? []) {
      if (typeof item === 'string') {
        entries.push(entry(group, title(item), fileRoute(item)));
        continue;
      }
      let [name, value] = Object.entries(item)[0];
      if (literate && typeof value === 'string' && value.endsWith('/')) value = folderNav(value.replace(/\/$/, ''));
      if (typeof value === 'string') entries.push(entry(group, name, /^https?:/.test(value) ? value : fileRoute(value)));
      else if (Array.isArray(value)) {
        const first = value[0];
        const index = indexes && typeof first === 'string' && isIndex(first) ? first : undefined;
        const label = name || (index ? title(index) : name);
        if (index) entries.push(entry(group, label, fileRoute(index)));
        walk(index ? value.slice(1) : value, [...group, label]);
      }
    }
  };
  walk(config.nav, []);
  return entries;
}

/** Docusaurus doc ids ("guide/intro", or a front matter `id`) → their files, labels and routes. */
function docusaurusDocs(docsDir, routeBase) {
  const docs = new Map();
  const visit = (dir) => {
    for (const name of readdirSync(dir, { withFileTypes: true })) {
      const abs = path.join(dir, name.name);
      if (name.isDirectory()) visit(abs);
      else if (/\.mdx?$/.test(name.name)) {
        const rel = path.relative(docsDir, abs).split(path.sep).join('/');
        const { data } = matter(readFileSync(abs, 'utf8'));
        const folder = path.posix.dirname(rel) === '.' ? '' : `${path.posix.dirname(rel)}/`;
        const name = path.posix.basename(rel).replace(/\.mdx?$/, '');
        const id = `${folder}${data.id ?? name}`;
        const slug = data.slug;
        // Docusaurus's slug.ts: a folder's index.md, README.md or <folder>/<folder>.md is published at the folder.
        const index = ['index', 'readme', path.posix.basename(folder).toLowerCase()].includes(name.toLowerCase());
        const own = slug?.startsWith('/') ? slug : slug === undefined && index ? `/${folder}` : `/${folder}${slug ?? data.id ?? name}`;
        const route = `${routeBase === '/' ? '' : routeBase}${own}`.replace(/\/$/, '') || '/';
        docs.set(id, { label: pageTitle(abs, { label: 'sidebar_label' }), route });
      }
    }
  };
  visit(docsDir);
  return docs;
}

async function docusaurusNav(siteDir, site) {
  const docs = docusaurusDocs(path.resolve(siteDir, site.docs), site.route);
  const file = ['sidebars.json', 'sidebars.js', 'sidebars.ts'].find((name) => existsSync(path.join(siteDir, name)));
  const sidebars = file.endsWith('.json') ? JSON.parse(readFileSync(path.join(siteDir, file), 'utf8')) : await runConfig(siteDir, file);
  let entries = [];
  const doc = (id, group, label) => {
    const found = docs.get(id);
    if (found) entries.push(entry(group, label ?? found.label, found.route));
  };
  const walk = (items, group) => {
    if (!Array.isArray(items)) {
      for (const [label, children] of Object.entries(items)) walk([{ type: 'category', label, items: children }], group);
      return;
    }
    for (const item of items) {
      if (typeof item === 'string') doc(item, group);
      else if (item.type === 'doc' || item.type === 'ref') doc(item.id, group, item.label);
      else if (item.type === 'link') entries.push(entry(group, item.label, item.href));
      else if (item.type === 'category') {
        if (item.link?.type === 'doc') doc(item.link.id, group, item.label);
        walk(item.items, [...group, item.label]);
      } else if (!item.type && typeof item === 'object') walk(item, group);
    }
  };
  // Each sidebar is a navigation of its own (a page shows the one that lists it).
  return Object.values(sidebars).map((items) => {
    entries = [];
    walk(Array.isArray(items) ? items : (items.items ?? items), []);
    return entries;
  });
}

/** A config that is code, run with docsgen's stand-ins for what is not installed; its default export as data. */
async function runConfig(siteDir, file, own = () => false) {
  // Bundled from this checkout's sources at each run, never from an earlier run's copy.
  const lib = path.join(WORK, `.evaluate-${process.pid}.mjs`);
  if (!existsSync(lib)) {
    mkdirSync(WORK, { recursive: true });
    await build({
      entryPoints: [path.join(ROOT, 'cli/sites/evaluate-code-config.ts')],
      bundle: true,
      platform: 'node',
      format: 'esm',
      packages: 'external',
      outfile: lib,
      logLevel: 'warning',
    });
  }
  const { evaluateCodeConfig } = await import(pathToFileURL(lib).href);
  process.once('exit', () => rmSync(lib, { force: true }));
  return (await evaluateCodeConfig(siteDir, file, { own })).value;
}

/** `defineConfig({…})` and its kin, unwrapped. */
function unwrap(value) {
  while (value && typeof value === 'object' && value.$standIn && value.$args) {
    const inner = value.$args.find((arg) => arg && typeof arg === 'object');
    if (!inner) break;
    value = inner;
  }
  return value;
}

async function vitepressNav(siteDir) {
  const file = ['ts', 'mts', 'js', 'mjs'].map((ext) => `.vitepress/config.${ext}`).find((name) => existsSync(path.join(siteDir, name)));
  const config = unwrap(await runConfig(siteDir, file, (name) => name === 'vitepress' || name === 'vite'));
  // VitePress 2 reads a locale's config from a config file among its pages (`docs/config.ts` for the root).
  const extra = ['config.ts', 'config.mts', 'config.js'].find((name) => existsSync(path.join(siteDir, name)));
  const beside = extra ? unwrap(await runConfig(siteDir, extra, (name) => name === 'vitepress' || name === 'vite')) : {};
  const sidebar = beside?.themeConfig?.sidebar ?? config.locales?.root?.themeConfig?.sidebar ?? config.themeConfig?.sidebar ?? [];
  const lists = Array.isArray(sidebar)
    ? [{ items: sidebar }]
    : Object.values(sidebar).map((value) => (Array.isArray(value) ? { items: value } : value));
  return lists.map(({ items, base: listBase }) => {
    const entries = [];
    const walk = (list, group, base = '') => {
      for (const item of list ?? []) {
        const joined = item.link?.startsWith('/') ? item.link : `${item.base ?? base}${item.link}`;
        const link = item.link && (/^https?:/.test(item.link) ? item.link : fileRoute(joined.replace(/\/$/, '/index')));
        if (link) entries.push(entry(group, item.text, link));
        if (item.items) walk(item.items, [...group, item.text], item.base ?? base);
      }
    };
    walk(items, [], listBase ?? '');
    return entries;
  });
}

async function starlightNav(siteDir) {
  const file = ['mjs', 'ts', 'js', 'mts'].map((ext) => `astro.config.${ext}`).find((name) => existsSync(path.join(siteDir, name)));
  const config = unwrap(
    await runConfig(siteDir, file, (name) => name === 'astro' || name.startsWith('astro/') || name.startsWith('@astrojs/')),
  );
  const starlight = config.integrations?.find((one) => one?.$standIn?.startsWith('@astrojs/starlight'))?.$args?.[0] ?? {};
  // Sidebar slugs are the default locale's: under its folder when the site has no root locale (withastro/docs: en/).
  const locale = starlight.locales && !starlight.locales.root ? (starlight.defaultLocale ?? '') : '';
  const docs = path.join(siteDir, 'src/content/docs', locale);
  const slugOf = (rel) =>
    rel
      .replace(/\.mdx?$/, '')
      .split('/')
      .map((part) => part.toLowerCase().replace(/[^\p{L}\p{N}_-]+/gu, '-'))
      .join('/')
      .replace(/(^|\/)index$/, '');
  const front = (at) => matter(readFileSync(at, 'utf8')).data;
  const fileOf = (slug) => ['.md', '.mdx', '/index.md', '/index.mdx'].map((ext) => path.join(docs, `${slug}${ext}`)).find(existsSync);
  const route = (slug) => `/${[locale, slug].filter(Boolean).join('/')}`;
  const labelOf = (at, slug) => (at ? (front(at).sidebar?.label ?? pageTitle(at)) : slug);
  const entries = [];
  // Starlight's autogenerate: a folder's pages and sub-folders (groups named as written), by `sidebar.order`, then slug.
  const autogenerate = (dir, group) => {
    const abs = path.join(docs, dir);
    if (!existsSync(abs)) return;
    const rows = readdirSync(abs, { withFileTypes: true }).flatMap((one) => {
      const rel = path.posix.join(dir, one.name);
      if (one.isDirectory()) {
        const orders = readdirSync(path.join(docs, rel), { recursive: true })
          .filter((name) => /\.mdx?$/.test(name))
          .map((name) => front(path.join(docs, rel, name)).sidebar?.order)
          .filter((n) => typeof n === 'number');
        return [{ dir: rel, name: one.name, order: orders.length ? Math.min(...orders) : undefined, slug: slugOf(rel) }];
      }
      if (!/\.mdx?$/.test(one.name)) return [];
      const data = front(path.join(abs, one.name));
      if (data.sidebar?.hidden || data.draft) return [];
      return [{ file: path.join(abs, one.name), order: data.sidebar?.order, slug: data.slug ?? slugOf(rel) }];
    });
    rows.sort((a, b) => (a.order ?? Infinity) - (b.order ?? Infinity) || (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));
    for (const row of rows) {
      if (row.dir) autogenerate(row.dir, [...group, row.name]);
      else entries.push(entry(group, labelOf(row.file, row.slug), route(row.slug)));
    }
  };
  const walk = (items, group) => {
    for (const item of items ?? []) {
      if (typeof item === 'string' || item.slug !== undefined) {
        const slug = (typeof item === 'string' ? item : item.slug).replace(/^\/|\/$/g, '');
        entries.push(entry(group, item.label ?? labelOf(fileOf(slug), slug), route(slug)));
      } else if (item.link !== undefined)
        entries.push(entry(group, item.label, /^https?:/.test(item.link) ? item.link : item.link.replace(/\/$/, '') || '/'));
      else if (item.autogenerate)
        autogenerate(item.autogenerate.directory.replace(/^\/|\/$/g, ''), item.label ? [...group, item.label] : group);
      else if (item.items) walk(item.items, [...group, item.label]);
    }
  };
  walk(starlight.sidebar, []);
  return entries;
}

async function ownNavigation(site, siteDir) {
  if (site.kind === 'mdBook') {
    const toml = readFileSync(path.join(siteDir, 'book.toml'), 'utf8');
    return [summaryNav(path.join(siteDir, toml.match(/^src\s*=\s*"(.+)"/m)?.[1] ?? 'src'))];
  }
  if (site.kind === 'MkDocs') return [mkdocsNav(siteDir)];
  if (site.kind === 'Docusaurus') return docusaurusNav(siteDir, site);
  if (site.kind === 'VitePress') return vitepressNav(siteDir);
  return [await starlightNav(siteDir)];
}

/**
 * Whether each page the site's navigation names answers at the URL its generator published: mdBook's
 * `chapter.html`; the others' `route/` (a static host serves `route/index.html` there) or `route.html`.
 */
function urlsLanding(kind, entries, out) {
  const routes = [...new Set(entries.map((one) => one.route).filter((route) => route.startsWith('/')))];
  const lost = routes.filter((route) => {
    const rel = decodeURI(route).replace(/^\/|\/$/g, '');
    const files = kind === 'mdBook' ? [rel ? `${rel}.html` : 'index.html'] : [path.join(rel, 'index.html'), `${rel}.html`];
    return !files.some((file) => existsSync(path.join(out, file)));
  });
  return { landed: routes.length - lost.length, total: routes.length, lost };
}

// --- what a reader sees of each generator's syntax left as text ----------------------------------------------------

/** Each generator's markers, as a reader would see them in a page's text when docsgen does not read them. */
const RAW_MARKERS = {
  'MkDocs admonition (!!! / ???)': /^\s*(?:!!!|\?\?\?\+?)\s+\w/gm,
  'pymdownx block (///)': /^\s*\/\/\/(?:\s*\w|\s*$)/gm,
  'content tab (=== "…")': /^\s*===\s+"/gm,
  'attribute list ({ #id })': /\{:?\s*[#.][\w-]+[^}\n]*\}/g,
  'icon shortcode (:material-…:)': /:(?:material|octicons|fontawesome|simple)-[\w-]+:/g,
  'snippet (--8<--)': /-{1,2}8<-{1,2}/g,
  'abbreviation (*[…]:)': /^\*\[[^\]\n]+\]:/gm,
  'definition (:   …)': /^:\s{1,4}\S/gm,
  'mark / insert (==…== ^^…^^)': /==[^=\s][^=\n]*==|\^\^[^^\s][^^\n]*\^\^/g,
  'keys (++ctrl+k++)': /\+\+[\w-]+(?:\+[\w-]+)*\+\+/g,
  'Markdown in HTML (**…**, [..](..))': /\*\*[^*\n]+\*\*|\]\([^)\s]+\)/g,
  'mdBook directive ({{#…}})': /\{\{#\w+/g,
  'container (:::)': /^\s*:::/gm,
  'GitHub alert ([!NOTE])': /\[!(?:NOTE|TIP|IMPORTANT|WARNING|CAUTION)\]/g,
  'VitePress attributes (%{#…}%) / [[toc]]': /%\{#|\[\[toc\]\]/g,
  'MDX import/export as text': /^(?:import\s.+\sfrom\s|export\s+(?:const|default|function)\s)/gm,
};

/** Markers in a page's HTML rather than its text: what a reader gets as an unstyled, unknown element or a code listing. */
const HTML_MARKERS = {
  'component tag left as HTML (<Tabs>)': /<[A-Z][A-Za-z0-9]*(?=[\s/>])/g,
  'Mermaid shown as code': /class="[^"]*language-mermaid/g,
  'info string as a language (rust,ignore)': /class="[^"]*language-\w+,/g,
  'code annotation marker ((1)!)': /<pre[\s\S]*?<\/pre>/g,
  'second h1': /<h1[\s>]/g,
  'empty heading': /<h[1-6][^>]*>\s*(?:<a class="dg-anchor"[^>]*>#<\/a>)?\s*<\/h[1-6]>/g,
};

/** How many of `name` a page's main HTML shows, for the HTML markers that are not a plain count. */
function htmlMarkerCount(name, pattern, main) {
  const found = main.match(pattern) ?? [];
  if (name === 'second h1') return Math.max(0, found.length - 1);
  // Attribute values hold text, not elements: an aria-label "Using Box<T>" is no <T> tag.
  if (name.startsWith('component tag')) return main.replace(/="[^"]*"/g, '=""').match(pattern)?.length ?? 0;
  if (name.startsWith('code annotation')) return found.reduce((sum, pre) => sum + (pre.match(/\(\d+\)!/g)?.length ?? 0), 0);
  return found.length;
}

/** How many of each marker the output's pages show as text: their main content, code blocks left out (they show syntax on purpose). */
function rawMarkers(out) {
  const counts = Object.fromEntries([...Object.keys(RAW_MARKERS), ...Object.keys(HTML_MARKERS)].map((name) => [name, 0]));
  const pages = readdirSync(out, { recursive: true }).filter((file) => /\.html$/.test(file) && !file.startsWith('assets'));
  for (const file of pages) {
    const html = readFileSync(path.join(out, file), 'utf8');
    const main = html.match(/<main[\s\S]*?<\/main>/)?.[0];
    if (!main) continue;
    for (const [name, pattern] of Object.entries(HTML_MARKERS)) counts[name] += htmlMarkerCount(name, pattern, main);
    const text = main
      .replace(/<pre[\s\S]*?<\/pre>|<code[\s\S]*?<\/code>|<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, ' ')
      .replace(/<\/(?:p|li|h\d|div|td|th|dd|dt|blockquote)>|<br\s*\/?>/g, '\n')
      .replace(/<[^>]+>/g, '')
      .replace(/&quot;/g, '"')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&gt;/g, '>')
      .replace(/&lt;/g, '<')
      .replace(/&amp;/g, '&');
    for (const [name, pattern] of Object.entries(RAW_MARKERS)) counts[name] += text.match(pattern)?.length ?? 0;
  }
  // A sidebar label is text too: `{#id}` or `%{#id}%` left in it shows in every page's navigation.
  for (const file of readdirSync(path.join(out, 'assets')).filter((name) => /^sidebar-.*\.json$/.test(name)))
    counts['attribute list ({ #id })'] += readFileSync(path.join(out, 'assets', file), 'utf8').match(/\{#[\w-]+\}/g)?.length ?? 0;
  return counts;
}

// --- the navigation docsgen built --------------------------------------------------------------------------------

/** Every sidebar of the output (assets/sidebar-*.json, their parts put back), as entries in reading order. */
function builtNavigation(out) {
  const assets = path.join(out, 'assets');
  const read = (name) => JSON.parse(readFileSync(path.join(assets, name), 'utf8'));
  const sidebars = readdirSync(assets).filter((name) => /^sidebar-[\w-]+-[0-9a-f]{8}\.json$/.test(name));
  return sidebars.map((name) => {
    const data = read(name);
    const items = data.items.map((item, index) =>
      data.parts?.[index] ? { ...item, items: read(path.basename(data.parts[index])).items } : item,
    );
    const entries = [];
    const walk = (list, group) => {
      for (const item of list) {
        if (item.href) entries.push(entry(group, item.label, item.href.replace(/\/$/, '') || '/'));
        if (item.type === 'category') walk(item.items, [...group, item.label]);
      }
    };
    walk(items, []);
    return entries;
  });
}

/** How many of `want`, in order, come out with the same group, label and target: a longest common subsequence. */
function inOrder(want, got) {
  const key = (one) => `${one.group.join(' › ')}\u0000${one.label}\u0000${decodeURI(one.route)}`;
  const a = want.map(key);
  const b = got.map(key);
  let previous = new Array(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    const row = new Array(b.length + 1).fill(0);
    for (let j = 1; j <= b.length; j++) row[j] = a[i - 1] === b[j - 1] ? previous[j - 1] + 1 : Math.max(previous[j], row[j - 1]);
    previous = row;
  }
  return previous[b.length];
}

/** Each of the site's own sidebars matched against the built sidebar that holds most of its targets. */
function navigationMatch(own, built) {
  let matched = 0;
  let total = 0;
  const misses = [];
  for (const want of own) {
    const routes = new Set(want.map((one) => one.route));
    const best =
      [...built].sort((x, y) => y.filter((one) => routes.has(one.route)).length - x.filter((one) => routes.has(one.route)).length)[0] ?? [];
    const hits = inOrder(want, best);
    matched += hits;
    total += want.length;
    if (hits < want.length) {
      const keys = new Set(best.map((one) => `${one.group.join(' › ')}|${one.label}|${one.route}`));
      misses.push(...want.filter((one) => !keys.has(`${one.group.join(' › ')}|${one.label}|${one.route}`)).slice(0, 3));
    }
  }
  return { matched, total, misses };
}

const wanted = process.argv.slice(2);
const mirrors = process.env.DOCSGEN_MIRRORS ?? '/work/.mirror';
const rows = [];
for (const site of SITES.filter((one) => wanted.length === 0 || wanted.includes(one.name))) {
  const gitDir = path.join(mirrors, site.repo.replace('/', '+'), 'repo');
  if (!existsSync(gitDir)) {
    console.log(`${site.name}: skipped (no mirror at ${gitDir})`);
    continue;
  }
  const where = path.join(WORK, site.name);
  const skipped = extract(gitDir, site.take, where);
  // A repository, as a clone is: links between its files (VitePress's public/ → art/) are followed.
  execFileSync('git', ['init', '-q', where]);
  const siteDir = path.join(where, site.site);
  const out = path.join(WORK, `${site.name}.out`);
  const started = performance.now();
  const run = spawnSync(process.execPath, [path.join(ROOT, 'bin/docsgen.mjs'), 'build', siteDir, '--out', out, '--no-cache'], {
    encoding: 'utf8',
    maxBuffer: 1 << 26,
  });
  const seconds = (performance.now() - started) / 1000;
  const text = `${run.stdout}\n${run.stderr}`;
  const codes = new Map();
  for (const [, code] of text.matchAll(/warning\[([\w-]+)\]/g)) codes.set(code, (codes.get(code) ?? 0) + 1);
  const byKind = text.match(/^warnings by kind: (.*)$/m)?.[1];
  let nav = { matched: 0, total: 0, misses: [] };
  let lang = '?';
  let urls = { landed: 0, total: 0, lost: [] };
  let markers = {};
  if (run.status === 0) {
    const own = await ownNavigation(site, siteDir);
    nav = navigationMatch(own, builtNavigation(out));
    urls = urlsLanding(site.kind, own.flat(), out);
    markers = rawMarkers(out);
    lang = readFileSync(path.join(out, 'index.html'), 'utf8').match(/<html[^>]*lang="([^"]+)"/)?.[1] ?? '?';
  }
  const first = text.split('\n').find((line) => line.includes('reading a')) ?? '';
  console.log(
    `\n${site.name} (${site.kind}${site.tuned ? ', tuned on' : ''})${skipped ? `, ${skipped} files absent from the mirror` : ''}: exit ${run.status}`,
  );
  console.log(`  ${first.trim()}`);
  if (run.status !== 0)
    console.log(
      text
        .split('\n')
        .filter((line) => line.startsWith('error'))
        .slice(0, 3)
        .join('\n'),
    );
  for (const miss of nav.misses.slice(0, 6)) console.log(`  not as written: ${[...miss.group, miss.label].join(' › ')} → ${miss.route}`);
  for (const lost of urls.lost.slice(0, 6)) console.log(`  no file at the generator's URL: ${lost}`);
  const shown = Object.entries(markers).filter(([, n]) => n > 0);
  console.log(`  syntax shown as text: ${shown.length ? shown.map(([name, n]) => `${n} ${name}`).join(', ') : 'none'}`);
  rows.push({
    site,
    seconds,
    nav,
    lang,
    urls,
    markers,
    warnings: byKind ?? ([...codes].map(([code, n]) => `${code} ${n}`).join(', ') || 'none'),
  });
}

console.log(
  '\n| site | generator | navigation in order, label and group | its URLs answered | syntax shown as text | interface | build | warnings |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
for (const { site, seconds, nav, urls, markers, lang, warnings } of rows) {
  const raw = Object.values(markers).reduce((sum, n) => sum + n, 0);
  const share = nav.total ? `${nav.matched}/${nav.total} (${((100 * nav.matched) / nav.total).toFixed(1)} %)` : 'n/a';
  const landed = urls.total ? `${urls.landed}/${urls.total}` : 'n/a';
  console.log(
    `| ${site.name}${site.tuned ? ' (tuned)' : ''} | ${site.kind} | ${share} | ${landed} | ${raw} | ${lang} | ${seconds.toFixed(1)} s | ${warnings} |`,
  );
}
