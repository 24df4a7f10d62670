// A config that is code reads its own files as Astro's Vite would: a file named with a dot ("./astro.sidebar", the
// sidebar of withastro/docs) is the config's own TypeScript, not a stylesheet, an import without extension finds a
// `.mjs` file, and `import.meta.glob` (Vite's) lists no files here, with a warning, instead of stopping the build.
import { describe, expect, it } from 'vitest';
import { evaluateCodeConfig } from '../../../cli/sites/evaluate-code-config.js';
import { tempSite } from '../support/temp-site.js';

const own = (name: string) => name === 'astro' || name.startsWith('astro/') || name.startsWith('@astrojs/');

describe('a code config’s own imports', () => {
  it('reads "./astro.sidebar" as astro.sidebar.ts, "./more" as more.mjs, and a helper that calls import.meta.glob', async () => {
    const root = tempSite({
      'astro.config.mjs': [
        "import starlight from '@astrojs/starlight';",
        "import { sidebar } from './astro.sidebar';",
        "import './src/styles.css';",
        'export default { integrations: [starlight({ title: "Docs", sidebar })] };',
      ].join('\n'),
      'astro.sidebar.ts':
        "import { group } from './config/sidebar';\nimport { more } from './more';\nexport const sidebar = [group('guides', { items: ['intro', ...more] })];\n",
      // Vite finds "./more" as more.mjs, which esbuild would not try.
      'more.mjs': "export const more = ['outro'];\n",
      'config/sidebar.ts': [
        "const labels: Record<string, string> = { guides: 'Guides' };",
        "const all = import.meta.glob<{ default: Record<string, string> }>('../nav/*.ts', { eager: true });",
        'export function group(key: string, rest: object) {',
        '  return { label: labels[key], translations: Object.keys(all), ...rest };',
        '}',
      ].join('\n'),
      'src/styles.css': 'body { color: red; }\n',
    });
    const { value, warnings } = await evaluateCodeConfig(root, 'astro.config.mjs', { own });
    const starlight = (value as { integrations: Array<{ $args: unknown[] }> }).integrations[0]!;
    expect(starlight.$args[0]).toEqual({ title: 'Docs', sidebar: [{ label: 'Guides', translations: [], items: ['intro', 'outro'] }] });
    expect(warnings).toEqual([
      {
        code: 'site-import-missing',
        file: 'config/sidebar.ts',
        message:
          "it lists files with import.meta.glob('../nav/*.ts'), Vite's, which docsgen does not run: what the config takes from them is not read",
      },
    ]);
  });
});

describe('defineConfig standing in', () => {
  it('gives its argument back, as VitePress’s does, so a config spreading a shared one (Pinia’s) gets its fields', async () => {
    const root = tempSite({
      '.vitepress/config/shared.ts':
        "import { defineConfig } from 'vitepress';\nexport const shared = defineConfig({ title: 'Pinia', markdown: { attrs: { leftDelimiter: '%{' } } });\n",
      '.vitepress/config/index.ts':
        "import { defineConfig } from 'vitepress';\nimport { shared } from './shared';\nexport default defineConfig({ ...shared, description: 'Store' });\n",
    });
    const vitepress = (name: string) => name === 'vitepress';
    const { value } = await evaluateCodeConfig(root, '.vitepress/config/index.ts', { own: vitepress });
    expect(value).toEqual({ title: 'Pinia', markdown: { attrs: { leftDelimiter: '%{' } }, description: 'Store' });
  });
});
