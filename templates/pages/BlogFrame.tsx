import type { ReactNode } from 'react';
import type { Sidebar as SidebarModel } from '../../shared/model/navigation.js';
import type { RenderContext } from '../render-context.js';
import { DocFrame } from './DocFrame.js';

/**
 * The frame of a blog's own pages (its lists, archive, authors and tags): the docs frame with the blog's sidebar (its
 * recent posts) when the page names one, no breadcrumbs, no table of contents.
 */
export function BlogFrame({
  route,
  sidebar,
  context,
  children,
}: {
  route: string;
  sidebar?: SidebarModel;
  context: RenderContext;
  children: ReactNode;
}) {
  return (
    <DocFrame page={{ route, breadcrumbs: [] }} sidebar={sidebar} context={context}>
      {children}
    </DocFrame>
  );
}
