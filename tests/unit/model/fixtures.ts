import type { ResolvedConfig } from '../../../cli/config/schema.js';
import type { MarkdownResult } from '../../../cli/markdown/pipeline.js';
import { renderMarkdown } from '../../../cli/markdown/pipeline.js';
import type { ContentFile } from '../../../cli/sources/content-files.js';
import { parseFrontMatter } from '../../../cli/sources/front-matter.js';
import { docIdFor, routeFor } from '../../../cli/routes/content-routes.js';

/** Content files from in-memory Markdown, as the sources step would read them. */
export function contentFiles(files: Record<string, string>): { files: ContentFile[]; markdown: MarkdownResult[] } {
  const list = Object.entries(files).map(([rel, raw]) => {
    const { frontMatter, body, bodyStartLine } = parseFrontMatter(raw, `content/${rel}`);
    const id = docIdFor(rel);
    return { id, file: `content/${rel}`, route: routeFor(id, frontMatter.slug), frontMatter, body, bodyStartLine, hash: rel };
  });
  return { files: list, markdown: list.map((file) => renderMarkdown(file.body)) };
}

export function config(overrides: Partial<ResolvedConfig> = {}): ResolvedConfig {
  return {
    root: '/site',
    title: 'Site',
    tagline: 'Um site.',
    productName: 'Site',
    url: 'https://docs.example.com',
    baseUrl: '/',
    contentDir: '/site/content',
    staticDir: '/site/static',
    navbar: [],
    footer: { copyright: 'Copyright © 2024' },
    tags: {},
    ...overrides,
  };
}

export const fm = (fields: Record<string, unknown>, body = 'Texto.\n'): string =>
  `---\n${Object.entries(fields)
    .map(([k, v]) => `${k}: ${JSON.stringify(v)}`)
    .join('\n')}\n---\n${body}`;
