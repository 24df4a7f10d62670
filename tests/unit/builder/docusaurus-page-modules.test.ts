// What facebook/react-native-website's React pages needed of docsgen's Docusaurus stand-ins, each of which failed its
// build before: a CSS module naming a file of the static folder from "/" (`url(/img/bg.png)`, which Docusaurus
// resolves against its static folders), a Sass CSS module (`styles.module.scss`, docusaurus-plugin-sass), and
// `<Redirect>` from `@docusaurus/router` (its /releases page). The fixture's base URL is /gadgets/.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../cli/builder/build-site.js';

const FIXTURE = path.resolve(import.meta.dirname, '../../fixtures/sites/docusaurus-pages');
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');

describe("a Docusaurus site's React pages", () => {
  let root: string;
  const built = (route: string): string => readFileSync(path.join(root, 'build', route, 'index.html'), 'utf8');

  beforeAll(async () => {
    root = path.join(mkdtempSync(path.join(os.tmpdir(), 'docsgen-unit-')), 'site');
    cpSync(FIXTURE, root, { recursive: true });
    writeFileSync(path.join(root, 'static/img/bg.png'), PNG);
    writeFileSync(
      path.join(root, 'src/pages/styles.module.scss'),
      '$gap: 12px;\n.banner {\n  padding: $gap;\n  background: url(/img/bg.png);\n  .away { background: url(/img/not-there.png); }\n}\n',
    );
    writeFileSync(
      path.join(root, 'src/pages/banner.tsx'),
      "import styles from './styles.module.scss';\nexport default function Banner() {\n  return <div className={styles.banner}><p className={styles.away}>Banner</p></div>;\n}\n",
    );
    writeFileSync(
      path.join(root, 'src/pages/releases.tsx'),
      'import { Redirect } from \'@docusaurus/router\';\nexport default function Releases() {\n  return <Redirect to="/docs/intro" />;\n}\n',
    );
    await buildSite({ root, log: () => {}, cache: false });
  }, 60_000);
  afterAll(() => rmSync(path.dirname(root), { recursive: true, force: true }));

  it('compile a Sass CSS module, a static file named from / inlined and a missing one left for the browser', () => {
    expect(built('banner')).toMatch(/<div class="[^"]*banner[^"]*"><p class="[^"]*away/);
    const assets = readdirSync(path.join(root, 'build', 'assets'));
    const css = assets
      .filter((name) => name.endsWith('.css'))
      .map((name) => readFileSync(path.join(root, 'build', 'assets', name), 'utf8'))
      .join('\n');
    expect(css).toMatch(/padding: ?12px/);
    expect(css).toContain('data:image/png;base64,');
    expect(css).toContain('/img/not-there.png');
  });

  it('send readers on from a page that renders <Redirect>, by a refresh and a link', () => {
    const html = built('releases');
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/gadgets/docs/intro"/>');
    expect(html).toContain('<a href="/gadgets/docs/intro">/gadgets/docs/intro</a>');
  });
});
