import { useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { UNMOUNT_ISLAND_EVENT } from '../../shared/island-events.js';
import { StringsProvider } from '../../templates/useStrings.js';
import { siteLocale, siteStrings } from '../site-strings.js';
import { IslandErrorBoundary } from './IslandErrorBoundary.js';

/** Calls onReady once its whole subtree has committed: children's effects run before their parent's. */
function Ready({ onReady, children }: { onReady: () => void; children: ReactNode }) {
  useEffect(onReady, [onReady]);
  return <>{children}</>;
}

/**
 * Hydrates an island and resolves when it is live (its handlers and effects in place). hydrateRoot itself returns
 * before that, so a click or key replayed by boot.ts right after it could reach a tree not yet hydrated.
 * The island renders inside an error boundary (IslandErrorBoundary.tsx); `reload` makes it again for its retry button. Its
 * templates read the site's strings (useStrings) as the server's render did, so hydration finds the same text.
 * UNMOUNT_ISLAND_EVENT on the root unmounts it (client navigation, when its page goes).
 */
export function hydrateIsland(root: HTMLElement, element: ReactNode, reload?: () => Promise<ReactNode>): Promise<void> {
  return new Promise((resolve) => {
    const reactRoot = hydrateRoot(
      root,
      <StringsProvider strings={siteStrings} locale={siteLocale}>
        <Ready onReady={resolve}>
          <IslandErrorBoundary reload={reload}>{element}</IslandErrorBoundary>
        </Ready>
      </StringsProvider>,
    );
    root.addEventListener(UNMOUNT_ISLAND_EVENT, () => reactRoot.unmount(), { once: true });
  });
}
