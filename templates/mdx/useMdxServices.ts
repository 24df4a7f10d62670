// What MDX's built-in components need from the build besides their props: the site's base URL, the page's headings
// (TOCInline without a `toc`) and the code highlighter the Markdown's code blocks use (CodeBlock), so that a block
// written as <CodeBlock> and one written as a fence come out the same. The mdx stage provides them for each page.
import { createContext, useContext, type ReactElement } from 'react';

export interface MdxServices {
  baseUrl: string;
  /** The page's h2–h6 as Docusaurus's `toc` lists them. */
  toc: TocItem[];
  /** A code block's HTML as the Markdown step writes a fence of `language` with info string `meta`. */
  codeBlock(code: string, language: string | undefined, meta: string): string;
  /** The URL of the browser chunk of the page's island `index` (its MdxIsland in the page's list). */
  islandUrl(index: number): string;
  /**
   * An island's HTML as hydration expects it (React's renderToString, which marks where adjacent texts part: the
   * page's own static HTML leaves those marks out, and hydration would find "Cliques: 2" one text, not three).
   */
  islandHtml(element: ReactElement): string;
  /** The site's config as Docusaurus's `useDocusaurusContext().siteConfig` gives it (title, tagline, baseUrl, customFields…). */
  siteConfig?: Record<string, unknown>;
  /** The interface's language (`i18n.currentLocale`). */
  locale?: string;
  /** The page's route, without the base URL (`useLocation`). */
  route?: string;
  /** What the page says of its <head> while it renders (`<Layout title>`, `<Head><title>`): the mdx stage reads it after. */
  head?: PageHead;
}

/** A page's title and description as its Layout or Head gives them; the innermost wins, as in Docusaurus (React renders it last). */
export interface PageHead {
  title?: string;
  /** The whole <title>, as `<Head><title>` writes it (Layout's `title` is put before the site's). */
  documentTitle?: string;
  description?: string;
}

/** What an island's root carries in `data-props`: its chunk, and the props the page gave the component. */
export interface MdxIslandProps {
  src: string;
  props: Record<string, unknown>;
}

/** One heading of a page's `toc` export (Docusaurus's shape). */
export interface TocItem {
  value: string;
  id: string;
  level: number;
}

export const MdxServicesContext = createContext<MdxServices | null>(null);

export function useMdxServices(): MdxServices {
  const services = useContext(MdxServicesContext);
  if (!services) throw new Error('docsgen: an MDX built-in rendered outside an MDX page (render-mdx-page.tsx provides its services)');
  return services;
}
