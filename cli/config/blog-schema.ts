// The config's `blog` (docs/design/blog.md §2): a folder of dated posts published beside the docs, with their list,
// tag, author and archive pages and their feeds. Its defaults are Docusaurus's blog plugin's, so a `blog/` folder
// written for Docusaurus is read as it was; the MkDocs reader sets the fields Material's blog plugin differs in.
import { z } from 'zod';

/** Files of the blog folder that are no post, as Docusaurus leaves them out: partials and their folders. */
export const DEFAULT_BLOG_EXCLUDE = ['**/_*.{md,mdx}', '**/_*/**'];

/** The markers a post's part shown in the lists ends at, as Docusaurus writes them (any spaces inside match). */
export const DEFAULT_TRUNCATE_MARKERS = ['<!-- truncate -->', '{/* truncate */}'];

/** A part of a route: no slash at either end, no space, query or hash. */
const ROUTE_PART = /^[^\s/?#]+(?:\/[^\s/?#]+)*$/;

const routePart = (description: string, fallback: string) =>
  z
    .string()
    .regex(ROUTE_PART, { message: 'a part of a route such as "tags", without slashes at its ends' })
    .default(fallback)
    .meta({ description, allowed: 'a part of a route such as "tags"' });

export const blogSchema = z
  .strictObject({
    dir: z
      .string()
      .min(1)
      .default('blog')
      .meta({ description: 'The folder of posts, relative to the site root.', allowed: 'a folder path' }),
    route: z.string().default('/blog').meta({
      description: "The blog's route: its list of posts, and the route every post, list and feed is published under.",
      allowed: 'a route such as "/blog"',
    }),
    title: z.string().min(1).default('Blog').meta({ description: "The list's heading, the feeds' title and the search results' group." }),
    description: z.string().default('Blog').meta({ description: "The list's description, in its head and in the feeds." }),
    postRoute: z.enum(['file', 'date-title']).default('file').meta({
      description:
        'How a post\'s route is made: `"file"` (Docusaurus\'s rule: `2024-01-02-hello.md` and `2024-01-02-hello/index.md` → `/blog/2024/01/02/hello`, a name without a date → its path) or `"date-title"` (MkDocs Material\'s: `/blog/2024/01/02/<the title as a slug>`); a front-matter `slug` replaces what follows the blog\'s route with `"file"` (`slug: hello` → `/blog/hello`, as Docusaurus does) and the title\'s slug with `"date-title"`.',
    }),
    postsDir: z.string().min(1).optional().meta({
      description:
        "Only the files of this folder (relative to `dir`) are posts, as MkDocs Material's `blog/posts/`; the blog folder's `index.md` then heads the list.",
      defaultText: 'every file of `dir`',
    }),
    exclude: z
      .array(z.string().min(1))
      .default(() => [...DEFAULT_BLOG_EXCLUDE])
      .meta({ description: 'Files of the folder that are no post: glob patterns relative to it.', allowed: 'glob patterns' }),
    postsPerPage: z
      .union([z.number().int().positive(), z.literal('all')])
      .default(10)
      .meta({ description: 'Posts on each page of a list (`"all"`: one page).', allowed: 'a whole number above 0, or "all"' }),
    sort: z.enum(['newest', 'oldest']).default('newest').meta({ description: "The lists' order by date." }),
    truncateMarkers: z
      .array(z.string().min(1))
      .default(() => [...DEFAULT_TRUNCATE_MARKERS])
      .meta({
        description:
          'A post\'s part shown in the lists ends at the first of these (an HTML comment or an MDX comment, any spaces inside); a post without one is shown whole, with no "Read more".',
        allowed: 'HTML or MDX comments',
      }),
    untruncatedWords: z
      .union([z.number().int().nonnegative(), z.literal(false)])
      .default(300)
      .meta({
        description:
          'A post longer than this many words with no truncation marker is warned of (`blog-untruncated`): the lists show all of it. `0` warns of every post without one (Docusaurus), `false` of none.',
        allowed: 'a whole number, or false',
      }),
    readingTime: z
      .union([
        z.literal(false),
        z.strictObject({
          wordsPerMinute: z
            .number()
            .int()
            .positive()
            .default(200)
            .meta({ description: 'Words read a minute (Docusaurus counts 200, MkDocs Material 265).' }),
        }),
      ])
      .default(() => ({ wordsPerMinute: 200 }))
      .meta({ description: 'Shows each post\'s reading time ("5 min read"), at this many words a minute; `false` shows none.' }),
    authorsFile: z.string().min(1).default('authors.yml').meta({
      description:
        "The authors posts name by key, relative to `dir` (YAML or JSON): Docusaurus's `authors.yml` (`key: { name, title, url, image_url, socials }`) or MkDocs Material's `.authors.yml` (`authors: { key: { name, description, avatar, url } }`). Optional.",
      allowed: 'a file path',
    }),
    authorPages: z.boolean().default(true).meta({
      description: 'Each author of the authors file with a listed post gets a page of their posts, and the blog a page of its authors.',
    }),
    tagsFile: z.string().min(1).default('tags.yml').meta({
      description:
        "The tags posts may use, relative to `dir` (`key: { label, description }`, Docusaurus's `tags.yml`); when it exists, a tag not in it is warned of. Optional.",
      allowed: 'a file path',
    }),
    tagsRoute: routePart("Where the tag pages are, under the blog's route.", 'tags'),
    authorsRoute: routePart("Where the author pages are, under the blog's route.", 'authors'),
    pageRoute: routePart("Where a list's later pages are, under its route (`/blog/page/2`).", 'page'),
    archive: z
      .union([
        z.literal(false),
        z.strictObject({
          route: routePart("The archive's route, under the blog's.", 'archive'),
          years: z
            .boolean()
            .default(false)
            .meta({ description: 'A list page for each year too (`/blog/archive/2024`), as MkDocs Material has them.' }),
        }),
      ])
      .default(() => ({ route: 'archive', years: false }))
      .meta({ description: 'Every listed post by year, titles and dates only; `false`: no archive.' }),
    sidebar: z
      .strictObject({
        title: z
          .string()
          .min(1)
          .optional()
          .meta({ description: "The sidebar's title.", defaultText: 'the interface string "Recent posts"' }),
        count: z
          .union([z.number().int().nonnegative(), z.literal('all')])
          .default(5)
          .meta({
            description: 'How many of the newest posts it lists (`0`: no sidebar, `"all"`: every one).',
            allowed: 'a whole number, or "all"',
          }),
      })
      .default(() => ({ count: 5 }))
      .meta({ description: "The sidebar of the blog's pages: its newest posts." }),
    feeds: z
      .union([
        z.literal(false),
        z.strictObject({
          types: z
            .array(z.enum(['rss', 'atom', 'json']))
            .min(1)
            .default(() => ['rss' as const, 'atom' as const])
            .meta({
              description: "Which feeds: `rss.xml` (RSS 2.0), `atom.xml` (Atom) and `feed.json` (JSON Feed 1.1), under the blog's route.",
            }),
          limit: z.number().int().positive().default(20).meta({ description: 'The newest posts each feed holds, whole.' }),
          copyright: z.string().optional().meta({ description: "The feeds' copyright line.", defaultText: "the footer's" }),
        }),
      ])
      .default(() => ({ types: ['rss' as const, 'atom' as const], limit: 20 }))
      .meta({
        description:
          "The blog's feeds, linked from every blog page's head; they need the site's `url` (links in feeds are absolute). `false`: none.",
      }),
    editUrl: z
      .union([z.string(), z.literal(false)])
      .optional()
      .meta({
        description:
          "The posts' \"edit this page\" links: this URL and the post's path from the site root, when not the site's `editUrl` (Docusaurus's blog `editUrl`); `false`: none.",
        defaultText: "the site's `editUrl`",
      }),
  })
  .optional()
  .meta({
    description:
      'A blog beside the docs, as Docusaurus\'s `blog/`: dated posts (`2024-01-02-hello.md`, or a folder with `index.md`) with authors, tags, a "Read more" cut, pages of ten, tag, author and archive pages, RSS, Atom and JSON feeds and a sidebar of recent posts. `blog: {}` is a blog with the defaults.',
    defaultText: 'none',
  });

export type ParsedBlog = NonNullable<z.output<typeof blogSchema>>;

/** The config's `blog` as the build reads it: its folders absolute, its routes whole. */
export interface ResolvedBlog extends Omit<ParsedBlog, 'dir' | 'postsDir' | 'authorsFile' | 'tagsFile' | 'route'> {
  /** The blog folder, absolute. */
  dir: string;
  /** The posts' folder, absolute: `dir`, or `dir`/`postsDir`. */
  postsDir: string;
  /** The authors and tags files, absolute (they may not exist). */
  authorsFile: string;
  tagsFile: string;
  /** The list's route, normalized ("/blog"). */
  route: string;
}
