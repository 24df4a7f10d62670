// Loaded on every page (a few hundred bytes). It hydrates each island on the reader's first intent toward it
// (pointer, focus, touch), never on page load, so a reader who only reads downloads no React at all.
// A click that arrives before hydration is held and replayed on the same button once the island is live.
// Client navigation is a chunk of its own, loaded on the first intent toward a link (navigation/load-on-intent.ts);
// it calls setUpIslands on each page it puts in place, so those islands behave exactly as on a fresh load.
import {
  CODE_REVEAL_ATTRIBUTE,
  COPY_BUTTON_ATTRIBUTE,
  DIAGRAM_ATTRIBUTE,
  HTML_ATTRS,
  HYDRATE_ISLAND_EVENT,
  ISLANDS,
  OPEN_SEARCH_EVENT,
  RESPONSE_STATUS_ATTRIBUTE,
  SHOW_RESPONSE_EXAMPLE_EVENT,
} from '../shared/constants.js';
import type { IslandName } from '../shared/constants.js';
import type { MdxIslandProps } from '../templates/mdx/useMdxServices.js';
import { dismiss, showChunkLoadError } from './chunk-load-error.js';
import { showSidebarCurrent } from './dom/show-sidebar-current.js';
import { loadNavigationOnIntent } from './navigation/load-on-intent.js';
import { showStoredChoices } from './tab-choice.js';
import { tocHighlighter } from './toc-highlight.js';

type IslandModule = { hydrate(root: HTMLElement, props: unknown): Promise<void> | void };

/** docsgen's islands, each a chunk of the client bundle; an MDX page's islands name their own chunk (loadIsland). */
const loaders: Record<Exclude<IslandName, typeof ISLANDS.mdx>, () => Promise<IslandModule>> = {
  'color-mode': () => import('./islands/color-mode.js'),
  announcement: () => import('./islands/announcement.js'),
  sidebar: () => import('./islands/sidebar.js'),
  'mobile-nav': () => import('./islands/mobile-nav.js'),
  'code-samples': () => import('./islands/code-samples.js'),
  'response-examples': () => import('./islands/response-examples.js'),
  'content-tabs': () => import('./islands/content-tabs.js'),
  search: () => import('./islands/search.js'),
  'search-page': () => import('./islands/search-page.js'),
  'try-it': () => import('./islands/try-it.js'),
};

/**
 * An island's module and the props it hydrates with. An MDX page's island (templates/mdx/DocsgenIsland.tsx) carries its
 * chunk's URL beside the component's props: the site's components are bundled apart from docsgen's client.
 */
function loadIsland(name: IslandName, props: unknown): Promise<{ mod: IslandModule; props: unknown }> {
  if (name !== ISLANDS.mdx) return loaders[name]().then((mod) => ({ mod, props }));
  const { src, props: own } = props as MdxIslandProps;
  return (import(/* @vite-ignore */ src) as Promise<IslandModule>).then((mod) => ({ mod, props: own }));
}

const started = new WeakMap<HTMLElement, Promise<void>>();
/** What the reader last asked of an island that was not live yet (open the search, a click), run once it is. */
const wanted = new WeakMap<HTMLElement, () => void>();

/**
 * Makes the island live, then does `then` (the latest request wins: two Ctrl+K presses before the chunk arrives
 * open the modal once). If the chunk fails to load, "Tentar novamente" loads it again and still does `then`.
 */
function hydrate(root: HTMLElement, then?: () => void): Promise<void> {
  let done = started.get(root);
  if (!done) {
    const name = root.dataset.island as IslandName;
    const props: unknown = JSON.parse(root.dataset.props ?? '{}');
    done = loadIsland(name, props).then(({ mod, props: own }) => mod.hydrate(root, own));
    done.then(
      () => root.setAttribute('data-hydrated', ''),
      (error: unknown) => {
        // The static HTML keeps working (links still navigate); say so, and retry on the button or the next intent.
        started.delete(root);
        console.error(`docsgen: island "${name}" failed to load`, error);
        showChunkLoadError(root, error, () => void hydrate(root, wanted.get(root)));
      },
    );
    started.set(root, done);
  }
  if (then) {
    wanted.set(root, then);
    done.then(
      () => {
        if (wanted.get(root) !== then) return;
        wanted.delete(root);
        then();
      },
      () => undefined, // kept in `wanted` for the retry
    );
  }
  return done;
}

