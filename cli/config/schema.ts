// The shape of docsgen.config.ts, in one place: each field's type, check, default and a line on what it does. The
// types below come from it, the loader checks configs with it (config-error.ts words its complaints), and the README's
// config reference is generated from it (config-reference.ts).
import { z } from 'zod';
import type { BuildWarning } from '../errors/docsgen-error.js';
import { DEFAULT_LOCALE, LOCALES, type Locale, type UiStrings } from '../../shared/i18n/locales.js';
import type { StringsOverride } from '../../shared/i18n/merge-strings.js';
import { PT_STRINGS } from '../../shared/i18n/strings.pt.js';
import type { AlgoliaSearchSettings } from '../../shared/model/search.js';
import type { HeadTag } from '../../shared/model/site.js';
import type { HeadFile } from './resolve-head.js';
import { searchSchema } from './search-config.js';
import { sidebar, type sidebarItem } from './sidebar-schema.js';
import type { ResolvedVersion } from './resolve-versions.js';
import { stringsSchema } from './strings-schema.js';
import { versionsSchema } from './versions-schema.js';
import { footerColumn, navbarItem } from './link-schemas.js';
import { localesSchema } from './locales-schema.js';
import type { MarkdownPlugins } from './markdown-plugins.js';
import { rehypePluginsSchema, remarkPluginsSchema } from './markdown-plugins-schema.js';
import { themeSchema } from './theme-schema.js';
import { redirectsSchema } from './redirects-schema.js';
import { blogSchema, type ResolvedBlog } from './blog-schema.js';
import type { BrandColours } from './brand-colours.js';
import { headSchema } from './head-schema.js';
import { DEFAULT_PRECOMPRESS } from '../http/compression.js';
import type { ResolvedLocale } from './resolve-locales.js';

/** Where the API reference lives when the config does not say, also for the spec found under openapi/. */
export const DEFAULT_API_ROUTE = '/api';

/**
 * The largest page, with what it pastes in: a 20 MB page took 15 s and 1.2 GB to build; real pages are far smaller
 * (no `.md` file of the rust book, Vite, Jest or tldr-pages passes 300 KB). docs/limits.md lists every limit.
 */
export const DEFAULT_MAX_PAGE_BYTES = 10_000_000;

/** Files of a pages folder that are no page, as Docusaurus leaves them out: partials, helpers and tests. */
export const DEFAULT_PAGES_EXCLUDE = ['**/_*.{js,jsx,ts,tsx,md,mdx}', '**/_*/**', '**/*.test.{js,jsx,ts,tsx}', '**/__tests__/**'] as const;

const fileUnderStatic = (description: string) => z.string().min(1).meta({ description, allowed: 'a file path under staticDir' });

/** The icons social links may show. */
export const SOCIAL_ICONS = [
  'github',
  'gitlab',
  'bitbucket',
  'discord',
  'slack',
  'x',
  'twitter',
  'mastodon',
  'bluesky',
  'linkedin',
  'youtube',
  'facebook',
  'instagram',
  'stackoverflow',
  'npm',
  'rss',
] as const;

