import type { ReactNode } from 'react';
import { CALLOUT_CLASS, calloutKind, NEUTRAL_CALLOUT } from '../../shared/callouts.js';
import { useStrings } from '../useStrings.js';

interface Props {
  /** Docusaurus's kinds (note, tip, info, warning, danger, caution, and secondary, success); another is a plain box. */
  type?: string;
  title?: ReactNode;
  children?: ReactNode;
}

/** The box `:::tip` makes, for pages that write it as a component (Docusaurus's `@theme/Admonition`). */
export function Admonition({ type = 'note', title, children }: Props) {
  const strings = useStrings();
  const kind = calloutKind(type);
  const heading = title ?? (kind === NEUTRAL_CALLOUT ? type : strings.admonitions[kind]);
  return (
    <div className={`${CALLOUT_CLASS.box} ${CALLOUT_CLASS.kind(kind)}`}>
      <p className={CALLOUT_CLASS.title}>{heading}</p>
      {children}
    </div>
  );
}
