import { describe, expect, it } from 'vitest';
import { formatError } from '../../../cli/errors/format-error.js';
import { parseFrontMatter } from '../../../cli/sources/front-matter.js';
import { docsgenErrorOf } from '../support/docsgen-error-of.js';

const errorOf = docsgenErrorOf;

describe('parseFrontMatter', () => {
  it('reads the fields docsgen uses and where the body starts', () => {
    const raw = '---\ntitle: Chave de API\ntags: [quickstart, openapi]\nsidebar_position: 3\n---\n\n## Seção\n';
    const parsed = parseFrontMatter(raw, 'content/a.md');
    expect(parsed.frontMatter).toMatchObject({ title: 'Chave de API', tags: ['quickstart', 'openapi'], sidebar_position: 3 });
    expect(parsed.body.trim()).toBe('## Seção');
    const bodyLine = parsed.body.split('\n').indexOf('## Seção');
    expect(raw.split('\n')[parsed.bodyStartLine - 1 + bodyLine]).toBe('## Seção');
  });

  it('accepts a file without front matter', () => {
    const parsed = parseFrontMatter('## Só corpo\n', 'content/b.md');
    expect(parsed.frontMatter.tags).toEqual([]);
    expect(parsed.bodyStartLine).toBe(1);
  });

  it('names the file and the line of broken YAML', () => {
    const raw = '---\ntitle: Ok\ndescription: "sem fim\ntags: [a]\n---\ntexto\n';
    const error = errorOf(() => parseFrontMatter(raw, 'content/guide/broken.md'));
    expect(error.code).toBe('front-matter-yaml');
    expect(error.file).toBe('content/guide/broken.md');
    // The quote opened on line 3 never closes: js-yaml runs out of text at the end of line 4 ("tags: [a]"), the
    // last line of YAML, not on the closing "---" (line 5).
    expect(formatError(error).split('\n')[0]).toBe(
      'error[front-matter-yaml]: content/guide/broken.md:4:10: front matter is not valid YAML: unexpected end of the stream within a double quoted scalar',
    );
    expect(formatError(error)).toContain('hint:');
  });

  it('names a field of the wrong type and its line', () => {
    const error = errorOf(() => parseFrontMatter('---\ntitle: A\nsidebar_position: primeiro\n---\n', 'content/c.md'));
    expect(error.message).toContain('"sidebar_position" must be a number');
    expect(error.line).toBe(3);
  });

  it('rejects tags that are not strings', () => {
    expect(() => parseFrontMatter('---\ntags: [{a: 1}]\n---\n', 'content/d.md')).toThrow(/"tags" must be a list of strings/);
  });
  it('puts a YAML error on the line and column where the problem is', () => {
    const raw = '---\ntitle: x\ndescription: a: b: c\n---\n\nCorpo\n';
    const error = errorOf(() => parseFrontMatter(raw, 'content/a.md'));
    expect(error.code).toBe('front-matter-yaml');
    expect(error.line).toBe(3);
    // js-yaml stops at the colon after "a", the second mapping on one line.
    expect(raw.split('\n')[error.line! - 1]![error.column! - 1]).toBe(':');
    expect(error.column).toBe(15);
  });

  it('puts an unclosed quote on its own line, just after its last character', () => {
    const error = errorOf(() => parseFrontMatter('---\ntitle: "aberto\n---\nx\n', 'content/a.md'));
    expect({ line: error.line, column: error.column }).toEqual({ line: 2, column: 15 });
  });

  it.each([
    ['bad indentation', '---\ntitle: x\n  bad: indent\n---\nx\n', { line: 3, column: 6 }],
    ['an unclosed bracket', '---\ntitle: [a\n---\nx\n', { line: 2, column: 10 }],
    ['Windows line ends', '---\r\ntitle: x\r\ndescription: a: b: c\r\n---\r\n\r\nCorpo\r\n', { line: 3, column: 15 }],
    ['an unclosed quote with Windows line ends', '---\r\ntitle: "aberto\r\n---\r\nx\r\n', { line: 2, column: 15 }],
    ['"---yaml"', '---yaml\ntitle: x\ndescription: a: b: c\n---\n\nCorpo\n', { line: 3, column: 15 }],
    ['a byte-order mark', '\ufeff---\ntitle: x\ndescription: a: b: c\n---\n\nCorpo\n', { line: 3, column: 15 }],
  ])('puts a YAML error with %s on its exact line and column', (_, raw, position) => {
    const error = errorOf(() => parseFrontMatter(raw, 'content/a.md'));
    expect(error.code).toBe('front-matter-yaml');
    expect({ line: error.line, column: error.column }).toEqual(position);
  });

  it.each([
    ['a list', '---\n- a\n- b\n---\n\nCorpo\n', /front matter is a list, not a mapping/],
    ['a string', '---\nsó um texto\n---\n\nCorpo\n', /front matter is a single value \("só um texto"\), not a mapping/],
    ['a number', '---\n42\n---\n\nCorpo\n', /a single value \(42\)/],
    ['a JSON list', '---json\n[1, 2]\n---\n\nCorpo\n', /front matter is a list/],
  ])('refuses front matter that is %s, naming the file and line', (_, raw, message) => {
    const error = errorOf(() => parseFrontMatter(raw, 'content/lista.md'));
    expect(error.code).toBe('front-matter-not-mapping');
    expect(error.message).toMatch(message);
    expect(formatError(error)).toMatch(/^error\[front-matter-not-mapping\]: content\/lista\.md:2: /);
    expect(error.hint).toMatch(/field: value/);
  });

  it('takes empty front matter as no fields', () => {
    expect(parseFrontMatter('---\n---\nCorpo\n', 'content/a.md').frontMatter.tags).toEqual([]);
  });

  it('never runs front matter written as JavaScript', () => {
    const marker = `docsgen-test-${process.pid}`;
    const raw = `---js\n{ title: (globalThis[${JSON.stringify(marker)}] = "ran") }\n---\nCorpo\n`;
    const error = errorOf(() => parseFrontMatter(raw, 'content/js.md'));
    expect((globalThis as Record<string, unknown>)[marker]).toBeUndefined();
    expect(error.code).toBe('front-matter-language');
    expect(error.line).toBe(1);
    expect(error.message).toMatch(/"js" is not read/);
  });
  it('refuses aliases that stand for a huge structure without writing it out ("billion laughs")', () => {
    const levels = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]'];
    for (let n = 1; n <= 9; n++)
      levels.push(
        `${'b'.repeat(n)}: &${'b'.repeat(n)} [${Array(9)
          .fill(n === 1 ? '*a' : `*${'b'.repeat(n - 1)}`)
          .join(',')}]`,
      );
    const raw = `---\n${levels.join('\n')}\ntags: [*bbbbbbbbb]\n---\nCorpo\n`;
    const started = performance.now();
    const error = errorOf(() => parseFrontMatter(raw, 'content/risos.md'));
    expect(performance.now() - started).toBeLessThan(2_000);
    // The value is quoted within a fixed budget: its text written out would be 9^10 "lol"s.
    expect(error.message).toMatch(/^front matter field "tags" must be a list of strings, got \[\[/);
    expect(error.message.length).toBeLessThan(300);
    expect(error.line).toBe(12);
  });
});
