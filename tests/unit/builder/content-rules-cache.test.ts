// The content files kept between builds hold their routes: a build under another `contentRoute` or `routeStyle` must
// make them again, not publish the pages at the routes the last build gave them.
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../../../cli/builder/build-site.js';
import { tempSite } from '../support/temp-site.js';

const quiet = { log: () => {} };

describe('the content-file cache', () => {
  it('is not reused under another contentRoute or routeStyle', async () => {
    const root = tempSite({
      'docsgen.config.ts': "export default { contentRoute: '/docs' };\n",
      'content/index.md': '# Home\n',
      'content/Intro Page.md': '# Intro\n',
    });
    const out = path.join(root, 'build');
    await buildSite({ root, ...quiet });
    expect(existsSync(path.join(out, 'docs/Intro Page/index.html'))).toBe(true);
    writeFileSync(path.join(root, 'docsgen.config.ts'), "export default { contentRoute: '/guide' };\n");
    await buildSite({ root, ...quiet });
    expect(existsSync(path.join(out, 'guide/Intro Page/index.html'))).toBe(true);
    expect(existsSync(path.join(out, 'docs'))).toBe(false);
    writeFileSync(path.join(root, 'docsgen.config.ts'), "export default { contentRoute: '/guide', routeStyle: 'astro' };\n");
    await buildSite({ root, ...quiet });
    expect(existsSync(path.join(out, 'guide/intro-page/index.html'))).toBe(true);
  });
});
