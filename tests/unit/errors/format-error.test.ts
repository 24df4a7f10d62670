import { describe, expect, it } from 'vitest';
import { DocsgenError } from '../../../cli/errors/docsgen-error.js';
import { causeChain, formatError } from '../../../cli/errors/format-error.js';
import { errorView, overlayHtml } from '../../../cli/dev/overlay.js';

describe('formatError', () => {
  it('prints where, what, the hint and every cause, outermost first, one line each', () => {
    const root = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9\n    at TCPConnectWrap'), { name: 'Error' });
    const middle = new TypeError('fetch failed', { cause: root });
    const error = new DocsgenError({
      code: 'algolia-push',
      file: 'docsgen.config.ts',
      line: 4,
      message: 'Algolia did not accept the upload',
      hint: 'check search.appId',
      cause: middle,
    });
    expect(formatError(error)).toBe(
      [
        'error[algolia-push]: docsgen.config.ts:4: Algolia did not accept the upload',
        '  hint: check search.appId',
        '  cause: TypeError: fetch failed',
        '  cause: Error: connect ECONNREFUSED 127.0.0.1:9',
      ].join('\n'),
    );
  });

  it('keeps the stack of an unexpected error after its causes, and stops at a cause that loops back', () => {
    const a = new Error('outer');
    const b = new Error('inner', { cause: a });
    (a as { cause?: unknown }).cause = b;
    const printed = formatError(a);
    expect(printed.split('\n').slice(0, 3)).toEqual(['error: outer', '  cause: Error: inner', a.stack!.split('\n')[0]]);
    expect(causeChain(a)).toEqual(['Error: inner']);
  });

  it("leaves out a cause that only repeats the message above it, with its parser's own position", () => {
    const yaml = Object.assign(new Error('bad indentation of a mapping entry at line 4, column 1:\n 4 | ---'), { name: 'YAMLException' });
    const error = new DocsgenError({
      code: 'front-matter-yaml',
      message: 'front matter is not valid YAML: bad indentation of a mapping entry',
      cause: yaml,
    });
    expect(causeChain(error)).toEqual([]);
    expect(causeChain(new DocsgenError({ code: 'x', message: 'the upload failed', cause: yaml }))).toEqual([
      'YAMLException: bad indentation of a mapping entry at line 4, column 1:',
    ]);
  });

  it('prints a cause that is not an Error as text', () => {
    expect(formatError(new DocsgenError({ code: 'x', message: 'failed', cause: 'disk full' }))).toBe(
      'error[x]: failed\n  cause: disk full',
    );
  });
});

describe('the dev overlay', () => {
  it('shows the same causes, escaped', () => {
    const view = errorView(new DocsgenError({ code: 'x', message: 'm', cause: new Error('<b>bad</b> YAML') }));
    expect(view.causes).toEqual(['Error: <b>bad</b> YAML']);
    expect(overlayHtml(view)).toContain('<code>Error: &lt;b&gt;bad&lt;/b&gt; YAML</code>');
  });
});
