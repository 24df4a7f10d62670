// The tags other generators add to every page's head, read as docsgen's `head`: Starlight's `head`, Docusaurus's
// `headTags`, `stylesheets` and `scripts`, VitePress's `head` (its favicon link left to `favicon`), MkDocs's
// `extra_javascript` (a file of the docs folder published as the site's own, under a hashed name). A tag docsgen
// refuses is left out with a warning naming it; the site is read all the same.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ResolvedConfig } from '../../../cli/config/schema.js';
import { readSite } from '../../../cli/sites/read-site.js';
import { tempSite } from '../support/temp-site.js';

const warningsOf = (config: ResolvedConfig) =>
  (config.site?.warnings ?? [])
    .filter((w) => /head|scripts|extra_javascript|analytics/i.test(w.message))
    .map((w) => `${w.code} ${w.file}: ${w.message}`);

describe('head tags read from other generators', () => {
  it("takes Starlight's head as it is, leaving out a tag docsgen does not add", async () => {
    const root = tempSite({
      'astro.config.mjs': [
        "import starlight from '@astrojs/starlight';",
        'export default { integrations: [starlight({ title: "Docs", head: [',
        "  { tag: 'script', attrs: { src: 'https://cdn.usefathom.com/script.js', 'data-site': 'EZ', defer: true } },",
        "  { tag: 'meta', attrs: { property: 'og:image', content: 'https://example.com/og.jpg' } },",
        "  { tag: 'script', content: 'window.dgHead = 1;' },",
        "  { tag: 'style', content: 'a { color: red }' },",
        '] })] };',
      ].join('\n'),
      'src/content/docs/index.md': '# Home\n',
    });
    const config = await readSite(root);
    expect(config.head).toEqual([
      { tag: 'script', attrs: { src: 'https://cdn.usefathom.com/script.js', 'data-site': 'EZ', defer: true } },
      { tag: 'meta', attrs: { property: 'og:image', content: 'https://example.com/og.jpg' } },
      { tag: 'script', content: 'window.dgHead = 1;' },
    ]);
    expect(warningsOf(config)).toEqual([
      'site-field-unsupported astro.config.mjs: `head[3]`: <style> is not added to the pages: docsgen adds only meta, link and script tags to the head',
    ]);
  });

  it("takes Docusaurus's headTags, stylesheets and scripts; an http: script is left out with a warning", async () => {
    const root = tempSite({
      'docusaurus.config.js': [
        'export default { title: "T", url: "https://t.example.com", baseUrl: "/",',
        "  headTags: [{ tagName: 'link', attributes: { rel: 'preconnect', href: 'https://cdn.example.com' } }, { tagName: 'script', attributes: { type: 'application/ld+json' }, innerHTML: '{\"@type\":\"WebSite\"}' }],",
        "  stylesheets: ['https://fonts.example.com/inter.css'],",
        "  scripts: ['/js/own.js', { src: 'https://plausible.io/js/script.js', defer: true, 'data-domain': 't.example.com' }, 'http://old.example.com/x.js'],",
        "  presets: [['classic', { gtag: { trackingID: 'UA-1' } }]],",
        '};',
      ].join('\n'),
      'docs/intro.md': '# Intro\n',
    });
    const config = await readSite(root);
    expect(config.head).toEqual([
      { tag: 'link', attrs: { rel: 'preconnect', href: 'https://cdn.example.com' } },
      { tag: 'script', attrs: { type: 'application/ld+json' }, content: '{"@type":"WebSite"}' },
      { tag: 'link', attrs: { rel: 'stylesheet', href: 'https://fonts.example.com/inter.css' } },
      { tag: 'script', attrs: { src: '/js/own.js' } },
      { tag: 'script', attrs: { src: 'https://plausible.io/js/script.js', defer: true, 'data-domain': 't.example.com' } },
    ]);
    expect(warningsOf(config)).toEqual([
      "site-field-unsupported docusaurus.config.js: `presets[0].gtag`: Google's analytics is not added to the pages: it reports to Google's origins, which docsgen's CSP does not allow",
      'site-field-unsupported docusaurus.config.js: `scripts[2]`: <script> is not added to the pages: "http://old.example.com/x.js" is an http: URL, which an https page may not load: use https://',
    ]);
  });

  it("takes VitePress's head, its favicon link written once (as the favicon)", async () => {
    const root = tempSite({
      '.vitepress/config.mjs': [
        "export default { title: 'T', head: [",
        "  ['link', { rel: 'icon', type: 'image/svg+xml', href: '/logo.svg' }],",
        "  ['meta', { name: 'theme-color', content: '#5f67ee' }],",
        "  ['script', { src: 'https://cdn.usefathom.com/script.js', 'data-spa': 'auto', defer: '' }],",
        "  ['script', {}, 'window.dgHead = 2;'],",
        '] };',
      ].join('\n'),
      'public/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      'index.md': '# Home\n',
    });
    const config = await readSite(root);
    expect(config.favicon).toBe('logo.svg');
    expect(config.head).toEqual([
      { tag: 'meta', attrs: { name: 'theme-color', content: '#5f67ee' } },
      { tag: 'script', attrs: { src: 'https://cdn.usefathom.com/script.js', 'data-spa': 'auto', defer: '' } },
      { tag: 'script', content: 'window.dgHead = 2;' },
    ]);
    expect(warningsOf(config)).toEqual([]);
  });

  it("takes MkDocs's extra_javascript: a docs folder file published under a hashed name, a URL as it is, a missing file warned", async () => {
    const root = tempSite({
      'mkdocs.yml': [
        'site_name: T',
        'site_url: https://t.example.com/docs/',
        'extra_javascript:',
        '  - js/custom.js',
        '  - https://unpkg.com/mathjax@3/es5/tex-mml-chtml.js',
        '  - path: js/module.mjs',
        '    type: module',
        '  - js/missing.js',
      ].join('\n'),
      'docs/index.md': '# Home\n',
      'docs/js/custom.js': 'window.dgHead = 3;\n',
      'docs/js/module.mjs': 'export {};\n',
    });
    const config = await readSite(root);
    const custom = config.headFiles?.find((file) => file.from.endsWith('custom.js'));
    expect(custom?.to).toMatch(/^assets\/head\/custom-[0-9a-f]{8}\.js$/);
    expect(readFileSync(custom!.from, 'utf8')).toBe('window.dgHead = 3;\n');
    expect(path.relative(root, custom!.from)).toBe(path.join('docs', 'js', 'custom.js'));
    expect(config.head).toEqual([
      { tag: 'script', attrs: { src: `/docs/${custom!.to}` } },
      { tag: 'script', attrs: { src: 'https://unpkg.com/mathjax@3/es5/tex-mml-chtml.js' } },
      { tag: 'script', attrs: { type: 'module', src: expect.stringMatching(/^\/docs\/assets\/head\/module-[0-9a-f]{8}\.mjs$/) } },
    ]);
    expect(warningsOf(config)).toEqual([
      'site-field-unread mkdocs.yml: `extra_javascript[3]` is "js/missing.js": there is no such file in docs/: the script is not added',
    ]);
  });

  it("leaves out Material's math setup scripts when arithmatex makes the math at build time, naming each", async () => {
    const root = tempSite({
      'mkdocs.yml': [
        'site_name: T',
        'markdown_extensions:',
        '  - pymdownx.arithmatex:',
        '      generic: true',
        'extra_javascript:',
        '  - javascripts/mathjax.js',
        '  - https://unpkg.com/mathjax@3/es5/tex-mml-chtml.js',
        '  - https://unpkg.com/katex@0/dist/katex.min.js',
        '  - javascripts/custom.js',
      ].join('\n'),
      'docs/index.md': '# Home\n',
      'docs/javascripts/mathjax.js': 'window.MathJax = {};\n',
      'docs/javascripts/custom.js': 'window.dgHead = 4;\n',
    });
    const config = await readSite(root);
    expect(config.head).toEqual([{ tag: 'script', attrs: { src: expect.stringMatching(/^\/assets\/head\/custom-[0-9a-f]{8}\.js$/) } }]);
    expect(warningsOf(config).map((line) => line.split(' is not added')[0])).toEqual([
      'site-field-unsupported mkdocs.yml: `extra_javascript[0]`: "javascripts/mathjax.js"',
      'site-field-unsupported mkdocs.yml: `extra_javascript[1]`: "https://unpkg.com/mathjax@3/es5/tex-mml-chtml.js"',
      'site-field-unsupported mkdocs.yml: `extra_javascript[2]`: "https://unpkg.com/katex@0/dist/katex.min.js"',
    ]);
  });
});
