import { describe, expect, it } from 'vitest';
import { errorView, overlayDocument, overlayHtml } from '../../../cli/dev/overlay.js';
import { injectBeforeBodyEnd, liveReloadScript } from '../../../cli/dev/live-reload.js';
import { DocsgenError } from '../../../cli/errors/docsgen-error.js';
import { EN_STRINGS } from '../../../shared/i18n/strings.en.js';
import { EN_STRINGS as strings } from '../../../shared/i18n/strings.en.js';

describe('error overlay', () => {
  it('names the file, the line and the column, and gives the message and the hint', () => {
    const view = errorView(
      new DocsgenError({
        code: 'front-matter-yaml',
        file: 'content/guide/webhook.md',
        line: 3,
        column: 7,
        message: 'front matter is not valid YAML: bad indentation',
        hint: 'fix the YAML',
      }),
    );
    const html = overlayHtml(view);
    expect(html).toContain('<code>content/guide/webhook.md</code>, line 3, column 7');
    // The code as the CLI prints it: the key of the error's entry in docs/errors.md.
    expect(html).toContain('<pre>error[front-matter-yaml]: front matter is not valid YAML: bad indentation</pre>');
    expect(html).toContain('fix the YAML');
    expect(html).toContain(strings.dev.errorTitle);
    expect(html).toMatch(/role="dialog"[^>]*aria-labelledby="docsgen-dev-overlay-title"/);
  });

  it('escapes everything that comes from the error', () => {
    const html = overlayHtml({
      file: 'content/<img src=x onerror=alert(1)>.md',
      message: 'bad "value" <script>alert(1)</script> & more',
      hint: "it's <b>bold</b>",
    });
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<b>bold</b>');
    expect(html).toContain('bad &quot;value&quot; &lt;script&gt;alert(1)&lt;/script&gt; &amp; more');
    expect(html).toContain('content/&lt;img src=x onerror=alert(1)&gt;.md');
    expect(html).toContain('it&#39;s &lt;b&gt;bold&lt;/b&gt;');
  });

  it('shows the stack of an unexpected error, and leaves out what the error does not have', () => {
    const error = new Error('boom <here>');
    const html = overlayHtml(errorView(error));
    expect(html).toContain('boom &lt;here&gt;');
    expect(html).toContain('overlay.test.ts');
    expect(html).not.toContain(strings.dev.file);
    expect(html).not.toContain(strings.dev.hint);
    expect(errorView('plain')).toEqual({ message: 'plain' });
  });

  it('makes a whole page when there is no page to show it over', () => {
    const html = overlayDocument({ message: 'config broke' }, '<script>/* live */</script>');
    expect(html).toMatch(/^<!doctype html>\n<html lang="en"/);
    expect(html).toContain(`<title>${strings.dev.errorTitle}</title>`);
    expect(html.indexOf('config broke')).toBeLessThan(html.indexOf('/* live */'));
  });

  it("speaks the site's language, as of its last good build", () => {
    const view = { message: 'bad', file: 'content/a.md', line: 3, column: 7, hint: 'fix it' };
    const html = overlayDocument(view, '', { locale: 'en', strings: EN_STRINGS });
    expect(html).toMatch(/^<!doctype html>\n<html lang="en"/);
    expect(html).toContain('<title>The docs could not be built</title>');
    expect(html).toContain('<p><strong>File:</strong> <code>content/a.md</code>, line 3, column 7</p>');
    expect(html).toContain('<p><strong>How to fix it:</strong> fix it</p>');
    expect(html).toContain('<button type="button" autofocus>Close</button>');
  });
});

describe('live reload', () => {
  it('injects its listener before </body>, or at the end of a page without one', () => {
    expect(injectBeforeBodyEnd('<body><p>x</p></body></html>', '<s>')).toBe('<body><p>x</p><s></body></html>');
    expect(injectBeforeBodyEnd('<p>x</p>', '<s>')).toBe('<p>x</p><s>');
  });

  it('carries the page version and the path it shows in the URL it listens on, safely quoted', () => {
    const script = liveReloadScript('abc.3');
    expect(script).toContain('let v="abc.3"');
    expect(script).toContain(
      'new EventSource("/__docsgen/events?v="+encodeURIComponent(v)+"&path="+encodeURIComponent(location.pathname))',
    );
    expect(liveReloadScript('</script><b>')).not.toContain('</script><b>');
  });
});
