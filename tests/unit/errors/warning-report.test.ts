import { describe, expect, it } from 'vitest';
import type { BuildWarning } from '../../../cli/errors/docsgen-error.js';
import { warningReport } from '../../../cli/errors/warning-report.js';

const broken = (n: number): BuildWarning => ({
  code: 'broken-link',
  file: `content/p${n}.md`,
  line: n,
  message: `link to /x${n} points to no page`,
});

describe('warningReport', () => {
  it('groups by kind in the order each kind first appeared, cuts a kind at 10 lines, then counts each kind', () => {
    const warnings: BuildWarning[] = [
      { code: 'no-url', file: 'docsgen.config.ts', message: 'no `url` in the config' },
      ...Array.from({ length: 12 }, (_, i) => broken(i + 1)),
      { code: 'unknown-container', file: 'content/a.md', line: 7, message: 'unknown container "sidenote"' },
      { code: 'no-url', message: 'again' },
    ];
    expect(warningReport(warnings, { cutNote: '(see --verbose)' })).toEqual([
      'warning[no-url]: docsgen.config.ts: no `url` in the config',
      'warning[no-url]: again',
      ...Array.from({ length: 10 }, (_, i) => `warning[broken-link]: content/p${i + 1}.md:${i + 1}: link to /x${i + 1} points to no page`),
      '  … and 2 more',
      'warning[unknown-container]: content/a.md:7: unknown container "sidenote"',
      'warnings by kind: 2 no-url, 12 broken-link, 1 unknown-container (see --verbose)',
    ]);
  });

  it('prints exactly 10 of a kind of 10 with no "more" line and no cut note', () => {
    const lines = warningReport(
      Array.from({ length: 10 }, (_, i) => broken(i)),
      { cutNote: '(see --verbose)' },
    );
    expect(lines).toHaveLength(11);
    expect(lines.at(-1)).toBe('warnings by kind: 10 broken-link');
  });

  it('prints every warning when asked for all', () => {
    const lines = warningReport(
      Array.from({ length: 25 }, (_, i) => broken(i)),
      { all: true, cutNote: '(see --verbose)' },
    );
    expect(lines).toEqual([
      ...Array.from({ length: 25 }, (_, i) => `warning[broken-link]: content/p${i}.md:${i}: link to /x${i} points to no page`),
      'warnings by kind: 25 broken-link',
    ]);
  });

  it('prints nothing for a build without warnings', () => {
    expect(warningReport([])).toEqual([]);
  });
});
