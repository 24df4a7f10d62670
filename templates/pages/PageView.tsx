import type { Sidebar } from '../../shared/model/navigation.js';
import type { Page } from '../../shared/model/site.js';
import type { RenderContext } from '../render-context.js';
import { ApiInfoPage } from './ApiInfoPage.js';
import { ApiOperationPage } from './ApiOperationPage.js';
import { BlogArchivePage } from './BlogArchivePage.js';
import { BlogAuthorsPage } from './BlogAuthorsPage.js';
import { BlogListPage } from './BlogListPage.js';
import { BlogTagsPage } from './BlogTagsPage.js';
import { DocPage } from './DocPage.js';
import { HomePage } from './HomePage.js';
import { NotFoundPage } from './NotFoundPage.js';
import { SearchPage } from './SearchPage.js';
import { TagPage } from './TagPage.js';
import { TagsIndexPage } from './TagsIndexPage.js';

/** Picks the template for a page of the model. */
export function PageView({ page, sidebars, context }: { page: Page; sidebars: Record<string, Sidebar>; context: RenderContext }) {
  switch (page.kind) {
    case 'doc':
      return <DocPage page={page} sidebar={page.sidebarId ? sidebars[page.sidebarId] : undefined} context={context} />;
    case 'tags':
      return <TagsIndexPage page={page} context={context} />;
    case 'tag':
      return <TagPage page={page} context={context} />;
    case 'not-found':
      return <NotFoundPage page={page} context={context} />;
    case 'api-operation':
      return <ApiOperationPage page={page} sidebar={page.sidebarId ? sidebars[page.sidebarId] : undefined} context={context} />;
    case 'api-info':
      return <ApiInfoPage page={page} sidebar={page.sidebarId ? sidebars[page.sidebarId] : undefined} context={context} />;
    case 'search':
      return <SearchPage page={page} context={context} />;
    case 'home':
      return <HomePage page={page} context={context} />;
    case 'blog-list':
      return <BlogListPage page={page} sidebar={page.sidebarId ? sidebars[page.sidebarId] : undefined} context={context} />;
    case 'blog-archive':
      return <BlogArchivePage page={page} sidebar={page.sidebarId ? sidebars[page.sidebarId] : undefined} context={context} />;
    case 'blog-authors':
      return <BlogAuthorsPage page={page} sidebar={page.sidebarId ? sidebars[page.sidebarId] : undefined} context={context} />;
    case 'blog-tags':
      return <BlogTagsPage page={page} sidebar={page.sidebarId ? sidebars[page.sidebarId] : undefined} context={context} />;
  }
}
