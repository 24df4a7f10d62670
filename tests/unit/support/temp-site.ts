import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach } from 'vitest';

const made: string[] = [];
afterEach(() => {
  while (made.length) rmSync(made.pop()!, { recursive: true, force: true });
});

/** Writes a small site (files by relative path) into a fresh temporary folder, removed after the test. */
export function tempSite(files: Record<string, string | Uint8Array>, name = 'site'): string {
  const parent = mkdtempSync(path.join(os.tmpdir(), 'docsgen-unit-'));
  made.push(parent);
  const root = path.join(parent, name);
  for (const [rel, text] of Object.entries(files)) {
    const file = path.join(root, rel);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  mkdirSync(path.join(root, 'content'), { recursive: true });
  return root;
}

/** Writes files into a site (by path relative to it), making their folders: an author's edits between builds. */
export function editSite(root: string, files: Record<string, string>): void {
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    writeFileSync(path.join(root, rel), text);
  }
}

/** A Markdown page with front matter. */
export function page(frontMatter: Record<string, unknown>, body = 'Texto.\n'): string {
  const yaml = Object.entries(frontMatter)
    .map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
    .join('\n');
  return `---\n${yaml}\n---\n\n${body}`;
}
