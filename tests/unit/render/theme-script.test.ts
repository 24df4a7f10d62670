import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { themeScript } from '../../../cli/render/theme-script.js';

/** Runs the inline head script against a fake document and storage, returns the attributes it set. */
function run({
  stored = {},
  dark = false,
  storageThrows = false,
  id = 'anuncio-1',
}: {
  stored?: Record<string, string>;
  dark?: boolean;
  storageThrows?: boolean;
  id?: string;
}): Record<string, string> {
  const attrs: Record<string, string> = {};
  const context = {
    document: {
      documentElement: {
        setAttribute: (name: string, value: string) => {
          attrs[name] = value;
        },
      },
    },
    localStorage: {
      getItem: (key: string) => {
        if (storageThrows) throw new Error('SecurityError');
        return stored[key] ?? null;
      },
    },
    window: { matchMedia: true },
    matchMedia: () => ({ matches: dark, addEventListener: () => {} }),
  };
  vm.runInNewContext(themeScript(id), context);
  return attrs;
}

describe('inline theme script', () => {
  it('is light by default', () => {
    expect(run({})).toEqual({ 'data-theme': 'light' });
  });
  it('follows the system preference when the reader never chose', () => {
    expect(run({ dark: true })['data-theme']).toBe('dark');
  });
  it('prefers the stored choice over the system', () => {
    expect(run({ dark: true, stored: { 'docsgen:theme': 'light' } })['data-theme']).toBe('light');
  });
  it('hides the announcement dismissed under the same id only', () => {
    expect(run({ stored: { 'docsgen:announcement-dismissed:anuncio-1': '1' } })).toHaveProperty('data-announcement-dismissed');
    expect(run({ stored: { 'docsgen:announcement-dismissed:velho': '1' } })).not.toHaveProperty('data-announcement-dismissed');
  });
  it('does not throw when storage is blocked', () => {
    expect(run({ storageThrows: true, dark: true })).toEqual({ 'data-theme': 'dark' });
  });
});
