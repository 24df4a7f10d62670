import type { ReactNode } from 'react';
import type { IslandName } from '../../shared/constants.js';

interface IslandProps {
  name: IslandName;
  /** What the client needs to hydrate: serialized into data-props. */
  props: object;
  className?: string;
  /** "intent" (default): on the reader's first pointer, focus or touch; "load": as soon as the page loads. */
  hydrate?: 'intent' | 'load';
  children: ReactNode;
}

/** Marks a server-rendered subtree the browser hydrates on first intent (see client/boot.ts). */
export function Island({ name, props, className, hydrate = 'intent', children }: IslandProps) {
  return (
    <div
      className={className ? `dg-island ${className}` : 'dg-island'}
      data-island={name}
      data-props={JSON.stringify(props)}
      data-hydrate={hydrate === 'load' ? 'load' : undefined}
    >
      {children}
    </div>
  );
}
