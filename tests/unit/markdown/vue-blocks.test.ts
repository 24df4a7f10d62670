// A VitePress page's Vue parts: its <script setup> and <style scoped> blocks are left out (a browser would run the
// script and fail on its imports), its components' content is kept, and each is one warning naming the line.
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../../cli/markdown/pipeline.js';

const PAGE = [
  '<script setup>',
  "import { VPTeamMembers } from 'vitepress/theme'",
  "const members = [{ name: 'Evan' }]",
  '</script>',
  '',
  '# Team',
  '',
  '<VPTeamMembers size="small" :members="members" />',
  '',
  'Say hello.',
  '',
  '<style scoped>',
  '.team { color: red }',
  '</style>',
  '',
  '<script>',
  'window.plain = true',
  '</script>',
  '',
].join('\n');

describe('Vue in a Markdown page', () => {
  it('leaves out the Vue blocks, keeps plain scripts, and warns once per block and component, at its line', () => {
    const result = renderMarkdown(PAGE);
    expect(result.html).not.toContain('VPTeamMembers }');
    expect(result.html).not.toContain('.team { color: red }');
    expect(result.html).toContain('Say hello.');
    expect(result.html).toContain('window.plain = true');
    expect(result.warnings?.map(({ code, line }) => [code, line])).toEqual([
      ['vue-component', 1],
      ['component-tag', 8],
      ['vue-component', 12],
    ]);
    expect(result.warnings?.[1]?.message).toBe(
      "<VPTeamMembers> is a component (VitePress's Vue, an mdBook preprocessor's tag), which docsgen does not render: what is written inside it is shown as is",
    );
  });

  it("draws VitePress's <Badge> as a badge, in both its forms, and leaves out a self-closing component that would swallow the text after it", () => {
    const { html, warnings } = renderMarkdown(
      [
        'Intro.',
        '',
        '## useData <Badge type="info" text="composable" />',
        '',
        'Since <Badge type="warning">v2</Badge> and <Badge text="new" />.',
        '',
        'Option <NonInheritBadge /> is kept apart.',
        '',
      ].join('\n'),
    );
    // VitePress's own markup: the text in a coloured label (info, tip — the default —, warning, danger).
    expect(html).toContain('useData <span class="dg-badge dg-badge--info">composable</span>');
    expect(html).toContain('Since <span class="dg-badge dg-badge--warning">v2</span> and <span class="dg-badge dg-badge--tip">new</span>.');
    expect(html).toContain('<p>Option  is kept apart.</p>');
    expect(html).not.toMatch(/<Badge|NonInheritBadge/);
    expect(warnings?.map(({ code, message }) => [code, message.slice(0, 18)])).toEqual([['component-tag', '<NonInheritBadge> ']]);
  });
});
