import type { ReactNode } from 'react';

/** Starlight's <Steps>: the ordered list it wraps, numbered down a line as steps (site.css). */
export function Steps({ children }: { children?: ReactNode }) {
  return <div className="dg-steps">{children}</div>;
}
