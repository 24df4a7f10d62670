// A VitePress page as VitePress shows it: headings' `{#id}` between the delimiters the site's config sets
// (`markdown.attrs`; Pinia and Vue Router write `%{#id}%`) are ids, never text, in the page, its title and the
// sidebar; and the first h1 titles the page wherever it stands (typedoc's API pages open with a breadcrumb line).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../../../cli/builder/build-site.js';
import { tempSite } from '../support/temp-site.js';

const CONFIG = `export default {
  title: 'Pinia',
  markdown: { attrs: { leftDelimiter: '%{', rightDelimiter: '}%' } },
  themeConfig: { sidebar: [{ text: 'Guide', items: [{ link: '/state' }, { link: '/api/acceptHMRUpdate' }] }] },
};
`;

async function built(files: Record<string, string>): Promise<(route: string) => string> {
  const root = tempSite({ 'docs/.vitepress/config.mts': CONFIG, 'docs/index.md': '# Pinia\n', ...files }, 'pinia');
  await buildSite({ root: path.join(root, 'docs'), out: path.join(root, 'out'), log: () => {}, cache: false });
  return (route) => readFileSync(path.join(root, 'out', route, 'index.html'), 'utf8');
}

describe('a VitePress site with its own attribute delimiters', { timeout: 30_000 }, () => {
  it('reads "%{#id}%" as the heading\'s id, shown nowhere as text', async () => {
    const page = await built({
      'docs/state.md': '# State %{#state}%\n\n## Resetting the state %{#resetting}%\n\nSee [resetting](#resetting).\n',
    });
    const html = page('state');
    expect(html).not.toContain('%{');
    expect(html).toContain('<title>State | Pinia</title>');
    expect(html).toMatch(/<h2 id="resetting">Resetting the state/);
    expect(page('')).toMatch(/<a[^>]*href="\/state\/?"[^>]*>State<\/a>/);
  });
});

describe("VitePress's first h1", { timeout: 30_000 }, () => {
  it('titles the page wherever it stands, kept where it is, with no second h1', async () => {
    const page = await built({
      'docs/api/acceptHMRUpdate.md': [
        '---',
        'editLink: false',
        '---',
        '',
        '[**API Documentation**](../index.md) • **Docs**',
        '',
        '***',
        '',
        '# Function: acceptHMRUpdate()',
        '',
        'Creates an _accept_ function.',
        '',
      ].join('\n'),
    });
    const html = page('api/acceptHMRUpdate');
    expect(html).toContain('<title>Function: acceptHMRUpdate() | Pinia</title>');
    expect(html.match(/<h1\b/g)).toHaveLength(1);
    expect(html.indexOf('API Documentation</strong>')).toBeLessThan(html.indexOf('<h1'));
    expect(page('')).toMatch(/>Function: acceptHMRUpdate\(\)<\/a>/);
  });
});
