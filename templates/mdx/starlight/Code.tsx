import { CodeBlock } from '../CodeBlock.js';

interface Props {
  code: string;
  lang?: string;
  title?: string;
  /** The rest of a fence's info string, as Starlight's Expressive Code reads it (`{1,3-4}` marks lines). */
  meta?: string;
}

/** Starlight's <Code>: the block a fence of the same code, language and title makes. */
export function Code({ code, lang, title, meta }: Props) {
  return (
    <CodeBlock language={lang} title={title} metastring={meta}>
      {code}
    </CodeBlock>
  );
}
