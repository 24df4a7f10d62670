// The config's `components`: an import path pages write mapped to a React component of the site's own, so a site
// brought from Starlight replaces its `.astro` components one at a time.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../../../cli/builder/build-site.js';
import { tempSite } from '../support/temp-site.js';

const page = (title: string) =>
  [
    "import ReadMore from '~/components/ReadMore.astro';",
    "import Since from '~/components/Since.astro';",
    '',
    `# ${title}`,
    '',
    '<ReadMore>Read [the guide](/guide/).</ReadMore>',
    '',
    '<Since v="4.2" />',
    '',
  ].join('\n');

describe("the config's components", { timeout: 30_000 }, () => {
  it("renders the mapped import path with the site's React component on every page, the others standing in", async () => {
    const root = tempSite({
      'docsgen.config.ts': "export default { title: 'Docs', components: { '~/components/ReadMore.astro': './src/ReadMore.tsx' } };\n",
      'src/ReadMore.tsx':
        'import type { ReactNode } from \'react\';\nexport default function ReadMore({ children }: { children?: ReactNode }) {\n  return <aside className="read-more">{children}</aside>;\n}\n',
      'content/index.mdx': page('Docs'),
      'content/guide.mdx': page('Guide'),
    });
    const result = await buildSite({ root, log: () => {}, cache: false });
    for (const file of ['build/index.html', 'build/guide/index.html']) {
      const html = readFileSync(path.join(root, file), 'utf8');
      expect(html).toMatch(/<aside class="read-more">Read <a href="\/guide\/">the guide<\/a>\.<\/aside>/);
    }
    const codes = result.warnings
      .filter((warning) => warning.code !== 'no-url')
      .map((warning) => `${warning.code} ${warning.message.slice(0, 10)}`);
    expect(codes).toEqual(['astro-component <Since> ("']);
  });

  it('stops at the config, naming the field, when the file it names is not there', async () => {
    const root = tempSite({
      'docsgen.config.ts': "export default { components: { '~/components/ReadMore.astro': './src/ReadMor.tsx' } };\n",
      'content/index.mdx': page('Docs'),
    });
    await expect(buildSite({ root, log: () => {}, cache: false })).rejects.toMatchObject({
      code: 'config-missing-file',
      file: 'docsgen.config.ts',
      message: expect.stringContaining('components["~/components/ReadMore.astro"] names "./src/ReadMor.tsx"'),
      hint: expect.stringContaining('relative to the config file'),
    });
  });

  it('refuses a file outside the site folder', async () => {
    const root = tempSite({
      'docsgen.config.ts': "export default { components: { '~/components/ReadMore.astro': '../ReadMore.tsx' } };\n",
      '../ReadMore.tsx': 'export default () => null;\n',
      'content/index.mdx': page('Docs'),
    });
    await expect(buildSite({ root, log: () => {}, cache: false })).rejects.toMatchObject({ code: 'config-outside-site' });
  });
});
