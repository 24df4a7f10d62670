// MDX pages written for another generator (a Starlight, VitePress or Docusaurus site brought as it is): what the build
// machine does not have stands in with a warning, Vite's ?raw imports and HTML-style style attributes work.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../../../cli/builder/build-site.js';
import { tempSite } from '../support/temp-site.js';

describe('an MDX page importing what is not installed', () => {
  it('builds, its components showing their content, with one warning per import naming the line', async () => {
    const root = tempSite({
      'content/index.mdx': [
        "import { Tabs, TabItem } from '@example/tabs';",
        "import Video from 'react-lite-youtube-embed';",
        "import Hero from '../components/Hero.astro';",
        '',
        '# Docs',
        '',
        '<Tabs><TabItem label="npm">Run npm install.</TabItem><TabItem label="pnpm">Run pnpm add.</TabItem></Tabs>',
        '',
        '<Video id="x">Watch the talk.</Video>',
        '',
        '<Hero />',
        '',
      ].join('\n'),
      'components/Hero.astro': '---\n---\n<h1>Hero</h1>\n',
    });
    const result = await buildSite({ root, log: () => {}, cache: false });
    const html = readFileSync(path.join(root, 'build/index.html'), 'utf8');
    expect(html).toContain('Run npm install.');
    expect(html).toContain('Run pnpm add.');
    expect(html).toContain('Watch the talk.');
    const missing = result.warnings.filter((warning) => warning.code === 'mdx-import-missing');
    expect(missing.map(({ file, line }) => [file, line])).toEqual([
      ['content/index.mdx', 1],
      ['content/index.mdx', 2],
    ]);
    expect(missing[0]!.message).toContain('"@example/tabs", which is not installed here');
    const astro = result.warnings.filter((warning) => warning.code === 'astro-component');
    expect(astro.map(({ file, line }) => [file, line])).toEqual([['content/index.mdx', 3]]);
  });
});

describe("a site's own component of another framework", () => {
  it('is one warning for the whole build, naming it and how many pages use it, its content shown in its place', async () => {
    const page = (title: string, from: string) =>
      [
        `import ReadMore from '${from}';`,
        "import Chart from '../components/Chart.vue';",
        '',
        `# ${title}`,
        '',
        `<ReadMore>Read more about ${title}.</ReadMore>`,
        '',
      ].join('\n');
    const root = tempSite({
      'content/index.mdx': page('Docs', '../components/ReadMore.astro'),
      'content/a.mdx': page('A', '../components/ReadMore.astro'),
      'content/guide/b.mdx': page('B', '../../components/ReadMore.astro').replace('../components/Chart.vue', '../../components/Chart.vue'),
    });
    const result = await buildSite({ root, log: () => {}, cache: false });
    expect(readFileSync(path.join(root, 'build/guide/b/index.html'), 'utf8')).toContain('Read more about B.');
    const astro = result.warnings.filter((warning) => warning.code === 'astro-component');
    expect(astro).toHaveLength(1);
    expect(astro[0]!.message).toMatch(/^<ReadMore> \("[./]+\/components\/ReadMore\.astro"\) is used on 3 pages: an Astro component/);
    const vue = result.warnings.filter((warning) => warning.code === 'vue-component');
    expect(vue).toHaveLength(1);
    expect(vue[0]!.message).toContain('<Chart>');
    expect(vue[0]!.message).toContain('is used on 3 pages');
    expect(result.warnings.map((warning) => warning.code)).not.toContain('mdx-import-missing');
  });

  it("reads Vite's ?raw imports as the file's text, inside the site only", async () => {
    const root = tempSite({
      'content/index.mdx': "import config from '../examples/tsconfig.json?raw';\n\n# Docs\n\n<pre>{config}</pre>\n",
      'examples/tsconfig.json': '{ "strict": true }\n',
    });
    await buildSite({ root, log: () => {}, cache: false });
    expect(readFileSync(path.join(root, 'build/index.html'), 'utf8')).toContain('{ &quot;strict&quot;: true }');
    const outside = tempSite({ 'content/index.mdx': "import secret from '../../secret.txt?raw';\n\n# Docs\n\n{secret}\n" });
    writeFileSync(path.join(outside, '..', 'secret.txt'), 'token');
    await expect(buildSite({ root: outside, log: () => {}, cache: false })).rejects.toMatchObject({ code: 'mdx-import' });
  });
});

describe("a component's stylesheet", () => {
  it('keeps its data: URLs (an icon drawn in CSS), rather than standing them in as packages not installed', async () => {
    const root = tempSite({
      'content/index.mdx': "import { Mark } from '../components/Mark.jsx';\n\n# Docs\n\n<Mark />\n",
      'components/Mark.jsx': 'import \'./mark.css\';\nexport const Mark = () => <span className="mark">!</span>;\n',
      'components/mark.css': '.mark { background: url("data:image/svg+xml,<svg xmlns=\'http://www.w3.org/2000/svg\'/>"); }\n',
    });
    const result = await buildSite({ root, log: () => {}, cache: false });
    expect(result.warnings.map((warning) => warning.code)).not.toContain('mdx-import-missing');
    const assets = readdirSync(path.join(root, 'build/assets')).filter((name) => name.endsWith('.css'));
    const css = assets.map((name) => readFileSync(path.join(root, 'build/assets', name), 'utf8')).join('');
    expect(css).toContain('data:image/svg+xml');
  });
});

describe('an element styled as in HTML', () => {
  it('takes style="…" as a string, as Astro and MDX 1 pages write it', async () => {
    const root = tempSite({ 'content/index.mdx': '# Docs\n\n<span style="color: rebeccapurple; font-weight: 700">Hi</span>\n' });
    await buildSite({ root, log: () => {}, cache: false });
    expect(readFileSync(path.join(root, 'build/index.html'), 'utf8')).toContain(
      '<span style="color:rebeccapurple;font-weight:700">Hi</span>',
    );
  });
});
