import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DocsgenError } from '../errors/docsgen-error.js';
import { decodeUtf8Text } from './decode-text.js';
import { parseFrontMatter, type FrontMatter } from './front-matter.js';
import { docIdFor, routeFor } from '../routes/content-routes.js';

/** One Markdown page as read from disk, before the Markdown is parsed. */
export interface ContentFile {
  id: string;
  /** Path relative to the site root, for messages. */
  file: string;
  route: string;
  frontMatter: FrontMatter;
  body: string;
  bodyStartLine: number;
  /** Content hash of the raw file, the key of the Markdown cache. */
  hash: string;
}

/** Every .md file under the content folder, sorted, skipping dot-folders, "_" partials and node_modules. */
export function listMarkdownFiles(contentDir: string): string[] {
  const found: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.') || entry.name.startsWith('_') || entry.name === 'node_modules') continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.mdx?$/i.test(entry.name)) found.push(full);
    }
  };
  walk(contentDir);
  return found.sort();
}

/** Reads and splits every content file; stops at the first broken file or at two files claiming one route. */
export function readContentFiles(root: string, contentDir: string): ContentFile[] {
  return checkUniqueRoutes(listMarkdownFiles(contentDir).map((abs) => readContentFile(root, contentDir, abs)));
}

/** The files as given, or an error naming the first two that claim one route. */
export function checkUniqueRoutes(files: ContentFile[]): ContentFile[] {
  const byRoute = new Map<string, ContentFile>();
  for (const file of files) {
    const other = byRoute.get(file.route);
    if (other) {
      throw new DocsgenError({
        code: 'duplicate-route',
        file: file.file,
        message: `${file.file} and ${other.file} both claim the route ${file.route}`,
        hint: 'rename one of them or give one a different `slug` in its front matter',
      });
    }
    byRoute.set(file.route, file);
  }
  return files;
}

export function readContentFile(root: string, contentDir: string, abs: string): ContentFile {
  const bytes = readFileSync(abs);
  const file = path.relative(root, abs).split(path.sep).join('/');
  const raw = decodeUtf8Text(bytes, file);
  const { frontMatter, body, bodyStartLine } = parseFrontMatter(raw, file);
  const id = docIdFor(path.relative(contentDir, abs));
  const route = routeFor(id, frontMatter.slug);
  const hash = createHash('sha1').update(bytes).digest('hex');
  return { id, file, route, frontMatter, body, bodyStartLine, hash };
}
