// The Markdown step's data types and settings, apart from the pipeline itself so that importing them
// does not load unified and its plugins (a warm build with every page cached never needs them).
import type { UiStrings } from '../../shared/i18n/strings.pt.js';
import type { Heading } from '../../shared/model/navigation.js';
import type { PolicySources } from '../../shared/model/policy.js';
import type { CollectedLink } from './plugins/rehype-collect-links.js';
import type { Section } from './plugins/rehype-collect-sections.js';
import type { HeadingIdRule } from '../text/slug.js';
import type { AttributeDelimiters } from './plugins/rehype-heading-ids.js';
import type { MarkdownPlugins } from '../config/markdown-plugins.js';

/** What the Markdown step hands to the SiteModel for one page. Plain data: it is cached on disk and crosses workers. */
export interface MarkdownResult {
  html: string;
  /** h1–h6 with their ids: the table of contents takes h2–h3, the link checker every id. */
  headings: Heading[];
  links: CollectedLink[];
  /** Stylesheets (URL paths from the site root) a React page links after the site's: the site's own (its customCss). */
  stylesheets?: string[];
  /** The whole <title> a React page's `<Head>` gives (cli/mdx/render-mdx-pages.ts), in place of "Page | Site". */
  documentTitle?: string;
  /** Text of the heading the page starts with, which titles it and which the body lost (remark-page-title.ts). */
  title?: string;
  /** That heading's id, which the layout's h1 carries so that links to it still land. */
  titleId?: string;
  /** Text of a leading h1 the body keeps (the front matter's title differs): the page's visible title, so the layout adds no h1. */
  bodyTitle?: string;
  excerpt?: string;
  /**
   * A blog post's part the blog's lists show (plugins/rehype-blog-summary.ts): its HTML up to the first truncation
   * marker (config `blog.truncateMarkers`), or the whole body, with ids dropped and headings a level down (a list shows
   * ten posts under h2 titles); `truncated` when the post goes on after it. Set for blog posts only.
   */
  summary?: { html: string; truncated: boolean };
  /** The page's prose by heading, which the model makes search records of. */
  sections: Section[];
  /** Problems the page builds despite (an unsafe link made plain text), with their line in the body. */
  warnings?: MarkdownWarning[];
  /** Files and page sources the page names by path, in token order (ref-tokens.ts); absent when none. */
  refs?: FileRef[];
  /** The nonce of the page's tokens, when it has refs. */
  refNonce?: string;
  /** Ids the page holds besides its headings' (raw HTML `id=` and `<a name>`, footnotes), which links may name. */
  anchors?: string[];
  /** Where the page's Markdown writes URLs, in order (plugins/remark-source-urls.ts); absent when it writes none. */
  sourceUrls?: SourceUrl[];
  /** The Markdown has an h1 of its own (anywhere): its `.md` then needs no title put on top. */
  hasH1?: true;
  /** What the body's raw HTML needs of the Content-Security-Policy (html-policy.ts), when anything. */
  policy?: PolicySources;
  /** The page holds math (plugins/rehype-math.ts): it links the math stylesheet. */
  math?: true;
  /**
   * An MDX page's compiled module (JavaScript, mdx-compile.ts): its `html` is empty until the mdx stage has bundled
   * the page with its components and rendered it (cli/mdx/render-mdx-pages.ts).
   */
  mdxModule?: string;
  /** The components an MDX page hydrates in the browser, by the index its island wrappers name them with. */
  mdxIslands?: MdxIsland[];
}

/** A component an MDX page imports and hydrates (plugins/rehype-mdx-islands.ts): its module as written, and which export. */
export interface MdxIsland {
  source: string;
  /** "default", or the name it is exported under. */
  export: string;
}

/**
 * A URL as written in the page's Markdown: where (its line in the body and the characters before it on that line, the
 * same in the file's body as in the text parsed, whose lines match it one for one), what is written there, and what
 * it says (escapes and character references decoded).
 */
export interface SourceUrl {
  line: number;
  column: number;
  written: string;
  url: string;
  /** "image": a file the page shows (an image, a video's source); "link": anything else, reference definitions too. */
  kind: 'link' | 'image';
  /** Written in raw HTML, as an attribute's value. */
  html?: true;
}

/** A URL in the page that names a file by path; the model resolves it (a page's route, a copied file) into its token. */
export interface FileRef {
  /** "link": an `<a href>`, to a page's source file or to any file; "embed": a file the page shows (image, video, audio). */
  kind: 'link' | 'embed';
  /** The element holding it ("a", "img", "source", "video", "audio"), for messages. */
  tag: string;
  /** The URL as the page holds it (character references decoded). */
  url: string;
  /** Line in the Markdown body (1-based), when known. */
  line?: number;
  /** Written in raw HTML: when it resolves to nothing it stays as written, with no base URL put in front. */
  raw?: boolean;
  /**
   * Raw HTML only, when it holds a character reference: the attribute's text as written (`caf&eacute;`, which `url`
   * keeps undecoded, or `a&amp;b`), put back unchanged when the ref resolves to nothing, so nothing is escaped twice.
   */
  written?: string;
}

