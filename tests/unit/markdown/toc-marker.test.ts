// VitePress's [[toc]]: the page's h2 and h3 headings listed where the marker stands, as nested links.
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../../cli/markdown/pipeline.js';
import { EN_STRINGS } from '../../../shared/i18n/strings.en.js';

describe('[[toc]]', () => {
  it('becomes the table of contents of the h2 and h3 headings, and is never shown as text', () => {
    const { html } = renderMarkdown('# Guide\n\n[[toc]]\n\n## Install\n\n### With npm\n\n## Use\n', { baseUrl: '/', strings: EN_STRINGS });
    expect(html).not.toContain('[[toc]]');
    expect(html).toContain(
      '<nav class="dg-toc-inline" aria-label="On this page"><ul><li><a href="#install">Install</a><ul><li><a href="#with-npm">With npm</a></li></ul></li><li><a href="#use">Use</a></li></ul></nav>',
    );
  });

  it('leaves [[toc]] in running text or code alone', () => {
    const { html } = renderMarkdown('See `[[toc]]` and write [[toc]] on its own line.\n');
    expect(html).toContain('<code>[[toc]]</code>');
  });
});