/** docsgen.config.ts's default export. Every field is optional. */
export const configSchema = z.strictObject({
  title: z.string().optional().meta({
    description: 'Site title, shown in the navbar and in every `<title>`.',
    defaultText: "the site folder's name",
  }),
  tagline: z.string().default('').meta({ description: 'One sentence about the site: the description of pages that have none.' }),
  productName: z.string().optional().meta({
    description: 'The product\'s name ("Coins"), available to content and templates.',
    defaultText: 'the title',
  }),
  url: z
    .string()
    .regex(/^https?:\/\/[^/]+/)
    .default('')
    .meta({
      description: 'Public origin of the site: canonical links, OpenGraph URLs and `sitemap.xml`.',
      allowed: 'an absolute http(s) URL such as "https://docs.example.com"',
      defaultText: 'none (warned)',
    }),
  baseUrl: z.string().default('/').meta({
    description: 'Path the site is served under; prefixes every link docsgen generates.',
    allowed: 'a path such as "/" or "/docs/"',
  }),
  contentDir: z.string().default('content').meta({
    description: 'Folder of Markdown pages, relative to the site root.',
    allowed: 'a folder path',
  }),
  staticDir: z.string().default('static').meta({
    description: 'Folder copied as-is to the output root (images, favicon).',
    allowed: 'a folder path',
  }),
  contentRoute: z.string().default('/').meta({
    description:
      'Route the content folder\'s pages are published under: `"/docs"` publishes `intro.md` at `/docs/intro` (Docusaurus\'s `routeBasePath`); a `slug` starting with `/` starts there too.',
    allowed: 'a route such as "/" or "/docs"',
  }),
  exclude: z
    .array(z.string().min(1))
    .default(() => [])
    .meta({
      description:
        'Files of the content folder that are not pages: glob patterns relative to it (`"**/_*.md"`, `"drafts/**"`), as VitePress\'s `srcExclude`.',
      allowed: 'glob patterns',
    }),
  numberPrefixes: z.boolean().default(false).meta({
    description:
      'Number prefixes of pages and folders (`01-intro.md`, `02-guides/`) give their place in generated sidebars and are left out of doc ids and routes (`guides/intro`, `/guides/intro`), as Docusaurus reads them; a name that starts like a date or a version (`2024-05-notes.md`, `1.2-notes.md`) keeps its numbers.',
  }),
  folderNamedPages: z.boolean().default(false).meta({
    description:
      "A page named as its folder (`guides/guides.md`) is the folder's page, published at `/guides` as `guides/index.md` would be (Docusaurus's convention).",
  }),
  pages: z
    .strictObject({
      dir: z.string().min(1).meta({ description: 'The folder, relative to the site root.', allowed: 'a folder path' }),
      route: z.string().default('/').meta({ description: 'The route its files are published under.', allowed: 'a route such as "/"' }),
      exclude: z
        .array(z.string().min(1))
        .default(() => [...DEFAULT_PAGES_EXCLUDE])
        .meta({ description: 'Files of the folder that are not pages: glob patterns relative to it.', allowed: 'glob patterns' }),
      css: z
        .array(z.string().min(1))
        .default(() => [])
        .meta({
          description:
            "Stylesheets of the site's own, relative to the site root, that its React pages link after docsgen's (Docusaurus's theme `customCss`).",
          allowed: 'file paths',
        }),
    })
    .optional()
    .meta({
      description:
        "A folder of pages that stand alone, as Docusaurus's `src/pages/`: Markdown, MDX and React components (`.js`, `.jsx`, `.ts`, `.tsx`, whose default export is the page), each published at its path (`help.md` → `/help`, `index.js` → `/`), in no sidebar; files and folders whose name starts with `_`, tests and `__tests__` are left out.",
      defaultText: 'none',
    }),
  siteConfig: z.record(z.string(), z.unknown()).optional().meta({
    description:
      "What React pages and components read as the site's config (Docusaurus's `useDocusaurusContext().siteConfig`: `customFields`, `themeConfig`…); `title`, `tagline`, `url` and `baseUrl` are the site's own.",
    defaultText: 'none',
  }),
  htmlAliases: z.boolean().default(false).meta({
    description:
      'Every page also answers at `<route>.html` (`/guide/intro.html`), the URLs mdBook, MkDocs without directory URLs and VitePress without `cleanUrls` publish: a small page there sends readers on to the page, its `#anchor` kept, so links to the old URLs still land.',
  }),
  redirects: redirectsSchema,
  blog: blogSchema,
  routeStyle: z.enum(['path', 'astro']).default('path').meta({
    description:
      'How a page\'s route is made from its file: `"path"` (its path under the content folder as written, `guides/Intro Page.md` → `/guides/Intro Page`; a front-matter `slug` is relative to the page\'s folder unless it starts with `/`) or `"astro"` (as Astro\'s content collections and Starlight make it: each part of the path made a slug as GitHub makes heading ids, `guides/Intro Page.md` → `/guides/intro-page`, and a `slug` is the whole route from the content folder, `slug: custom/path` → `/custom/path`).',
  }),
  logo: z
    .strictObject({
      src: fileUnderStatic('The image, a file under `staticDir` (checked).'),
      srcDark: fileUnderStatic('The image shown in dark mode, a file under `staticDir` (checked).').optional(),
      alt: z.string().optional().meta({ description: 'Its text alternative.', defaultText: 'the title' }),
    })
    .optional()
    .meta({ description: "The navbar's logo." }),
  theme: themeSchema,
  head: headSchema,
  favicon: fileUnderStatic('The favicon, a file under `staticDir` (checked).').optional(),
  editUrl: z
    .string()
    .regex(/^https?:\/\/[^/]+/)
    .optional()
    .meta({
      description:
        'Gives every Markdown page an "Editar esta página" link to its source: this URL followed by the file\'s path from the site root (Docusaurus), or with `:path` replaced by its path in the content folder (VitePress).',
      allowed:
        'an absolute http(s) URL, such as "https://github.com/org/repo/edit/main/" or "https://github.com/org/repo/edit/main/docs/:path"',
      defaultText: 'none (no link)',
    }),
  lastUpdated: z.boolean().default(false).meta({
    description:
      'Shows "Atualizado em 5 de março de 2024" under every Markdown page: the date (in UTC, written in the site\'s `locale`) of the last commit of its file, read with one `git log` for the whole site (`docsgen dev` reads it again at its first rebuild after a commit). As in VitePress and Docusaurus, a file edited since shows its last commit\'s date; a file never committed, or a site outside a git repository or built without git, gets no date, and no warning. A shallow clone (CI) gives every file the date of its one commit: fetch the history first.',
  }),
  announcementBar: z
    .strictObject({
      id: z.string().min(1).meta({ description: 'Its identity: a new id shows the bar again to readers who closed it.' }),
      content: z.string().meta({ description: 'Its text.' }),
      link: z
        .strictObject({
          href: z.string().meta({ description: 'Where the link goes.' }),
          label: z.string().meta({ description: "The link's text." }),
        })
        .optional()
        .meta({ description: 'A link after the text.' }),
    })
    .optional()
    .meta({ description: 'A dismissible bar above the navbar.' }),
  navbar: z
    .strictObject({
      items: z.array(navbarItem).meta({ description: 'Links and menus in the navbar (and the mobile menu), in order.' }),
    })
    .default(() => ({ items: [] }))
    .meta({ description: "The navbar's links." }),
  socialLinks: z
    .array(
      z.strictObject({
        icon: z.enum(SOCIAL_ICONS).meta({ description: 'Which icon.' }),
        href: z
          .string()
          .regex(/^https?:\/\//)
          .meta({ description: 'Where it goes.', allowed: 'an absolute http(s) URL' }),
        label: z.string().optional().meta({ description: 'Its accessible name.', defaultText: 'the service\'s name ("GitHub")' }),
      }),
    )
    .default(() => [])
    .meta({ description: "Icon links at the navbar's end (GitHub, Discord, …), in order." }),
  footer: z
    .strictObject({
      copyright: z.string().optional().meta({ description: "The footer's last line.", defaultText: '`Copyright © <year> <title>`' }),
      links: z
        .array(footerColumn)
        .default(() => [])
        .meta({ description: 'Columns of links above the copyright line.' }),
    })
    .default(() => ({ links: [] }))
    .meta({ description: 'The footer.' }),
  sidebars: z.record(z.string(), sidebar).optional().meta({
    key: 'id',
    description: 'Sidebars by id. A doc id that names no page stops the build.',
    defaultText: "one sidebar `docs` generated from the content folder's tree",
  }),
  versions: versionsSchema,
  locales: localesSchema,
  tags: z
    .record(
      z.string(),
      z
        .strictObject({
          label: z.string().optional().meta({ description: 'Name shown for the tag.', defaultText: 'the tag itself' }),
          description: z.string().optional().meta({ description: "Sentence shown on the tag's page." }),
        })
        .meta({ description: 'One front-matter tag.' }),
    )
    .default(() => ({}))
    .meta({
      key: 'tag',
      description: 'Labels and descriptions of front-matter tags, by tag.',
    }),
  openapi: z
    .union([
      z.literal(false),
      z.strictObject({
        spec: z.string().min(1).meta({ description: 'The OpenAPI 3 file (YAML or JSON), relative to the site root (checked).' }),
        route: z.string().default(DEFAULT_API_ROUTE).meta({ description: "Route the API reference's pages live under." }),
        tryIt: z
          .union([
            z.literal(false),
            z.strictObject({
              servers: z
                .array(
                  z.strictObject({
                    url: z
                      .string()
                      .regex(/^https?:\/\/[^/]+/)
                      .meta({ description: 'Where requests go.', allowed: 'an absolute http(s) URL' }),
                    description: z.string().optional().meta({ description: 'Its name in the server menu ("Sandbox").' }),
                  }),
                )
                .min(1)
                .optional()
                .meta({
                  description:
                    "The servers readers may send requests to, instead of the spec's; the Content-Security-Policy's connect-src allows exactly these.",
                  defaultText: "the spec's `servers`, the sandbox first",
                }),
            }),
          ])
          .default(() => ({}))
          .meta({
            defaultText: "on, sending to the spec's servers",
            description:
              'The "Try it" panel on each operation page, which sends the request from the reader\'s browser; `false` turns it off.',
          }),
      }),
    ])
    .optional()
    .meta({
      description: 'The API reference: its OpenAPI file and route; `false` turns it off.',
      defaultText: 'the first `openapi/*.{yaml,yml,json}`, at `/api`',
    }),
  components: z.record(z.string().min(1), z.string().min(1)).optional().meta({
    description:
      "Import paths MDX pages write, each mapped to a React component file of the site's own (relative to the config file, inside the site folder; checked): `{ '~/components/ReadMore.astro': './src/ReadMore.tsx' }`. Every page importing that path renders yours, so a site brought from Starlight or VitePress replaces its `.astro` and `.vue` components one at a time (until then each shows its content, with one `astro-component` or `vue-component` warning).",
    allowed: 'import path → file path',
  }),
  markdown: z
    .strictObject({
      rawHtml: z.boolean().default(true).meta({
        description:
          'HTML written in pages passes through as HTML (`true`, for trusted authors) or is escaped and shown as text (`false`, for content from untrusted hands; then no page is compiled as MDX, whose code runs at build time: a `.mdx` page is an error).',
      }),
      headingIds: z.enum(['github', 'vitepress', 'python-markdown']).optional().meta({
        description:
          'How a heading\'s id is made from its text, so links written for another tool land: `"github"` (github-slugger\'s, as GitHub, Docusaurus and Starlight: letters of every script kept, punctuation dropped: `## Configuração` → `#configuração`, `## build.target` → `#buildtarget`), `"vitepress"` (accents dropped, punctuation runs one dash: `## build.target` → `#build-target`) or `"python-markdown"` (MkDocs\'s `toc`: accents and punctuation dropped, a repeat `#id_1`).',
        defaultText: '`"vitepress"` when the content folder or the site root holds a `.vitepress` folder, else `"github"`',
      }),
      attributeDelimiters: z
        .tuple([z.string().min(1), z.string().min(1)])
        .optional()
        .meta({
          description:
            'What opens and closes the attribute list at a heading\'s end (`## Usage {#usage}`: the id, not text), as VitePress\'s `markdown.attrs.leftDelimiter`/`rightDelimiter` set them: `["%{", "}%"]` reads `## Usage %{#usage}%`.',
          defaultText: '`["{", "}"]`, or the VitePress config\'s',
        }),
      firstH1Title: z.boolean().optional().meta({
        description:
          "The page's first h1 is its title wherever it stands, and stays where it is as the page's heading, as VitePress has it (typedoc's pages put a breadcrumb line above it); otherwise a page is titled by the heading it starts with, which leaves the body for the layout's h1.",
        defaultText: '`true` for a VitePress site, else `false`',
      }),
      listingTags: z.boolean().optional().meta({
        description:
          'A `<Listing number="5-1" file-name="src/main.rs" caption="A `User` struct">` … `</Listing>` around a code block is a numbered figure, as the Rust book\'s mdbook-trpl-listing preprocessor makes it: the file\'s name above, "Listing 5-1: caption" below (the caption is Markdown, the number a link to the figure).',
        defaultText: '`true` for an mdBook whose book.toml runs the `trpl-listing` preprocessor, else `false`',
      }),
      rustHiddenLines: z.boolean().optional().meta({
        description:
          'Rust code blocks hide the lines rustdoc hides (`# ` at the start, or `#` alone; `##` writes a `#`), with a button that shows them, as mdBook does. The copy button copies the lines shown.',
        defaultText: '`true` for an mdBook (a `book.toml`), else `false`',
      }),
      mkdocs: z
        .strictObject({
          extensions: z.array(z.string()).default([]).meta({
            description:
              'The Python-Markdown and pymdown-extensions syntax pages are written in, by the names `markdown_extensions` gives them in mkdocs.yml: `abbr` (`*[HTML]: Hyper Text…`), `def_list`, `attr_list` (`[text](url){ .class }`), `md_in_html` (`<div markdown>`), `pymdownx.mark` (`==mark==`), `pymdownx.caret` (`^^insert^^`, `^sup^`), `pymdownx.keys` (`++ctrl+c++`), `pymdownx.snippets` (`--8<-- "file.md"`).',
          }),
          snippets: z
            .strictObject({
              basePath: z.array(z.string()).default(['.']).meta({
                description: "The folders (from the site root) a snippet's path is looked for in, in order.",
              }),
              autoAppend: z.array(z.string()).default([]).meta({
                description: 'Snippets pasted at the end of every page (link references, abbreviations).',
              }),
            })
            .optional()
            .meta({ description: "pymdownx.snippets' options (`base_path`, `auto_append`)." }),
        })
        .optional()
        .meta({
          description: "An MkDocs site's Markdown extensions, read as MkDocs reads them.",
          defaultText: "mkdocs.yml's `markdown_extensions` for an MkDocs site, else none",
        }),
      emoji: z.boolean().optional().meta({
        description:
          "Shortcodes as pymdownx.emoji reads them with MkDocs Material's icons: `:smile:` is its emoji (GitHub's names), `:material-check:`, `:octicons-heart-16:`, `:fontawesome-brands-github:` and `:simple-python:` the icon drawn inline as SVG, in the text's size and colour (`{ .class }` right after one gives it classes). An icon no set has is left out with the warning `icon-unknown`.",
        defaultText: '`true` for an MkDocs site whose `markdown_extensions` list `pymdownx.emoji`, else `false`',
      }),
      codeAnnotations: z.boolean().optional().meta({
        description:
          "MkDocs Material's code annotations on every code block followed by an ordered list (as its `content.code.annotate`), not only on those written `{ .yaml .annotate }`: a marker `(1)` in a comment of the code (`# (1)`, or `# (1)!` in place of the whole comment) is a numbered link to item 1 of the list, which stays under the code as the annotations.",
        defaultText: '`true` for an MkDocs Material site with the `content.code.annotate` feature, else `false`',
      }),
      math: z
        .union([z.boolean(), z.literal('mdbook')])
        .optional()
        .meta({
          description:
            'TeX math, rendered at build time by KaTeX as MathML (no script, no fonts; a page with math links a small stylesheet): `true` reads `$…$` inline, `$$…$$` blocks and ```` ```math ```` fences (remark-math, as Docusaurus, VitePress and Starlight), and on an MkDocs site listing `pymdownx.arithmatex` also `\\(…\\)`, `\\[…\\]` and `\\begin{env}…\\end{env}`; `"mdbook"` reads mdBook\'s MathJax delimiters `\\\\(…\\\\)` and `\\\\[…\\\\]` (a lone `$` stays text). TeX KaTeX cannot read is shown as written with the warning `math-invalid`. Off by default: `$5 and $10` in prose is money, not math.',
          defaultText:
            '`true` for a Docusaurus or Starlight site running remark-math, a VitePress site with `markdown.math`, an MkDocs site listing `pymdownx.arithmatex`; `"mdbook"` for an mdBook with `output.html.mathjax-support`; else `false`',
        }),
      format: z.enum(['detect', 'md', 'mdx']).default('detect').meta({
        description:
          'Which pages are MDX (JSX components, imports, expressions): `"detect"` (`.mdx` pages, and `.md` pages that hold MDX — an `import` or `export` opening a line, outside code and `<script>` — when they compile as MDX), `"md"` (only `.mdx` pages; a `.md` page is always Markdown) or `"mdx"` (every page, as Docusaurus compiles `.md` pages by default). An MDX page\'s code runs at build time, with the build\'s access to the machine.',
      }),
      remarkPlugins: remarkPluginsSchema,
      rehypePlugins: rehypePluginsSchema,
    })
    .default(() => ({ rawHtml: true, format: 'detect' as const }))
    .meta({ description: 'How Markdown pages are turned into HTML.' }),
  strict: z.boolean().default(false).meta({
    description:
      "Fail the build (exit 1, the previous output kept) on any broken link or anchor, missing file, or component docsgen cannot show, listing them all; without it they are warnings. `docsgen build --strict` turns it on for one build (CI). Read from MkDocs's `strict: true` and Docusaurus's `onBrokenLinks: 'throw'` when the site sets it.",
  }),
  maxPageBytes: z.int().positive().default(DEFAULT_MAX_PAGE_BYTES).meta({
    description:
      'The largest a Markdown page may be, in bytes, with the files it pastes in (includes): a larger page stops the build with `page-too-large` (checked before the file is read) or `include-too-large`.',
    allowed: 'a whole number of bytes, such as 20_000_000 (20 MB)',
    defaultText: '`10_000_000` (10 MB)',
  }),
  search: searchSchema,
  llms: z.boolean().default(true).meta({
    description:
      "Pages for readers' tools (AI assistants, editors): each page's Markdown at `<route>.md` with a \"Copiar como Markdown\" button, `/llms.txt` (the pages by sidebar section, llmstxt.org) and `/llms-full.txt` (every page's Markdown, API operations included); `false` turns all of them off.",
  }),
  precompress: z
    .array(z.enum(['br', 'gzip']))
    .default(() => [...DEFAULT_PRECOMPRESS])
    .meta({
      description:
        'Compressed copies for `docsgen build` to write beside each text file over 512 bytes (HTML, CSS, JS, JSON, SVG…), each only if it is smaller: `.br` for `"br"`, `.gz` for `"gzip"`. nginx (`brotli_static on;`, `gzip_static on;`), Caddy (`precompressed br gzip`) and `docsgen serve` send them as they are, with no compressing per request. None by default: GitHub Pages, Netlify, Vercel and Cloudflare Pages compress by themselves and ignore them, and `docsgen serve` compresses a file once, when first asked for, and keeps it.',
      allowed: 'a list of "br" and "gzip"',
      defaultText: '`[]` (none)',
    }),
  locale: z.enum(LOCALES).default(DEFAULT_LOCALE).meta({
    description:
      "The interface's language: `<html lang>`, every string docsgen writes (callouts, table of contents, pager, search, 404) and the search's stop words. With `locales`, `locales` wins: this is the default locale's table.",
    hint: 'docsgen has these built in; for another language, take the closest and give your own words in `strings`',
  }),
  strings: (stringsSchema(PT_STRINGS) as z.ZodType<StringsOverride>).optional().meta({
    title: 'Partial<UiStrings>',
    collapsed: true,
    description:
      'Your own words for any interface string, over the locale\'s (keys as in `shared/i18n/strings.en.ts`, e.g. `{ toc: "Contents" }`); `{name}` placeholders as in the table.',
  }),
});

/** A config as written: the type of docsgen.config.ts's default export. */
export type UserConfig = z.input<typeof configSchema>;
/** A checked config with the schema's defaults filled in: what resolveConfig works from. */
export type ParsedConfig = z.output<typeof configSchema>;
/** `openapi.tryIt` checked: off, or on with the servers it may send to. */
export type ParsedTryIt = false | { servers?: Array<{ url: string; description?: string }> };
/** A sidebar entry as written in the config. A bare string is a doc id (its path under content/ without ".md"). */
export type SidebarItemConfig = z.input<typeof sidebarItem>;
export type SidebarConfig = z.input<typeof sidebar>;
/** Which engine answers search: `{ provider: 'local' }` (the default) or Algolia with its public settings. */
export type SearchConfig = z.input<typeof searchSchema>;

/** The config the build works from: defaults that depend on the site filled in, paths absolute, files checked. */
export interface ResolvedConfig {
  root: string;
  /** Path of the config file, or undefined when defaults were used. */
  configFile?: string;
  title: string;
  tagline: string;
  productName: string;
  url: string;
  baseUrl: string;
  contentDir: string;
  staticDir: string;
  logo?: { src: string; srcDark?: string; alt: string };
  favicon?: string;
  /** The config's `theme`, its colours derived and checked (brand-colours.ts), its files absolute; absent without one. */
  theme?: ResolvedTheme;
  /** The config's `head`: tags added to every page's head; absent when none. */
  head?: HeadTag[];
  /** The site's files the `head` scripts load (resolve-head.ts), published by emit/head-files.ts; absent when none. */
  headFiles?: HeadFile[];
  /** The config's `editUrl` (edit-url.ts makes each page's link from it). */
  editUrl?: string;
  /** The config's `lastUpdated`: pages show their file's last commit date (sources/commit-times.ts). */
  lastUpdated?: true;
  announcementBar?: ParsedConfig['announcementBar'];
  navbar: ParsedConfig['navbar']['items'];
  /** Icon links at the navbar's end; absent when none. */
  socialLinks?: ParsedConfig['socialLinks'];
  footer: { copyright: string; links?: ParsedConfig['footer']['links'] };
  /** Route the content folder's pages are published under ("/docs"); absent is "/". */
  contentRoute?: string;
  /** Glob patterns (relative to the content folder) of files that are not pages; absent is none. */
  exclude?: string[];
  /** Pages also answer at `<route>.html` (a page there sends readers on). */
  htmlAliases?: true;
  /** The config's `redirects`: old route → route or absolute URL (cli/model/redirects.ts); absent when none. */
  redirects?: Record<string, string>;
  /** Number prefixes of file and folder names are places, not names (`numberPrefixes`); absent is off. */
  numberPrefixes?: true;
  /** A page named as its folder is the folder's page (`folderNamedPages`); absent is off. */
  folderNamedPages?: true;
  /** How a file's path and `slug` make its route (content-routes.ts); absent is "path". */
  routeStyle?: 'astro';
  /** The folder of standalone pages (`pages`), its path absolute; absent when the site has none. */
  pages?: { dir: string; route: string; exclude: string[]; css: string[] };
  /** The site's config as React pages read it (`siteConfig`), with its title, tagline, URL and base URL. */
  siteConfig?: Record<string, unknown>;
  /** The config's `blog`, its folders absolute (resolve-blog.ts); absent when the site has none. */
  blog?: ResolvedBlog;
  sidebars?: Record<string, SidebarConfig>;
  /** The config's `versions`, defaults filled in, newest first; absent when it has none (cli/variants/). */
  versions?: ResolvedVersion[];
  /** The config's `locales`, defaults filled in, in its order; absent when it has none (cli/variants/). */
  locales?: ResolvedLocale[];
  tags: ParsedConfig['tags'];
  /** Absolute path of the OpenAPI file and the route prefix of its pages, when the site has one. */
  openapi?: { file: string; route: string; tryIt?: ParsedTryIt };
  /** The config's `maxPageBytes`: the largest page with its includes; absent means DEFAULT_MAX_PAGE_BYTES. */
  maxPageBytes?: number;
  /** The config's `strict` (or `--strict`): broken links, missing files and unknown components fail the build. */
  strict?: true;
  /** The config's `components`: import paths MDX pages write → the site's React component files (absolute); absent is none. */
  components?: Record<string, string>;
  /** Markdown settings; absent means the defaults (raw HTML passes through, GitHub's heading ids). */
  markdown?: ParsedConfig['markdown'];
  /** The config's `markdown.remarkPlugins` and `rehypePlugins`, resolved (markdown-plugins.ts); absent when it lists none. */
  markdownPlugins?: MarkdownPlugins;
  /** Set when `search.provider` is "algolia" (hosts parsed); absent means the offline index. */
  algolia?: AlgoliaSearchSettings;
  /** Publish pages for readers' tools (`<route>.md`, llms.txt, llms-full.txt); the loader sets it (default on), absent is off. */
  llms?: boolean;
  /** The config's `precompress`, when it names an encoding: the compressed copies beside each text file; absent is none. */
  precompress?: Array<'br' | 'gzip'>;
  locale: Locale;
  /** The locale's interface strings with the config's `strings` put in. */
  strings: UiStrings;
  /** Set when the folder is another generator's site (cli/sites/): which, the files read and what could not be. */
  site?: SiteOrigin;
}

/** The config's `theme` as the theme stylesheet (bundle/theme-stylesheet.ts) is made from. */
export interface ResolvedTheme {
  colours?: BrandColours;
  fonts?: { text?: string; code?: string };
  contentWidth?: string;
  radius?: string;
  /** The site's own stylesheets, absolute paths, in the config's order. */
  css?: string[];
  /** `brand-contrast` for each given colour under WCAG AA, reported by the build (the theme stage). */
  warnings?: BuildWarning[];
}

/** Another generator's site, as read. */
export interface SiteOrigin {
  /** "Docusaurus", "VitePress", "mdBook", "Starlight", "MkDocs". */
  generator: string;
  /** The files read, relative to the site root, its config first. */
  files: string[];
  /** What could not be read as the generator reads it. */
  warnings: BuildWarning[];
  /** The generator's own output folder, relative to the root: where `docsgen build` writes unless told otherwise. */
  outDir: string;
  /** The file the sidebars came from, relative to the root: a sidebar naming no page is reported there. */
  sidebarsFile?: string;
}

export const CONFIG_FILE_NAMES = ['docsgen.config.ts', 'docsgen.config.mts', 'docsgen.config.mjs', 'docsgen.config.js'];
