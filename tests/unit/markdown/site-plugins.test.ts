// The site's own remark and rehype plugins (config `markdown.remarkPlugins`/`rehypePlugins`): named by package or by
// path, run on `.md` and `.mdx` pages after docsgen's steps, on the main thread (here, from the TypeScript sources) and
// on worker threads (the built CLI, spawned); what goes wrong names the plugin and the page; the pages' cache is keyed
// by each plugin's identity and options.
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { buildSite } from '../../../cli/builder/build-site.js';
import { loadConfig } from '../../../cli/config/load-config.js';
import { sourceKind, watchTargets } from '../../../cli/dev/watch-site.js';
import { DocsgenError } from '../../../cli/errors/docsgen-error.js';
import { markdownOptionsOf } from '../../../cli/markdown/markdown-options.js';
import { docsgen, filesOf, ROOT } from '../support/cli-process.js';
import { page, tempSite } from '../support/temp-site.js';

const FIXTURES = path.join(ROOT, 'tests/fixtures/plugins');

/** A site whose config lists `plugins` (its markdown field's text), with the fixture plugins in its plugins/ folder. */
function pluginSite(markdown: string, pages: Record<string, string> = {}): string {
  const root = tempSite({
    'docsgen.config.ts': `export default { title: 'Plugins', markdown: ${markdown} };\n`,
    'content/index.md': page({ title: 'Home' }, 'Welcome.\n'),
    'content/guide.md': page({ title: 'Guide' }, '## Setup\n\nSome text.\n\n## Use\n\nMore text.\n'),
    ...pages,
  });
  mkdirSync(path.join(root, 'plugins'));
  for (const name of readdirSync(FIXTURES)) copyFileSync(path.join(FIXTURES, name), path.join(root, 'plugins', name));
  return root;
}

/** With the repository's node_modules, so that a plugin named by package is found as in a site that installed it. */
function withPackages(root: string): string {
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(root, 'node_modules'), 'dir');
  return root;
}

const html = (root: string, route: string): string => readFileSync(path.join(root, 'build', route, 'index.html'), 'utf8');

/** Builds on this thread, returning the markdown stage's line. */
async function build(root: string): Promise<string> {
  const lines: string[] = [];
  await buildSite({ root, log: (line) => lines.push(line) });
  return lines.find((line) => /^\s*markdown\s/.test(line)) ?? '';
}

async function failure(run: () => Promise<unknown>): Promise<DocsgenError> {
  try {
    await run();
  } catch (error) {
    if (error instanceof DocsgenError) return error;
    throw error;
  }
  throw new Error('expected the build to fail');
}

