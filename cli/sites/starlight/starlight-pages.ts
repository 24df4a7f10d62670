// A Starlight site's pages by their slugs: the sidebar names a page by its slug (Astro's entry id), docsgen by its doc
// id (its path). Astro makes the slug from the path, each part made a slug as GitHub makes heading ids
// (`guides/Intro Page.mdx` → `guides/intro-page`), `index` naming its folder; a front-matter `slug` replaces it whole.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { slug as githubSlug } from 'github-slugger';
import { docIdFor } from '../../routes/content-routes.js';
import { listMarkdownFiles } from '../../sources/content-files.js';
import { parseFrontMatter } from '../../sources/front-matter.js';

/** The content folder's pages as the sidebar names them. */
export interface StarlightPages {
  /** The doc id of each page, by its Starlight slug ("" for the home page). */
  bySlug: Map<string, string>;
  /** The pages with `draft: true`, which Starlight leaves out of a production build: paths under the content folder. */
  drafts: string[];
}

/** Reads the pages under `contentDir` (relative to `root`): their paths, their front matter's `slug`, and which are drafts. */
export function starlightPages(root: string, contentDir: string): StarlightPages {
  const folder = path.join(root, contentDir);
  const bySlug = new Map<string, string>();
  const drafts: string[] = [];
  for (const abs of listMarkdownFiles(folder, root)) {
    const rel = path.relative(folder, abs);
    const id = docIdFor(rel);
    const frontMatter = pageFrontMatter(abs);
    // A draft is no page: the sidebar cannot name it (Starlight would stop), and it is excluded.
    if (frontMatter?.draft) {
      drafts.push(rel.split(path.sep).join('/'));
      continue;
    }
    bySlug.set(frontMatter?.slug ?? starlightSlug(id), id);
  }
  return { bySlug, drafts };
}

/** Astro's slug for a doc id: "guides/Intro Page" → "guides/intro-page", "guides/index" → "guides", "index" → "". */
export function starlightSlug(docId: string): string {
  const slug = docId
    .split('/')
    .map((part) => githubSlug(part))
    .join('/');
  return slug === 'index' ? '' : slug.replace(/\/index$/, '');
}

/**
 * What the sidebar needs of a page's front matter: its own `slug`, written from the content folder's root
 * ("custom/path"), and whether it is a draft. Only a file whose front matter names either is parsed (by docsgen's
 * reader, which runs no code); one that does not parse is left to the build, which reports it with its line.
 */
function pageFrontMatter(abs: string): { slug?: string; draft?: true } | undefined {
  const text = readFileSync(abs, 'utf8');
  if (!text.startsWith('---')) return undefined;
  const end = text.indexOf('\n---', 3);
  const block = end === -1 ? text : text.slice(0, end);
  if (!/^(?:slug|draft)\s*:/m.test(block)) return undefined;
  const draft = /^draft\s*:\s*true\s*$/m.test(block) ? { draft: true as const } : {};
  try {
    const slug = parseFrontMatter(text, abs).frontMatter.slug;
    return { ...(slug ? { slug: slug.replace(/^\/+|\/+$/g, '') } : {}), ...draft };
  } catch {
    return draft;
  }
}
