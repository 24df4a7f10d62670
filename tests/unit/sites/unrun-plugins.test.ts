// The remark and rehype plugins a Docusaurus or Starlight config hands its Markdown are functions docsgen does not run:
// each is warned of by its field and its name (Redux's linkDocblocks and transpileCodeblocks from a package that is
// not installed, Jest's npm2yarn by require, a function of the config's own), and math is left to `markdown.math`.
import { describe, expect, it } from 'vitest';
import type { ResolvedConfig } from '../../../cli/config/schema.js';
import { readSite } from '../../../cli/sites/read-site.js';
import { tempSite } from '../support/temp-site.js';

const unsupported = (config: ResolvedConfig): string[] =>
  (config.site?.warnings ?? [])
    .filter((warning) => warning.code === 'site-field-unsupported')
    .map((warning) => `${warning.file}: ${warning.message}`);

const NOT_RUN = (kind: string) =>
  `is not run: docsgen runs the plugins its own config names by package or path (\`markdown.${kind}Plugins: [['${kind}-foo', options]]\` in a docsgen.config.ts beside the site), so what it adds to pages is missing`;

describe('Markdown plugins of another generator’s config', () => {
  it('names each Docusaurus plugin by field and function, as Redux and Jest write them', async () => {
    const root = tempSite({
      'docs/intro.md': '# Intro\n',
      'src/pages/index.md': '# Home\n',
      'docusaurus.config.js': `import { linkDocblocks, transpileCodeblocks } from 'remark-typescript-tools';
import remarkMath from 'remark-math';
function rehypeOwn() { return () => {}; }
export default {
  title: 'T',
  presets: [['classic', {
    docs: {
      remarkPlugins: [[linkDocblocks, { extractorSettings: {} }], [transpileCodeblocks, {}], remarkMath, [require('@docusaurus/remark-plugin-npm2yarn'), { sync: true }]],
      beforeDefaultRemarkPlugins: [require('docusaurus-remark-plugin-tab-blocks').default],
      rehypePlugins: [rehypeOwn],
    },
    pages: { remarkPlugins: [[require('@docusaurus/remark-plugin-npm2yarn'), { sync: true }]] },
  }]],
};\n`,
    });
    const config = await readSite(root);
    expect(unsupported(config)).toEqual([
      `docusaurus.config.js: \`docs.beforeDefaultRemarkPlugins[0]\`: the remark plugin docusaurus-remark-plugin-tab-blocks ${NOT_RUN('remark')}`,
      `docusaurus.config.js: \`docs.remarkPlugins[0]\`: the remark plugin linkDocblocks from remark-typescript-tools ${NOT_RUN('remark')}`,
      `docusaurus.config.js: \`docs.remarkPlugins[1]\`: the remark plugin transpileCodeblocks from remark-typescript-tools ${NOT_RUN('remark')}`,
      `docusaurus.config.js: \`docs.remarkPlugins[3]\`: the remark plugin @docusaurus/remark-plugin-npm2yarn ${NOT_RUN('remark')}`,
      `docusaurus.config.js: \`docs.rehypePlugins[0]\`: the rehype plugin rehypeOwn ${NOT_RUN('rehype')}`,
      `docusaurus.config.js: \`pages.remarkPlugins[0]\`: the remark plugin @docusaurus/remark-plugin-npm2yarn ${NOT_RUN('remark')}`,
    ]);
    // What was read of the site is no docsgen plugin list.
    expect(config.markdownPlugins).toBeUndefined();
  });

  it('names each plugin of an Astro config’s markdown field', async () => {
    const root = tempSite({
      'astro.config.mjs': `import starlight from '@astrojs/starlight';
import remarkToc from 'remark-toc';
export default {
  integrations: [starlight({ title: 'Docs' })],
  markdown: { remarkPlugins: [[remarkToc, { heading: 'contents' }]], rehypePlugins: [function rehypeMine() { return () => {}; }] },
};\n`,
      'src/content/docs/index.md': '---\ntitle: Home\n---\n\nText.\n',
    });
    const config = await readSite(root);
    expect(unsupported(config)).toEqual([
      `astro.config.mjs: \`markdown.remarkPlugins[0]\`: the remark plugin remark-toc ${NOT_RUN('remark')}`,
      `astro.config.mjs: \`markdown.rehypePlugins[0]\`: the rehype plugin rehypeMine ${NOT_RUN('rehype')}`,
    ]);
  });
});
