// The curl command shown beside "Try it" (and offered when the browser cannot reach the server) and the message that
// says where the body stops being JSON.
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { curlHtml, curlText } from '../../../shared/try-it/curl-text.js';
import { jsonProblem } from '../../../shared/try-it/json-check.js';
import { jsonTokens } from '../../../shared/try-it/json-tokens.js';

describe('curlText', () => {
  it('writes the request in the layout of the build sample, every word single-quoted', () => {
    const text = curlText({
      method: 'POST',
      url: 'https://sandbox.api.coins.com.br/v1/people?x=1&y=2',
      headers: [
        ['X-Api-Key', 'sk_test_1'],
        ['Content-Type', 'application/json'],
      ],
      body: '{"name": "D\'Ávila"}',
    });
    expect(text).toBe(
      [
        'curl --request POST \\',
        "  --url 'https://sandbox.api.coins.com.br/v1/people?x=1&y=2' \\",
        "  --header 'X-Api-Key: sk_test_1' \\",
        "  --header 'Content-Type: application/json' \\",
        `  --data '{"name": "D'\\''Ávila"}'`,
      ].join('\n'),
    );
  });

  it('quotes so a shell hands curl exactly the words: quotes, $, backticks and newlines included', () => {
    const body = 'it\'s $HOME `id` "x"\nline 2';
    const text = curlText({ method: 'PUT', url: 'https://h/p', headers: [], body });
    // The shell parses the command; printf shows what curl would have received as --data.
    const words = execFileSync('sh', ['-c', text.replace(/^curl/, 'printf "%s\\0"')])
      .toString()
      .split('\0');
    expect(words.slice(0, 6)).toEqual(['--request', 'PUT', '--url', 'https://h/p', '--data', body]);
  });

  it('highlights the quoted words and escapes HTML', () => {
    expect(curlHtml("curl --url 'https://h/?a=<b>&c'")).toBe(
      'curl --url <span class="hljs-string">&#39;https://h/?a=&lt;b&gt;&amp;c&#39;</span>',
    );
  });
});

describe('jsonProblem', () => {
  it('is undefined for JSON and for an empty body', () => {
    expect(jsonProblem('{"a": [1, 2]}')).toBeUndefined();
    expect(jsonProblem('  \n')).toBeUndefined();
  });

  it('gives the line and column of the mistake and the line itself', () => {
    expect(jsonProblem('{\n  "name": "Ana",\n  "email": "ana@x.com",,\n}')).toEqual({
      line: 3,
      column: 24,
      excerpt: '  "email": "ana@x.com",,',
    });
  });

  it('points after the last character when the text ends too early', () => {
    expect(jsonProblem('{\n  "a": [1, 2\n')).toEqual({ line: 2, column: 13, excerpt: '  "a": [1, 2' });
  });
});

describe('jsonTokens', () => {
  it('tells keys from string values, numbers and literals, and joins back to the text', () => {
    const text = '{\n  "id": "per_1",\n  "n": -1.5e3,\n  "ok": true,\n  "x": null\n}';
    const tokens = jsonTokens(text);
    expect(tokens.map(([, t]) => t).join('')).toBe(text);
    expect(tokens.filter(([kind]) => kind)).toEqual([
      ['attr', '"id"'],
      ['string', '"per_1"'],
      ['attr', '"n"'],
      ['number', '-1.5e3'],
      ['attr', '"ok"'],
      ['literal', 'true'],
      ['attr', '"x"'],
      ['literal', 'null'],
    ]);
  });
});
