// A link from the primary variant (the last version, read first: the others link to its home page) to a page of a
// version read after it leads somewhere, and is not warned of: facebook/react-native-website's blog posts link
// `/docs/next/…` some thirty times. A link to a page no version has is still `broken-link`.
import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSite } from '../../../cli/builder/load-variants.js';
import { readConfig } from '../../../cli/builder/read-config.js';

const FIXTURE = path.resolve(import.meta.dirname, '../../fixtures/sites/docusaurus-versions');
const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

describe('links between versions', () => {
  it("from the primary to another version's page are not broken; to no version's page they are", async () => {
    const root = path.join(mkdtempSync(path.join(os.tmpdir(), 'docsgen-unit-')), 'site');
    made.push(path.dirname(root));
    cpSync(FIXTURE, root, { recursive: true });
    // 2.0 is the last version, at /docs; the current docs, at /docs/next, have new-feature.md.
    appendFileSync(
      path.join(root, 'versioned_docs/version-2.0/intro.md'),
      '\nSee [what is next](/docs/next/new-feature) and [nothing](/docs/next/gone).\n',
    );
    const loaded = await loadSite({ config: await readConfig(root, () => {}), log: () => {}, cache: false });
    expect(loaded.model.pages['/docs/next/new-feature']).toBeDefined();
    const broken = loaded.warnings.filter((warning) => warning.code === 'broken-link').map((warning) => warning.message);
    expect(broken).toEqual(['link to /docs/next/gone points to no page']);
  });
});
