import { useMdxServices } from './useMdxServices.js';

interface Props {
  children?: unknown;
  /** The language, or `className="language-js"` as a fence's code element has it. */
  language?: string;
  className?: string;
  title?: string;
  showLineNumbers?: boolean;
  /** The rest of a fence's info string: `{1,3-4}` marks lines. */
  metastring?: string;
}

/**
 * Docusaurus's <CodeBlock>: the block a fence makes (highlighting, title bar, marked lines, copy button), from the same
 * code, so both ways of writing it look and behave alike.
 */
export function CodeBlock({ children, language, className, title, showLineNumbers, metastring }: Props) {
  const { codeBlock } = useMdxServices();
  const lang = language ?? /(?:^|\s)language-(\S+)/.exec(className ?? '')?.[1];
  const meta = [metastring, title === undefined ? '' : `title=${JSON.stringify(title)}`, showLineNumbers ? 'showLineNumbers' : '']
    .filter(Boolean)
    .join(' ');
  const code = Array.isArray(children) ? children.join('') : String(children ?? '');
  // The highlighter's HTML, whole: a wrapper with no box of its own (display: contents) around it.
  return <div className="dg-code-wrap" dangerouslySetInnerHTML={{ __html: codeBlock(code.replace(/\n$/, ''), lang, meta) }} />;
}
