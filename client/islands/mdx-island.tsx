// The browser side of an MDX page's island (templates/mdx/DocsgenIsland.tsx): each island component is bundled with this in
// a chunk of its own (cli/mdx/bundle-mdx-islands.ts), which boot.ts imports by the URL in the island's props and asks
// to hydrate the server's HTML with the same props. A chunk of the site's components, not of docsgen's client bundle:
// it brings its own React (shared by all the site's island chunks).
import { useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { UNMOUNT_ISLAND_EVENT } from '../../shared/island-events.js';

function Ready({ onReady, children }: { onReady: () => void; children: ReactNode }) {
  useEffect(onReady, [onReady]);
  return <>{children}</>;
}

/** Hydrates `root` with the component and resolves once it is live; client navigation unmounts it with its page. */
export function hydrateMdxIsland(
  root: HTMLElement,
  Component: ComponentType<Record<string, unknown>>,
  props: Record<string, unknown>,
): Promise<void> {
  return new Promise((resolve) => {
    const reactRoot = hydrateRoot(
      root,
      <Ready onReady={resolve}>
        <Component {...props} />
      </Ready>,
    );
    root.addEventListener(UNMOUNT_ISLAND_EVENT, () => reactRoot.unmount(), { once: true });
  });
}
