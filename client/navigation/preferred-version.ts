// The reader's version (a site with versions, docs/design/versions.md): a link to a version (the version menu's
// entries, the banner's "latest version") is remembered when followed; on a page of no version, or of an older or
// newer one, the navbar's links into the last version's docs (and, on a page of no version, the sidebar's) are moved
// to the same page in the reader's version when it has that page, else to its first page, as Docusaurus does with
// its navbar's docs links. The page says its own version in the version menu (its `aria-current` entry) and which
// version its links lead to as built (`data-last-version`): no inline script, which the CSP forbids.
import { NAVIGATED_EVENT } from '../../shared/constants.js';
import { PREFERRED_VERSION_KEY, VERSIONS_FILE, type VersionsFile } from '../../shared/model/variants.js';
import { routeHref } from '../../shared/url.js';
import { preferredVersionRoute } from '../../shared/version-routes.js';
import { readStorage, writeStorage } from '../storage.js';
import { basePath } from './page-url.js';

const MENU = 'details.dg-version-menu';
/** The links a remembered version moves: the navbar's (the mobile drawer renders its own from its props). */
const NAVBAR_LINKS = '.dg-navbar__items a[href]';
const SIDEBAR_LINKS = '.dg-doc__sidebar a[href]';

/** `/_versions.json`, fetched the first time a page needs it, once per page load (client navigation keeps it). */
let versionsFile: Promise<VersionsFile | null> | undefined;

function loadVersionsFile(): Promise<VersionsFile | null> {
  versionsFile ??= fetch(new URL(`${basePath()}${VERSIONS_FILE}`, location.href))
    .then((response) => (response.ok ? (response.json() as Promise<VersionsFile>) : null))
    .catch((error: unknown) => {
      // The links keep going where they were built to: the last version's pages.
      console.error(`docsgen: ${VERSIONS_FILE} could not be loaded; the navbar's links stay on the latest version`, error);
      return null;
    });
  return versionsFile;
}

/** The version the page is of (its entry in the version menu), and the one its links lead to as built. */
function pageVersions(): { own?: string; last: string } | undefined {
  const menu = document.querySelector<HTMLElement>(MENU);
  const last = menu?.dataset.lastVersion;
  if (!menu || !last) return undefined;
  return { own: menu.querySelector<HTMLElement>('a[aria-current="true"][data-version]')?.dataset.version, last };
}

/** The route of a link of this site: its path without the base, decoded as routes are in the model. */
function linkRoute(link: HTMLAnchorElement, base: string): string | undefined {
  const url = new URL(link.href, location.href);
  if (url.origin !== location.origin || !url.pathname.startsWith(base)) return undefined;
  try {
    return decodeURI(url.pathname.slice(base.length - 1));
  } catch {
    return undefined;
  }
}

/** Moves the page's links into the last version's docs to the reader's version, when it is another. */
function followPreferredVersion(): void {
  const versions = pageVersions();
  if (!versions) return;
  const effective = versions.own ?? readStorage(PREFERRED_VERSION_KEY);
  if (!effective || effective === versions.last) return;
  void loadVersionsFile().then((file) => {
    if (!file) return;
    const base = basePath();
    const selector = versions.own ? NAVBAR_LINKS : `${NAVBAR_LINKS}, ${SIDEBAR_LINKS}`;
    for (const link of document.querySelectorAll<HTMLAnchorElement>(selector)) {
      const route = linkRoute(link, base);
      const moved = route === undefined ? undefined : preferredVersionRoute(route, effective, file);
      if (moved !== undefined) link.setAttribute('href', `${routeHref(base, moved)}${new URL(link.href).hash}`);
    }
  });
}

/** Installs it (once, from boot.ts, on a page with the version menu): remembers the reader's choice and applies it now and after each client navigation. */
export function startPreferredVersion(): void {
  document.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLElement>('a[data-version]') : null;
    const name = link?.dataset.version;
    if (name) writeStorage(PREFERRED_VERSION_KEY, name);
  });
  followPreferredVersion();
  window.addEventListener(NAVIGATED_EVENT, followPreferredVersion);
}
