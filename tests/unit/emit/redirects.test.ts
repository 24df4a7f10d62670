// The build's redirects (emit/redirects.ts): a forward page at each old address, allowed by the Content-Security-Policy,
// and `_redirects` with the site's own lines after ours; nothing at all for a site without redirects; and a redirect
// that leads nowhere fails the build before anything is written.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../../../cli/builder/build-site.js';
import { everyPathHeaders } from '../../../cli/http/headers-file.js';
import { docsgenErrorOfAsync } from '../support/docsgen-error-of.js';
import { page, tempSite } from '../support/temp-site.js';

const quiet = { log: () => {} };
const CONFIG = `export default {
  url: 'https://docs.example.com',
  baseUrl: '/docs/',
  redirects: { '/velho': '/guia/a', '/antigo/*': '/guia/*', '/fora': 'https://example.com/x' },
};\n`;

describe('the build publishes redirects', () => {
  it('writes a forward page per old address (a prefix: per page under its target) and _redirects, the site’s own after ours', async () => {
    const root = tempSite({
      'docsgen.config.ts': CONFIG,
      'content/index.md': page({ title: 'Início' }),
      'content/guia/a.md': page({ title: 'Página A' }),
      'content/guia/b.md': page({ title: 'Página B' }),
      'static/_redirects': '/docs/loja /docs/guia/b 302\n',
    });
    await buildSite({ root, ...quiet });
    const out = path.join(root, 'build');
    expect(readFileSync(path.join(out, '_redirects'), 'utf8')).toBe(
      [
        '/docs/velho /docs/guia/a 301',
        '/docs/fora https://example.com/x 301',
        '/docs/antigo/* /docs/guia/:splat 301',
        '',
        '/docs/loja /docs/guia/b 302',
        '',
      ].join('\n'),
    );
    const forward = readFileSync(path.join(out, 'velho/index.html'), 'utf8');
    expect(forward).toContain('<meta http-equiv="refresh" content="0; url=/docs/guia/a">');
    expect(forward).toContain('<link rel="canonical" href="https://docs.example.com/docs/guia/a">');
    expect(forward).toContain('<meta name="robots" content="noindex">');
    expect(forward).toContain('<title>Página A</title>');
    expect(readFileSync(path.join(out, 'antigo/b/index.html'), 'utf8')).toContain('url=/docs/guia/b');
    expect(readFileSync(path.join(out, 'fora/index.html'), 'utf8')).toContain('url=https://example.com/x');
    // The forward page's one script is allowed by its hash.
    const policy = everyPathHeaders(readFileSync(path.join(out, '_headers'), 'utf8'))['Content-Security-Policy']!;
    expect(policy).toContain("'sha256-");
    expect(policy).not.toContain("'unsafe-inline'");
    // Not pages: in no sitemap.
    expect(readFileSync(path.join(out, 'sitemap.xml'), 'utf8')).not.toContain('velho');
  });

  it('keeps them through the next build after a page edit', async () => {
    const root = tempSite({
      'docsgen.config.ts': CONFIG,
      'content/index.md': page({ title: 'Início' }),
      'content/guia/a.md': page({ title: 'A' }),
    });
    await buildSite({ root, ...quiet });
    writeFileSync(path.join(root, 'content/guia/a.md'), page({ title: 'A' }, 'Texto novo.\n'));
    await buildSite({ root, ...quiet });
    expect(readFileSync(path.join(root, 'build/guia/a/index.html'), 'utf8')).toContain('Texto novo.');
    expect(readFileSync(path.join(root, 'build/_redirects'), 'utf8')).toContain('/docs/velho /docs/guia/a 301');
    expect(existsSync(path.join(root, 'build/velho/index.html'))).toBe(true);
  });

  it('writes nothing for a site without redirects, and keeps its own _redirects as it is', async () => {
    const root = tempSite({ 'content/index.md': page({ title: 'Início' }), 'static/_redirects': '/a /b 302\n' });
    await buildSite({ root, ...quiet });
    expect(readFileSync(path.join(root, 'build/_redirects'), 'utf8')).toBe('/a /b 302\n');
    const bare = tempSite({ 'content/index.md': page({ title: 'Início' }) });
    await buildSite({ root: bare, ...quiet });
    expect(existsSync(path.join(bare, 'build/_redirects'))).toBe(false);
  });

  it('fails with redirect-target-missing before writing, the last output kept', async () => {
    const root = tempSite({
      'docsgen.config.ts': CONFIG,
      'content/index.md': page({ title: 'Início' }),
      'content/guia/a.md': page({ title: 'A' }),
    });
    await buildSite({ root, ...quiet });
    const before = readFileSync(path.join(root, 'build/_redirects'), 'utf8');
    writeFileSync(path.join(root, 'docsgen.config.ts'), CONFIG.replace("'/guia/a'", "'/guia/sumiu'"));
    const error = await docsgenErrorOfAsync(() => buildSite({ root, ...quiet }));
    expect(error.code).toBe('redirect-target-missing');
    expect(error.message).toBe('the redirect from /velho leads to /guia/sumiu, which is no page of the site');
    expect(readFileSync(path.join(root, 'build/_redirects'), 'utf8')).toBe(before);
  });
});
