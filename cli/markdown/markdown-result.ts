// The Markdown step's data types and settings, apart from the pipeline itself so that importing them
// does not load unified and its plugins (a warm build with every page cached never needs them).
import type { Heading } from '../../shared/model/navigation.js';
import type { CollectedLink } from './plugins/rehype-collect-links.js';
import type { Section } from './plugins/rehype-collect-sections.js';

/** What the Markdown step hands to the SiteModel for one page. Plain data: it is cached on disk and crosses workers. */
export interface MarkdownResult {
  html: string;
  headings: Heading[];
  links: CollectedLink[];
  /** Text of a leading "# Title", which the page lost. */
  title?: string;
  excerpt?: string;
  /** The page's prose by heading, which the model makes search records of. */
  sections: Section[];
}

/** Bump when the pipeline's output changes, so cached results from older versions are not reused. */
export const PIPELINE_VERSION = 9;

/** Site settings that change the HTML; part of the cache key. */
export interface MarkdownOptions {
  baseUrl: string;
}

export const DEFAULT_MARKDOWN_OPTIONS: MarkdownOptions = { baseUrl: '/' };