const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;
const REPLAYED_KEYS: ReadonlySet<string> = new Set(['ArrowLeft', 'ArrowRight', 'Home', 'End']);

/** Makes an island hydrate on intent (or at once), holding the clicks and keys that come before it is live. */
function watchIsland(root: HTMLElement): void {
  if (root.dataset.hydrate === 'load') {
    void hydrate(root); // the page's main content (the /search results): no reason to wait
    return;
  }
  const onIntent = (): void => {
    for (const type of INTENT_EVENTS) root.removeEventListener(type, onIntent);
    void hydrate(root);
  };
  for (const type of INTENT_EVENTS) root.addEventListener(type, onIntent, { passive: true });
  root.addEventListener(
    'click',
    (event) => {
      if (root.hasAttribute('data-hydrated')) return;
      const button = (event.target as Element).closest('button');
      if (!button || !root.contains(button)) return;
      // stopImmediatePropagation, not stopPropagation: while hydrating, React already listens on this same root
      // element and would handle the click too, then the replay would handle it a second time.
      event.preventDefault();
      event.stopImmediatePropagation();
      // Hydration keeps the server's DOM nodes, so the same button receives the replayed click.
      void hydrate(root, () => button.click());
    },
    true,
  );
  // Keyboard users get the same promise: arrow keys on a tab list pressed before hydration are replayed after it,
  // and a letter typed on the search button opens the search with it.
  root.addEventListener(
    'keydown',
    (event) => {
      if (root.hasAttribute('data-hydrated')) return;
      const letter = event.key.length === 1 && /[\p{L}\p{N}]/u.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey;
      if (letter && (event.target as Element).closest('[data-search-button]')) {
        event.preventDefault();
        const query = event.key;
        void hydrate(root, () => window.dispatchEvent(new CustomEvent(OPEN_SEARCH_EVENT, { detail: { query } })));
        return;
      }
      if (!REPLAYED_KEYS.has(event.key)) return;
      const tab = (event.target as Element).closest('[role="tab"]');
      if (!tab) return;
      event.preventDefault();
      event.stopImmediatePropagation(); // handled once, by the replay (see the click above)
      const { key } = event;
      // Several keys may wait for the same hydration: each is replayed on the tab focused by then, as the previous
      // replay has moved the focus, so ArrowRight pressed three times moves three tabs.
      void hydrate(root).then(() => {
        const focused = document.activeElement?.closest('[role="tab"]');
        const from = focused && root.contains(focused) ? focused : tab;
        from.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
      });
    },
    true,
  );
}

const highlightToc = tocHighlighter();

/** Prepares the islands inside `scope` as on a fresh page load; client navigation calls it on each new page. */
function setUpIslands(scope: ParentNode): void {
  highlightToc(); // the TOC of the page now in place
  dismiss(); // chunk-load notices of islands that left the page
  // A live island kept across the swap (the sidebar, swap-page.ts) is watched already.
  for (const root of scope.querySelectorAll<HTMLElement>('[data-island]')) if (!root.hasAttribute('data-hydrated')) watchIsland(root);
  // Tab groups (code samples, Markdown tabs) show the reader's choice from the first moment, before (and without) hydration.
  showStoredChoices(scope);
  drawDiagrams(scope);
}

/**
 * Mermaid diagrams: their chunk (Mermaid itself, the heaviest code a page may load) is requested only by a page that
 * holds one; on any other, not a byte of it. A failed load leaves the diagrams' sources shown as code.
 */
function drawDiagrams(scope: ParentNode): void {
  if (!scope.querySelector(`[${DIAGRAM_ATTRIBUTE}]`)) return;
  import('./diagrams/draw-diagrams.js').then(
    (module) => module.drawDiagrams(),
    (error: unknown) => console.error('docsgen: the diagrams could not be loaded; their sources are shown instead', error),
  );
}