describe('site plugins on the main thread', { timeout: 60_000 }, () => {
  it('runs a remark plugin after docsgen’s steps and a rehype one before the heading ids, with their options', async () => {
    const root = pluginSite(
      `{ remarkPlugins: [['./plugins/remark-add-note.mjs', { text: 'Noted by the plugin.' }]],
         rehypePlugins: ['./plugins/rehype-add-class.ts'] }`,
    );
    await build(root);
    const guide = html(root, 'guide');
    expect(guide).toContain('<p>Noted by the plugin.</p>');
    // The class the plugin gave, and the id and anchor docsgen's later steps gave the same heading.
    expect(guide).toMatch(/<h2 class="from-plugin" id="setup"/);
    expect(guide).toContain('href="#setup"');
  });

  it('runs on .mdx pages too', async () => {
    const root = pluginSite(
      `{ remarkPlugins: ['./plugins/remark-add-note.mjs'], rehypePlugins: [['./plugins/rehype-add-class.ts', { className: 'mdx-too' }]] }`,
      {
        'content/mdx-page.mdx': page({ title: 'MDX' }, '## Part\n\nText {1 + 1}.\n'),
      },
    );
    await build(root);
    const mdx = html(root, 'mdx-page');
    expect(mdx).toContain('Added by remark-add-note.');
    expect(mdx).toMatch(/<h2 class="mdx-too" id="part"/);
    expect(mdx).toContain('Text 2.');
  });

  it('runs on the partials .mdx pages import, and names the partial when one fails', async () => {
    // Text first: a partial's leading heading is taken as its title, as a page's is.
    const partial = '---\nnote: a partial\n---\n\nIntro.\n\n## From the partial\n\nShared text.\n';
    const files = {
      'content/mdx-page.mdx': "import Shared from './_shared.md';\n\n# Page\n\n<Shared />\n",
      'content/_shared.md': partial,
    };
    const root = pluginSite(`{ rehypePlugins: [['./plugins/rehype-add-class.ts', { className: 'in-partial' }]] }`, files);
    await build(root);
    expect(html(root, 'mdx-page')).toMatch(/<h2 class="in-partial" id="from-the-partial"/);
    const failing = pluginSite(`{ remarkPlugins: ['./plugins/remark-fail-on-word.mjs'] }`, {
      ...files,
      'content/_shared.md': partial.replace('Shared text.', 'A FORBIDDEN text.'),
    });
    const error = await failure(() => build(failing));
    expect([error.code, error.file, error.line]).toEqual(['markdown-plugin-failed', 'content/_shared.md', 9]);
    expect(error.message).toContain('remark plugin ./plugins/remark-fail-on-word.mjs failed: the word FORBIDDEN is not allowed');
  });

  it('loads a plugin by its package name from the site’s node_modules', async () => {
    const plain = pluginSite('{}');
    const root = withPackages(pluginSite(`{ rehypePlugins: ['rehype-minify-whitespace'] }`));
    await build(plain);
    await build(root);
    // rehype-minify-whitespace drops the line breaks between blocks.
    expect(html(plain, 'guide')).toMatch(/<\/p>\s*\n\s*<h2/);
    expect(html(root, 'guide')).toMatch(/<\/p><h2/);
    const config = await loadConfig(root);
    const version = JSON.parse(readFileSync(path.join(ROOT, 'node_modules/rehype-minify-whitespace/package.json'), 'utf8')).version;
    expect(config.markdownPlugins?.rehype[0]?.identity).toBe(`rehype-minify-whitespace@${version}`);
  });

  it('fails with markdown-plugin-failed naming the plugin, the page and the line, and keeps the output', async () => {
    const root = pluginSite(`{ remarkPlugins: ['./plugins/remark-fail-on-word.mjs'] }`);
    await build(root);
    const before = html(root, 'guide');
    writeFileSync(path.join(root, 'content/guide.md'), page({ title: 'Guide' }, '## Setup\n\nThis is FORBIDDEN here.\n'));
    const error = await failure(() => build(root));
    expect(error.code).toBe('markdown-plugin-failed');
    expect(error.file).toBe('content/guide.md');
    expect(error.line).toBe(7); // the front matter's 3 lines, a blank, the heading, a blank
    expect(error.message).toContain('remark plugin ./plugins/remark-fail-on-word.mjs failed: the word FORBIDDEN is not allowed');
    expect(html(root, 'guide')).toBe(before);
  });

  it('names the plugin and the page for a plain throw', async () => {
    const root = pluginSite(`{ remarkPlugins: ['./plugins/remark-throws.mjs'] }`);
    const error = await failure(() => build(root));
    expect(error.code).toBe('markdown-plugin-failed');
    expect(error.file).toMatch(/^content\/(guide|index)\.md$/);
    expect(error.message).toContain('remark plugin ./plugins/remark-throws.mjs failed: something broke inside');
  });

  it('refuses an asynchronous transformer by name (markdown-plugin-async)', async () => {
    const root = pluginSite(`{ remarkPlugins: ['./plugins/remark-async.mjs'] }`);
    const error = await failure(() => build(root));
    expect(error.code).toBe('markdown-plugin-async');
    expect(error.message).toContain('remark plugin ./plugins/remark-async.mjs is asynchronous');
  });

  it('refuses a module without a default function, naming what it exports (markdown-plugin-invalid)', async () => {
    const root = pluginSite(`{ rehypePlugins: ['./plugins/bad-export.mjs'] }`);
    const error = await failure(() => build(root));
    expect(error.code).toBe('markdown-plugin-invalid');
    expect(error.file).toBe('docsgen.config.ts');
    expect(error.message).toBe(
      'rehype plugin ./plugins/bad-export.mjs exports no function as default (it exports: remarkSomething, version)',
    );
  });

  it('names a missing file or package (markdown-plugin-missing)', async () => {
    const file = await failure(() => build(pluginSite(`{ remarkPlugins: ['./plugins/nowhere.mjs'] }`)));
    expect([file.code, file.file]).toEqual(['markdown-plugin-missing', 'docsgen.config.ts']);
    expect(file.message).toBe('markdown.remarkPlugins[0] names "./plugins/nowhere.mjs", but plugins/nowhere.mjs does not exist');
    const pkg = await failure(() => build(pluginSite(`{ rehypePlugins: ['rehype-not-installed-anywhere'] }`)));
    expect(pkg.code).toBe('markdown-plugin-missing');
    expect(pkg.message).toContain('names the package "rehype-not-installed-anywhere", which is not installed');
  });

  it('refuses a function, and options that are not JSON data, in the config', async () => {
    const error = await failure(() => build(pluginSite(`{ remarkPlugins: [() => () => {}] }`)));
    expect(error.code).toBe('config-not-data');
    const options = await failure(() => build(pluginSite(`{ remarkPlugins: [['./plugins/remark-add-note.mjs', { when: new Date(0) }]] }`)));
    expect(options.code).toBe('config-type');
  });
});

