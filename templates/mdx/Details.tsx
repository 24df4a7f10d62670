import type { ReactNode } from 'react';
import { useStrings } from '../useStrings.js';

interface Props {
  summary?: ReactNode;
  open?: boolean;
  children?: ReactNode;
}

/** `::: details`, as Docusaurus's <Details summary="…">: a native disclosure, keyboard and screen-reader ready. */
export function Details({ summary, open, children }: Props) {
  const strings = useStrings();
  return (
    <details className="dg-details" open={open}>
      <summary>{summary ?? strings.detailsSummary}</summary>
      {children}
    </details>
  );
}
