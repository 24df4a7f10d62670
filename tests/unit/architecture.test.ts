import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

function sources(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

function imports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => m[1] ?? m[2]!);
}

function offending(dir: string, forbidden: (specifier: string, file: string) => boolean): string[] {
  return sources(dir).flatMap((file) =>
    imports(file).filter((spec) => forbidden(spec, file)).map((spec) => `${path.relative(ROOT, file)} imports ${spec}`));
}

const resolvesInto = (spec: string, file: string, folder: string): boolean =>
  spec.startsWith('.') && path.resolve(path.dirname(file), spec).startsWith(path.join(ROOT, folder) + path.sep);

describe('layering (ARCHITECTURE.md)', () => {
  it('templates/ imports neither cli/, client/ nor node: modules', () => {
    expect(offending('templates', (spec, file) =>
      spec.startsWith('node:') || resolvesInto(spec, file, 'cli') || resolvesInto(spec, file, 'client'))).toEqual([]);
  });
  it('cli/ never imports client/', () => {
    expect(offending('cli', (spec, file) => resolvesInto(spec, file, 'client'))).toEqual([]);
  });
  it('client/ never imports cli/ or node: modules', () => {
    expect(offending('client', (spec, file) => spec.startsWith('node:') || resolvesInto(spec, file, 'cli'))).toEqual([]);
  });
  it('interface strings live in the translations table, not in components', () => {
    // A JSX text child with a letter in it ("<span>Texto</span>") in a component is an untranslated string.
    const stray = sources('templates').filter((file) => file.endsWith('.tsx')).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/>\s*([^<>{}\n=;()]*[A-Za-zÀ-ú][^<>{}\n=;()]*?)\s*<\//g)].map((m) => `${path.relative(ROOT, file)}: "${m[1]}"`));
    expect(stray).toEqual([]);
  });
});
