// Hand-made blog posts as the sources and Markdown stages hand them to the model: ContentFiles with `blog`
// (sources/blog-posts.ts's part) and MarkdownResults with `summary` (the excerpt step's part).
import { blogSchema, type ParsedBlog, type ResolvedBlog } from '../../../cli/config/blog-schema.js';
import type { ResolvedConfig } from '../../../cli/config/schema.js';
import type { MarkdownResult } from '../../../cli/markdown/markdown-result.js';
import { renderMarkdown } from '../../../cli/markdown/pipeline.js';
import type { BlogSource } from '../../../cli/sources/blog-source.js';
import type { ContentFile } from '../../../cli/sources/content-files.js';
import { parseFrontMatter } from '../../../cli/sources/front-matter.js';
import type { BlogAuthor } from '../../../shared/model/blog.js';
import { config } from './fixtures.js';

/** The config's `blog` resolved, with the defaults but for `overrides`, its folders under /site/blog. */
export function blogConfig(overrides: Partial<ParsedBlog> = {}): ResolvedBlog {
  const parsed = blogSchema.parse({})!;
  return {
    ...parsed,
    ...overrides,
    dir: '/site/blog',
    postsDir: '/site/blog',
    authorsFile: '/site/blog/authors.yml',
    tagsFile: '/site/blog/tags.yml',
    route: '/blog',
  };
}

/** The site's config with a blog. */
export function blogSiteConfig(blog: Partial<ParsedBlog> = {}, overrides: Partial<ResolvedConfig> = {}): ResolvedConfig {
  return config({ blog: blogConfig(blog), ...overrides });
}

export type PostSpec = {
  /** The file's name under blog/ without ".md"; the route is /blog/<name>. */
  name: string;
  date: string;
  title?: string;
  tags?: string[];
  authors?: BlogAuthor[];
  body?: string;
  /** The summary's HTML (default: the body's first paragraph) and whether the post goes on after it. */
  summary?: { html: string; truncated: boolean };
  words?: number;
} & Partial<Pick<BlogSource, 'unlisted' | 'draft' | 'readingTime' | 'updated' | 'tagLabels' | 'image'>>;

/** One post's file and Markdown. */
export function post(spec: PostSpec): { file: ContentFile; markdown: MarkdownResult } {
  const { name, date, title = name, tags = [], authors = [], body = `Texto de ${name}.\n`, summary, words = 50, ...flags } = spec;
  const parsed = parseFrontMatter(`---\ntitle: ${JSON.stringify(title)}\ntags: ${JSON.stringify(tags)}\n---\n${body}`, `blog/${name}.md`);
  const file: ContentFile = {
    id: `blog/${name}`,
    file: `blog/${name}.md`,
    route: `/blog/${name}`,
    frontMatter: parsed.frontMatter,
    body: parsed.body,
    bodyStartLine: parsed.bodyStartLine,
    hash: name,
    blog: { blog: '/blog', date, authors, words, ...flags },
  };
  const markdown = renderMarkdown(parsed.body, undefined, { frontMatterTitle: title });
  return { file, markdown: { ...markdown, summary: summary ?? { html: markdown.html, truncated: false } } };
}

/** Several posts, as `files` and `markdown` of a ModelInput. */
export function posts(specs: PostSpec[]): { files: ContentFile[]; markdown: MarkdownResult[] } {
  const made = specs.map(post);
  return { files: made.map((one) => one.file), markdown: made.map((one) => one.markdown) };
}

/** The ISO instant of day `day` (1-based) of a year, at noon UTC. */
export function dayOf(year: number, day: number): string {
  return new Date(Date.UTC(year, 0, day, 12)).toISOString();
}
