import type { ReactNode } from 'react';
import { Admonition } from '../Admonition.js';

interface Props {
  /** Starlight's kinds: note, tip, caution, danger. */
  type?: 'note' | 'tip' | 'caution' | 'danger';
  title?: ReactNode;
  children?: ReactNode;
}

/** Starlight's <Aside>: the box `:::note` makes, so both ways of writing it look alike. */
export function Aside({ type = 'note', title, children }: Props) {
  return (
    <Admonition type={type} title={title}>
      {children}
    </Admonition>
  );
}
