// The config's `blog` resolved (docs/design/blog.md §2): its folders absolute and checked, its route whole and checked,
// and refused where two collections would share a route (a blog under the docs' route could not be told from them).
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { DocsgenError } from '../errors/docsgen-error.js';
import { checkedRoute, normalizeRoute } from '../routes/content-routes.js';
import type { ParsedBlog, ResolvedBlog } from './blog-schema.js';

export interface BlogPlace {
  root: string;
  /** The config file, for messages. */
  where: string;
  /** The docs' route ("/" when the docs are at the site's root). */
  contentRoute: string;
}

/** The blog as the build reads it; a missing folder or a route under the docs' is `config-missing-file` / `config-type`. */
export function resolveBlog(blog: ParsedBlog, { root, where, contentRoute }: BlogPlace): ResolvedBlog {
  const dir = path.resolve(root, blog.dir);
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    throw new DocsgenError({
      code: 'config-missing-file',
      file: where,
      message: `blog.dir names "${blog.dir}", but ${path.relative(root, dir) || '.'}/ is no folder`,
      hint: 'create the folder with your posts (2024-01-02-hello.md), or point blog.dir at it, relative to the site root',
    });
  }
  const route = checkedRoute(blog.route, normalizeRoute(blog.route), { file: where, field: 'blog.route' });
  if (contentRoute !== '/' && (route === contentRoute || route.startsWith(`${contentRoute}/`))) {
    throw new DocsgenError({
      code: 'config-type',
      file: where,
      message: `blog.route ${route} lies under the docs' route ${contentRoute}: a post and a doc could claim one route`,
      hint: `give the blog a route of its own, such as "/blog"`,
    });
  }
  const { postsDir, authorsFile, tagsFile, ...rest } = blog;
  return {
    ...rest,
    dir,
    route,
    postsDir: postsDir === undefined ? dir : path.resolve(dir, postsDir),
    authorsFile: path.resolve(dir, authorsFile),
    tagsFile: path.resolve(dir, tagsFile),
  };
}
