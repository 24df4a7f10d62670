// The blog's sidebar of recent posts (docs/design/blog.md §5): a Sidebar of the model like the docs', so SidebarNav, the
// sidebar-data emitter and client navigation need nothing new. SidebarNav draws a sidebar's items, not its label: the
// posts are one open category titled with the sidebar's title, so the title shows above them.
import type { Sidebar } from '../../../shared/model/navigation.js';
import type { UiStrings } from '../../../shared/i18n/strings.pt.js';
import type { ResolvedBlog } from '../../config/blog-schema.js';

/** The id of a blog's sidebar in SiteModel.sidebars. */
export const BLOG_SIDEBAR_ID = 'blog';

/** The sidebar of the newest `sidebar.count` posts of `listed` (newest first); none for a count of 0 or no post. */
export function blogSidebar(
  listed: ReadonlyArray<{ route: string; label: string }>,
  blog: Pick<ResolvedBlog, 'sidebar'>,
  strings: UiStrings,
): Sidebar | undefined {
  const { count } = blog.sidebar;
  const shown = count === 'all' ? listed : listed.slice(0, count);
  if (shown.length === 0) return undefined;
  const title = blog.sidebar.title ?? strings.blog.recentPosts;
  return {
    id: BLOG_SIDEBAR_ID,
    label: title,
    items: [
      {
        type: 'category',
        label: title,
        collapsed: false,
        items: shown.map((post) => ({ type: 'doc' as const, label: post.label, href: post.route })),
      },
    ],
  };
}