/** What a page brings to its rendering besides its body (read from its front matter by the sources step). */
export interface MarkdownPage {
  /** The front matter's `title`: with one, a leading h1 stays in the body unless it says the same. */
  frontMatterTitle?: string;
  /** Part of a page (an OpenAPI description), not a page: no heading titles it, so every heading stays. */
  fragment?: boolean;
  /**
   * The page is MDX, compiled by @mdx-js/mdx with the same plugins into a module rendered later: "always" (a `.mdx`
   * page, or any with `markdown.format: "mdx"`), or "if-compiles" (a `.md` page holding MDX syntax, with format
   * "detect": one that does not compile as MDX is rendered as Markdown, with a warning saying why).
   */
  mdx?: 'always' | 'if-compiles';
  /** A blog post (config `blog`): its `summary` ends at the first of these truncation markers (`<!-- truncate -->`). */
  summaryMarkers?: readonly string[];
}

/** What the plugins read and write in a page's `file.data`. */
export interface MarkdownPageData extends MarkdownPage {
  title?: string;
  titleId?: string;
  bodyTitle?: string;
}

/** A problem found while rendering a page; the model reports it with the file and the file's line. */
export interface MarkdownWarning {
  code: string;
  message: string;
  /** Line in the Markdown body (1-based), when known. */
  line?: number;
}

/** Site settings that change the HTML; part of the cache key. */
export interface MarkdownOptions {
  baseUrl: string;
  /** HTML in the Markdown passes through (the default: authors are trusted) or is escaped and shown as text. */
  rawHtml?: boolean;
  /** The rule heading ids follow (config `markdown.headingIds`); default GitHub's. */
  headingIds?: HeadingIdRule;
  /** What opens and closes a heading's attribute list (config `markdown.attributeDelimiters`); default `{` `}`. */
  attributeDelimiters?: AttributeDelimiters;
  /** The first h1 titles the page wherever it stands, as VitePress has it (config `markdown.firstH1Title`). */
  firstH1Title?: boolean;
  /** Rust blocks hide rustdoc's `# ` lines behind a button, as mdBook shows them (config `markdown.rustHiddenLines`). */
  rustHiddenLines?: boolean;
  /** `<Listing number file-name caption>` is a numbered figure, as the Rust book's preprocessor has it (config `markdown.listingTags`). */
  listingTags?: boolean;
  /** `:smile:` is its emoji and MkDocs Material's icon shortcodes their SVG, as pymdownx.emoji has them (config `markdown.emoji`). */
  emoji?: boolean;
  /** Every code block followed by an ordered list is annotated by it, as Material's `content.code.annotate` (config `markdown.codeAnnotations`). */
  codeAnnotations?: boolean;
  /**
   * The Python-Markdown extensions an MkDocs site lists (config `markdown.mkdocs.extensions`): `==mark==`, `*[abbr]:`,
   * definition lists, attribute lists on links and `<div markdown>` are read only when their extension is on.
   */
  mkdocsExtensions?: readonly string[];
  /**
   * URLs naming files by path become tokens the model resolves (plugins/rehype-file-refs.ts); default true. Off for
   * texts that reach no model (the OpenAPI spec's descriptions): their links stay as written.
   */
  fileRefs?: boolean;
  /** Which pages are MDX (config `markdown.format`); default "detect": `.mdx` pages, and `.md` pages holding MDX. */
  format?: MarkdownFormat;
  /**
   * TeX math rendered by KaTeX (config `markdown.math`): `true` reads `$…$`, `$$…$$` and ```math (and arithmatex's
   * delimiters when the MkDocs site lists it); "mdbook" reads `\\(…\\)` and `\\[…\\]` only, a lone `$` staying text.
   */
  math?: true | 'mdbook';
  /** The interface strings the Markdown's HTML holds (callout titles, anchor and copy labels); default: Portuguese. */
  strings?: MarkdownStrings;
  /** The site's remark and rehype plugins (config `markdown.remarkPlugins`/`rehypePlugins`, site-plugins.ts); absent when none. */
  plugins?: MarkdownPlugins;
}

/** How pages are read: "md" (only `.mdx` pages are MDX), "mdx" (every page is, as Docusaurus has it), "detect". */
export type MarkdownFormat = 'md' | 'mdx' | 'detect';

/** The part of the interface strings that Markdown pages carry in their HTML. */
export type MarkdownStrings = Pick<
  UiStrings,
  'admonitions' | 'detailsSummary' | 'headingAnchor' | 'table' | 'tableUnder' | 'codeBlock' | 'toc'
>;

export const DEFAULT_MARKDOWN_OPTIONS: MarkdownOptions = { baseUrl: '/', rawHtml: true };
