// Mermaid is bundled and published only for a site with a diagram: a site without one gets the client it always had
// (no Mermaid chunk among its files), and a page edit that brings the site's first diagram builds the whole site, so
// that the bundle with Mermaid is published with it.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { docsgen } from '../support/cli-process.js';
import { editSite, tempSite } from '../support/temp-site.js';

const DIAGRAM = '# Other\n\n```mermaid\ngraph TD\n  A --> B\n```\n';

/** The scripts the build published, and whether one of them is Mermaid's (its flowchart chunk). */
function scriptsOf(out: string): { count: number; mermaid: boolean } {
  const scripts = readdirSync(path.join(out, 'assets')).filter((file) => file.endsWith('.js'));
  return { count: scripts.length, mermaid: scripts.some((file) => /^flowDiagram-/.test(file)) };
}

describe('the client bundle and diagrams', { timeout: 120_000 }, () => {
  it('holds no Mermaid for a site without a diagram, and Mermaid once a page edit brings one (a whole build)', async () => {
    const root = tempSite({ 'content/index.md': '# Home\n\nText.\n', 'content/other.md': '# Other\n\nMore.\n' });
    const out = path.join(root, '..', 'out');
    expect((await docsgen(['build', root, '--out', out])).code).toBe(0);
    const without = scriptsOf(out);
    expect(without.mermaid).toBe(false);

    editSite(root, { 'content/other.md': DIAGRAM });
    const edit = await docsgen(['build', root, '--out', out]);
    expect(edit.code).toBe(0);
    expect(edit.stdout).toMatch(/building the whole site/);
    const withDiagram = scriptsOf(out);
    expect(withDiagram.mermaid).toBe(true);
    expect(withDiagram.count).toBeGreaterThan(without.count + 50);
    expect(readFileSync(path.join(out, 'other', 'index.html'), 'utf8')).toContain('data-diagram="mermaid"');

    // A later edit of that page is remade alone: the bundle with Mermaid is the one the output holds.
    editSite(root, { 'content/other.md': `${DIAGRAM}\nMore text.\n` });
    const again = await docsgen(['build', root, '--out', out]);
    expect(again.stdout).toMatch(/remade alone/);
    expect(again.stdout).not.toMatch(/building the whole site/);
    expect(scriptsOf(out).mermaid).toBe(true);
  });
});
