// What `docsgen dev` prints about warnings: its first build's report, grouped and cut like `docsgen build`'s, then
// after each rebuild only the warnings that rebuild brought.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DevSession } from '../../../cli/dev/dev-session.js';
import { page, tempSite } from '../support/temp-site.js';

const links = (from: number, count: number): string =>
  Array.from({ length: count }, (_, i) => `[quebrado](/nao-existe-${from + i})`).join('\n\n');

describe('docsgen dev warnings', () => {
  it('reports the first build cut at 10 a kind, then only the new warnings of a rebuild', async () => {
    const root = tempSite({
      'docsgen.config.ts': "export default { title: 'Docs', url: 'https://docs.example.com' };\n",
      'content/index.md': page({ title: 'Início' }, `${links(0, 12)}\n`),
    });
    const lines: string[] = [];
    const session = new DevSession({ root, cache: false }, (line) => lines.push(line));
    try {
      await session.start();
      const first = lines.filter((line) => /^(warning| {2}…)/.test(line));
      expect(first).toHaveLength(12);
      expect(first.slice(-2)).toEqual(['  … and 2 more', 'warnings by kind: 12 broken-link']);
      lines.length = 0;
      const file = path.join(root, 'content/index.md');
      writeFileSync(file, page({ title: 'Início' }, `${links(0, 13)}\n`));
      await session.rebuild(new Set([file]));
      expect(lines.filter((line) => line.startsWith('warning'))).toEqual([
        'warning[broken-link]: content/index.md:29: link to /nao-existe-12 points to no page',
        'warnings by kind: 1 broken-link',
      ]);
    } finally {
      session.close();
    }
  });
});