setUpIslands(document);
showSidebarCurrent();
// An island may need another live: the "Try it" panel wakes the code samples so their curl follows its inputs.
document.addEventListener(HYDRATE_ISLAND_EVENT, (event) => {
  const root = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-island]') : null;
  if (root) void hydrate(root);
});
loadNavigationOnIntent(setUpIslands);
// A site with versions (its navbar has the version menu): the reader's version is remembered when chosen and followed by
// the navbar's links into the docs. A chunk of its own, so that a site without versions loads not a byte of it.
if (document.querySelector('details.dg-version-menu')) {
  import('./navigation/preferred-version.js').then(
    (module) => module.startPreferredVersion(),
    (error: unknown) => console.error('docsgen: the remembered version could not be loaded; links stay on the latest version', error),
  );
}

// The colour-mode button is static until hydrated: make its pressed state tell the truth right away.
const dark = document.documentElement.getAttribute(HTML_ATTRS.theme) === 'dark';
for (const button of document.querySelectorAll('[data-color-mode-toggle]')) button.setAttribute('aria-pressed', String(dark));

// Search shortcuts work from the first moment: Ctrl/⌘+K toggles the modal, "/" opens it outside text fields.
// They hydrate the search island (loading its chunk) and then ask it to open.
function isTextField(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el && (el.isContentEditable || el.tagName === 'INPUT' || el.tagName === 'TEXTAREA' || el.tagName === 'SELECT');
}
document.addEventListener('keydown', (event) => {
  const searchRoot = document.querySelector<HTMLElement>('[data-island="search"]');
  if (!searchRoot) return;
  const toggle = event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey;
  const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTextField(event.target);
  if (!toggle && !slash) return;
  event.preventDefault();
  void hydrate(searchRoot, () => window.dispatchEvent(new CustomEvent(OPEN_SEARCH_EVENT, { detail: { toggle } })));
});

// Copy buttons (Markdown code blocks, the page's "Copiar como Markdown") are static HTML: their small chunk loads on
// the first intent toward one, and a click waits for it (it runs within the click's user activation, which the
// clipboard needs).
const copyButtonOf = (event: Event): HTMLButtonElement | null =>
  event.target instanceof Element ? event.target.closest<HTMLButtonElement>(`button[${COPY_BUTTON_ATTRIBUTE}]`) : null;
const loadCopy = () => import('./copy-button.js');
for (const type of ['pointerover', 'focusin'] as const) {
  document.addEventListener(type, (event) => void (copyButtonOf(event) && loadCopy()), { passive: true });
}
document.addEventListener('click', (event) => {
  const button = copyButtonOf(event);
  if (button) void loadCopy().then((module) => module.copy(button));
});

// The eye button of a Rust block with hidden lines (mdBook's): a few lines here rather than a chunk of its own. Its
// aria-pressed is the state: the stylesheet shows the lines after it, the copy button copies them.
document.addEventListener('click', (event) => {
  const button = event.target instanceof Element ? event.target.closest(`button[${CODE_REVEAL_ATTRIBUTE}]`) : null;
  button?.setAttribute('aria-pressed', String(button.getAttribute('aria-pressed') !== 'true'));
});

// Opening a response's row (its summary clicked, or Enter/Space on it) shows its example in the column beside.
document.addEventListener('click', (event) => {
  const row = event.target instanceof Element ? event.target.closest('summary')?.parentElement : null;
  const status = row?.getAttribute(RESPONSE_STATUS_ATTRIBUTE);
  const root = document.querySelector<HTMLElement>(`[data-island="${ISLANDS.responseExamples}"]`);
  if (!status || !root || (row as HTMLDetailsElement).open) return;
  void hydrate(root, () => root.dispatchEvent(new CustomEvent(SHOW_RESPONSE_EXAMPLE_EVENT, { detail: status })));
});

// Native <details> dropdowns (the language menu, the TOC's "Nesta página") stay open on outside clicks; close them like
// a menu would: on a click elsewhere, on a link chosen in them, on Escape.
const openDropdowns = (): HTMLDetailsElement[] => [
  ...document.querySelectorAll<HTMLDetailsElement>('details.dg-dropdown[open], details[data-toc-disclosure][open]'),
];
document.addEventListener('click', (event) => {
  const target = event.target as Element;
  for (const dropdown of openDropdowns()) if (!dropdown.contains(target) || target.closest('a[href]')) dropdown.open = false;
});
document.addEventListener('keydown', (event) => {
  if (event.key !== 'Escape') return;
  for (const dropdown of openDropdowns()) {
    dropdown.open = false;
    dropdown.querySelector('summary')?.focus();
  }
});