describe('site plugins and the pages’ cache', { timeout: 60_000 }, () => {
  it('reuses every page while the plugins are unchanged, and renders them all again when an option or a file changes', async () => {
    const config = (className: string) =>
      `{ remarkPlugins: ['./plugins/remark-add-note.mjs'], rehypePlugins: [['./plugins/rehype-add-class.ts', { className: '${className}' }]] }`;
    const root = pluginSite(config('first'));
    expect(await build(root)).toMatch(/2 rendered, 0 from cache/);
    expect(await build(root)).toMatch(/0 rendered, 2 from cache/);
    writeFileSync(path.join(root, 'docsgen.config.ts'), `export default { title: 'Plugins', markdown: ${config('second')} };\n`);
    expect(await build(root)).toMatch(/2 rendered, 0 from cache/);
    expect(html(root, 'guide')).toContain('class="second"');
    expect(await build(root)).toMatch(/0 rendered, 2 from cache/);
    // A file the plugin imports, not the plugin's own: its bundle, and so its identity, changed.
    const optionless = pluginSite(`{ rehypePlugins: ['./plugins/rehype-add-class.ts'] }`);
    await build(optionless);
    writeFileSync(path.join(optionless, 'plugins/class-name.ts'), "export const DEFAULT_CLASS = 'edited';\n");
    expect(await build(optionless)).toMatch(/2 rendered, 0 from cache/);
    expect(html(optionless, 'guide')).toContain('class="edited"');
  });

  it('has docsgen dev read the config again when a local plugin, or a file it imports, changes', async () => {
    const root = pluginSite(`{ rehypePlugins: ['./plugins/rehype-add-class.ts'] }`);
    const targets = watchTargets(root, await loadConfig(root));
    expect(sourceKind(targets, path.join(root, 'plugins/rehype-add-class.ts'))).toBe('config');
    expect(sourceKind(targets, path.join(root, 'plugins/class-name.ts'))).toBe('config');
    expect(sourceKind(targets, path.join(root, 'plugins/remark-throws.mjs'))).toBeUndefined(); // not listed
  });

  it('leaves the options of a site without plugins as they were (no new cache key part)', async () => {
    const root = pluginSite('{}');
    const options = markdownOptionsOf(await loadConfig(root));
    expect(Object.keys(options)).not.toContain('plugins');
    expect(existsSync(path.join(root, '.docsgen/cache/plugins'))).toBe(false);
  });
});

describe('site plugins on worker threads (the built CLI)', () => {
  beforeAll(() => {
    execFileSync(process.execPath, [path.join(ROOT, 'scripts/build-cli.mjs')], { cwd: ROOT });
  });

  /** 60 pages: enough for the markdown stage to start workers. */
  const manyPages = (): Record<string, string> =>
    Object.fromEntries(
      Array.from({ length: 60 }, (_, n) => [`content/many/page-${n}.md`, page({ title: `Page ${n}` }, `## Part ${n}\n\nText ${n}.\n`)]),
    );

  it('renders as on one thread, byte for byte', async () => {
    const root = withPackages(
      pluginSite(
        `{ remarkPlugins: [['./plugins/remark-add-note.mjs', { text: 'From a worker?' }]], rehypePlugins: ['./plugins/rehype-add-class.ts', 'rehype-minify-whitespace'] }`,
        manyPages(),
      ),
    );
    const workers = await docsgen(['build', root, '--no-cache', '--out', 'build-workers', '--threads', '2']);
    const one = await docsgen(['build', root, '--no-cache', '--out', 'build-one', '--threads', '1']);
    expect(workers.stderr).toBe('');
    expect(workers.stdout).toMatch(/62 rendered, 0 from cache, 2 workers/);
    expect(one.code).toBe(0);
    const page7 = readFileSync(path.join(root, 'build-workers/many/page-7/index.html'), 'utf8');
    // The note (remark), the class (a local rehype plugin), no line break between blocks (rehype-minify-whitespace).
    expect(page7).toMatch(/<h2 class="from-plugin" id="part-7">.*<\/h2><p>Text 7.<\/p><p>From a worker\?<\/p>/);
    expect(filesOf(path.join(root, 'build-workers'))).toEqual(filesOf(path.join(root, 'build-one')));
  }, 120_000);

  it('fails as on one thread: the plugin, the page and the line; a plugin that does not load, in the config', async () => {
    const pages = manyPages();
    pages['content/many/page-30.md'] = page({ title: 'Page 30' }, 'Intro.\n\nA FORBIDDEN word.\n');
    const failing = pluginSite(`{ remarkPlugins: ['./plugins/remark-fail-on-word.mjs'] }`, pages);
    const failed = await docsgen(['build', failing, '--no-cache', '--threads', '2']);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain(
      'error[markdown-plugin-failed]: content/many/page-30.md:7:1: Markdown could not be rendered: remark plugin ./plugins/remark-fail-on-word.mjs failed: the word FORBIDDEN is not allowed',
    );
    const invalid = await docsgen(['build', pluginSite(`{ rehypePlugins: ['./plugins/bad-export.mjs'] }`, manyPages()), '--threads', '2']);
    expect(invalid.code).toBe(1);
    expect(invalid.stderr).toContain(
      'error[markdown-plugin-invalid]: docsgen.config.ts: rehype plugin ./plugins/bad-export.mjs exports no function as default (it exports: remarkSomething, version)',
    );
  }, 120_000);
});
