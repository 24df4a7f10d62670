import { useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';

/** Calls onReady once its whole subtree has committed: children's effects run before their parent's. */
function Ready({ onReady, children }: { onReady: () => void; children: ReactNode }) {
  useEffect(onReady, [onReady]);
  return <>{children}</>;
}

/**
 * Hydrates an island and resolves when it is live (its handlers and effects in place). hydrateRoot itself returns
 * before that, so a click or key replayed by boot.ts right after it could reach a tree not yet hydrated.
 */
export function hydrateIsland(root: HTMLElement, element: ReactNode): Promise<void> {
  return new Promise((resolve) => {
    hydrateRoot(root, <Ready onReady={resolve}>{element}</Ready>);
  });
}
