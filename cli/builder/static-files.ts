import { cpSync, existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** URL paths of every file in the static folder ("/img/logo.svg"), for the link checker. */
export function listStaticFiles(staticDir: string): string[] {
  if (!existsSync(staticDir)) return [];
  const files: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else files.push(`/${path.relative(staticDir, full).split(path.sep).join('/')}`);
    }
  };
  walk(staticDir);
  return files.sort();
}

export function copyStaticFiles(staticDir: string, outDir: string): void {
  if (existsSync(staticDir)) cpSync(staticDir, outDir, { recursive: true });
}
