// `docsgen dev` on an MDX site: a page renders with its components, an edited component shows on the next request,
// and an MDX syntax error or a component that throws shows in the overlay (file, line, component), over the last
// good page, until it is fixed.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startDevServer } from '../../../cli/dev/dev-server.js';
import { OVERLAY_ID } from '../../../cli/dev/overlay.js';
import { format } from '../../../shared/i18n/format.js';
import { EN_STRINGS as strings } from '../../../shared/i18n/strings.en.js';
import { tempSite } from '../support/temp-site.js';

const POLL = { timeout: 20_000, interval: 50 };

describe('docsgen dev on MDX pages', () => {
  it('renders components, follows their edits, and shows MDX errors in the overlay', { timeout: 90_000 }, async () => {
    const root = tempSite({
      'content/index.mdx': "import Chart from '@site/components/Chart';\n\n# Início\n\n<Chart n={2} />\n",
      'components/Chart.tsx': 'export default function Chart({ n }: { n: number }) { return <p className="chart">{n} barras</p>; }\n',
    });
    const dev = await startDevServer({ root, port: 0, host: '127.0.0.1', log: () => {}, cache: false });
    const home = async () => (await fetch(`${dev.url}/`)).text();
    try {
      expect(await home()).toContain('<p class="chart">2 barras</p>');
      // A component edited: the page shows it.
      writeFileSync(
        path.join(root, 'components/Chart.tsx'),
        'export default function Chart({ n }: { n: number }) { return <p className="chart">{n} colunas</p>; }\n',
      );
      await expect.poll(home, POLL).toContain('2 colunas');
      // A syntax error in the page: the overlay names the file, line and column.
      writeFileSync(path.join(root, 'content/index.mdx'), "import Chart from '@site/components/Chart';\n\n# Início\n\n<Chart n={2 />\n");
      await expect.poll(home, POLL).toContain(OVERLAY_ID);
      const overlay = await home();
      expect(overlay).toContain('<code>content/index.mdx</code>');
      // The expression never closes: MDX stops at the end of the file, line 6.
      expect(overlay).toContain(`${format(strings.dev.line, { line: 6 })}, ${format(strings.dev.column, { column: 1 })}`);
      expect(overlay).toMatch(/MDX could not be compiled: /);
      // A component that throws: the overlay names it.
      writeFileSync(path.join(root, 'content/index.mdx'), "import Chart from '@site/components/Chart';\n\n# Início\n\n<Chart n={2} />\n");
      writeFileSync(path.join(root, 'components/Chart.tsx'), 'export default function Chart() { throw new Error("sem dados"); }\n');
      await expect.poll(home, POLL).toContain('the component &lt;Chart&gt; threw while the MDX page rendered: sem dados');
      // Fixed: the page is back, without the overlay.
      writeFileSync(
        path.join(root, 'components/Chart.tsx'),
        'export default function Chart() { return <p className="chart">de volta</p>; }\n',
      );
      await expect.poll(home, POLL).toContain('de volta');
      expect(await home()).not.toContain(OVERLAY_ID);
    } finally {
      await dev.close();
    }
  });
});
