// The warnings for imports that stood in: the same whatever order esbuild met them in (its resolving runs in parallel,
// so two builds of one site met a Starlight component's pages in different orders and named different pages).
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { missingImportWarnings } from '../../../cli/mdx/missing-import-warnings.js';
import type { MissingImport } from '../../../cli/mdx/missing-imports-plugin.js';
import type { ContentFile } from '../../../cli/sources/content-files.js';

const root = '/site';

/** A page of the content folder whose body imports `specifiers`, one a line after a blank first line. */
function page(file: string, specifiers: string[]): ContentFile {
  const body = `\n${specifiers.map((specifier, i) => `import C${i} from '${specifier}';`).join('\n')}\n`;
  return { id: file, file, route: `/${file}`, frontMatter: { tags: [] }, body, bodyStartLine: 1, hash: file };
}

const files = [
  page('docs/cards.mdx', ['~/components/preview.astro', 'left-pad']),
  page('docs/badges.mdx', ['~/components/preview.astro']),
  page('docs/tabs.mdx', ['~/components/preview.astro', '@theme/Tabs']),
];
const uses: MissingImport[] = [
  { specifier: '~/components/preview.astro', importer: path.join(root, 'docs/cards.mdx') },
  { specifier: 'left-pad', importer: path.join(root, 'docs/cards.mdx') },
  { specifier: '~/components/preview.astro', importer: path.join(root, 'docs/badges.mdx') },
  { specifier: '@theme/Tabs', importer: path.join(root, 'docs/tabs.mdx') },
  { specifier: '~/components/preview.astro', importer: path.join(root, 'docs/tabs.mdx') },
];

describe('missingImportWarnings', () => {
  it('names a component once, at its first use by path, with its page count, whatever order the uses came in', () => {
    const warnings = missingImportWarnings(uses, { root, files, indexes: [0, 1, 2] });
    expect(warnings.map(({ code, file, line }) => `${code} ${file}:${line}`)).toEqual([
      'mdx-import-missing docs/cards.mdx:3',
      'mdx-import-missing docs/tabs.mdx:3',
      'astro-component docs/badges.mdx:2',
    ]);
    expect(warnings.at(-1)!.message).toMatch(/^<preview> \("~\/components\/preview\.astro"\) is used on 3 pages: an Astro component/);
    for (const order of [[...uses].reverse(), [uses[2]!, uses[4]!, uses[0]!, uses[3]!, uses[1]!]])
      expect(missingImportWarnings(order, { root, files, indexes: [0, 1, 2] })).toEqual(warnings);
  });
});
