import type { ReactNode } from 'react';
import type { IslandName } from '../constants.js';

interface IslandProps {
  name: IslandName;
  /** What the client needs to hydrate: serialized into data-props. */
  props: object;
  className?: string;
  children: ReactNode;
}

/** Marks a server-rendered subtree the browser hydrates on first intent (see client/boot.ts). */
export function Island({ name, props, className, children }: IslandProps) {
  return (
    <div className={className ? `dg-island ${className}` : 'dg-island'} data-island={name} data-props={JSON.stringify(props)}>
      {children}
    </div>
  );
}
