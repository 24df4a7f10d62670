import type { ReactNode } from 'react';
import { ISLANDS } from '../../shared/constants.js';
import type { AnnouncementProps } from '../../shared/islands.js';
import type { Sidebar } from '../../shared/model/navigation.js';
import type { PageVariant } from '../../shared/model/variants.js';
import type { RenderContext } from '../render-context.js';
import { useStrings } from '../useStrings.js';
import { AnnouncementBar } from '../islands/AnnouncementBar.js';
import { ChunkErrorTemplate } from './ChunkErrorTemplate.js';
import { Footer } from './Footer.js';
import { Island } from './Island.js';
import { Navbar } from './Navbar.js';
import { RouteAnnouncer } from './RouteAnnouncer.js';

interface Props {
  context: RenderContext;
  currentPath: string;
  /** The page's sidebar: the mobile drawer shows it. */
  sidebar?: Sidebar;
  /** Where the page sits among the site's versions and languages: the navbar's version and language menus. */
  variant?: PageVariant;
  children: ReactNode;
}

/**
 * The frame of every page: skip link, announcement, navbar, main content, footer. Client navigation swaps
 * `.dg-page` and the navbar's per-page parts; the rest (and the announcer and chunk-error template) persists.
 */
export function Layout({ context, currentPath, sidebar, variant, children }: Props) {
  const strings = useStrings();
  const bar = context.site.announcementBar;
  const announcement: (AnnouncementProps & { baseUrl: string }) | undefined = bar ? { ...bar, baseUrl: context.site.baseUrl } : undefined;
  return (
    <>
      <a className="dg-skip-link" href="#dg-main">
        {strings.skipToContent}
      </a>
      {announcement ? (
        <Island name={ISLANDS.announcement} props={announcement} className="dg-announcement-island">
          <AnnouncementBar {...announcement} />
        </Island>
      ) : null}
      <Navbar context={context} currentPath={currentPath} sidebar={sidebar} variant={variant} />
      <div className="dg-page">{children}</div>
      <Footer copyright={context.site.footer.copyright} links={context.site.footer.links} baseUrl={context.site.baseUrl} />
      <RouteAnnouncer />
      <ChunkErrorTemplate />
    </>
  );
}
