import type { ReactNode } from 'react';

/** Docusaurus's `<BrowserOnly>`: its fallback, as Docusaurus's server render shows it (docsgen does not hydrate pages). */
export function BrowserOnly({ fallback }: { children?: () => ReactNode; fallback?: ReactNode }) {
  return <>{fallback ?? null}</>;
}
