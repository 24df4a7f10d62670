import { CODE_COPIED_ATTRIBUTE } from '../../shared/code-block.js';
import { COPY_BUTTON_ATTRIBUTE } from '../../shared/constants.js';
import { PAGE_MARKDOWN_FAILED_ATTRIBUTE } from '../../shared/page-markdown.js';
import { useStrings } from '../useStrings.js';

/**
 * The page's Markdown for readers' tools, under its title: a button that copies it (plain HTML; its chunk loads on
 * intent, client/page-markdown-copy.ts). Tools find the `.md` itself from the head's <link rel="alternate">. No
 * visible link to it: an <a href="….md"> in a page reads, to a reader and to the docs-folder report, as a source
 * link the build failed to rewrite.
 */
export function PageMarkdown({ href }: { href: string }) {
  const strings = useStrings();
  const words = strings.pageMarkdown;
  const button = {
    [COPY_BUTTON_ATTRIBUTE]: href,
    [CODE_COPIED_ATTRIBUTE]: words.copied,
    [PAGE_MARKDOWN_FAILED_ATTRIBUTE]: words.failed,
  };
  return (
    <div className="dg-page-markdown">
      <button type="button" className="dg-page-markdown__copy" {...button}>
        {words.copy}
      </button>
      <p className="dg-visually-hidden" aria-live="polite" />
    </div>
  );
}
