// Hydration needs the client's first render of an island to be the server's markup exactly. The server renders the
// templates bare; the client adds its browser behaviour (drawer, copy feedback, focus) as props and hooks, which must
// change nothing until the reader acts. Rendered here with react-dom/server: the hooks' effects do not run.
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useCopiedFeedback } from '../../../../client/islands/useCopiedFeedback.js';
import { useModalDrawer } from '../../../../client/islands/useModalDrawer.js';
import type { CodeSample } from '../../../../shared/model/api.js';
import { CodeSamples } from '../../../../templates/islands/CodeSamples.js';
import { MobileNav } from '../../../../templates/islands/MobileNav.js';
import { sidebarRoutes } from '../../../../templates/layout/sidebar-route.js';
import { StringsProvider } from '../../../../templates/useStrings.js';
import { PT_STRINGS } from '../../../../shared/i18n/strings.pt.js';
import type { ReactNode } from 'react';

/** Rendered as the page renderer and the island hydration both do: inside the site's strings. */
const render = (node: ReactNode): string =>
  renderToString(
    <StringsProvider strings={PT_STRINGS} locale="pt">
      {node}
    </StringsProvider>,
  );

const nav = {
  navbar: [
    { label: 'Guia', href: '/guide' },
    { label: 'API', href: '/api' },
  ],
  currentPath: '/guide',
  baseUrl: '/',
  siteTitle: 'Coins Docs',
};

const samples: CodeSample[] = [
  { lang: 'curl', label: 'cURL', html: '<span class="hljs-built_in">curl</span> https://x.invalid' },
  { lang: 'python', label: 'Python', html: '<span class="hljs-keyword">import</span> requests' },
];

function ClientMobileNav() {
  const drawer = useModalDrawer();
  return <MobileNav {...nav} routes={sidebarRoutes([])} drawer={drawer} />;
}

function ClientCodeSamples() {
  const [copied, showCopied] = useCopiedFeedback();
  return (
    <CodeSamples
      id="samples"
      title="Registrar"
      samples={samples}
      copied={copied}
      onSelect={() => undefined}
      onFocusTab={() => undefined}
      onCopy={showCopied}
    />
  );
}

describe("an island's first client render is the server's markup", () => {
  it('the mobile menu, with its drawer closed', () => {
    expect(render(<ClientMobileNav />)).toBe(render(<MobileNav {...nav} />));
  });

  it('the code samples, with nothing copied yet', () => {
    expect(render(<ClientCodeSamples />)).toBe(render(<CodeSamples id="samples" title="Registrar" samples={samples} />));
  });
});
