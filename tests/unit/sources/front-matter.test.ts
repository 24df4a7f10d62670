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

  it('reads every field docsgen uses, a number as a title, a lone tag as a list and null pagination as "none"', () => {
    const raw = [
      '---',
      'title: 2024',
      'description: Como começar',
      'tags: guia',
      'sidebar_position: 2',
      'sidebar_label: Começo',
      'slug: /comecar',
      'hide_table_of_contents: true',
      'pagination_next: ~',
      'pagination_prev: guia/intro',
      'search_weight: 2.5',
      'outro: ignorado',
      '---',
      'Texto',
    ].join('\n');
    expect(parseFrontMatter(raw, 'content/a.md').frontMatter).toEqual({
      title: '2024',
      description: 'Como começar',
      tags: ['guia'],
      sidebar_position: 2,
      sidebar_label: 'Começo',
      slug: '/comecar',
      hide_table_of_contents: true,
      pagination_next: null,
      pagination_prev: 'guia/intro',
      search_weight: 2.5,
    });
  });

  it.each(['0', '-1', '11', '"alto"'])('refuses search_weight: %s, naming its line and the range', (value) => {
    const raw = `---\ntitle: A\nsearch_weight: ${value}\n---\nTexto\n`;
    const error = errorOf(() => parseFrontMatter(raw, 'content/a.md'));
    expect(error.code).toBe('front-matter-field');
    expect(formatError(error).split('\n')[0]).toContain('content/a.md:3');
    expect(error.message).toContain('above 0 and at most 10');
  });

  it('takes fields left empty as not given', () => {
    const raw = '---\ntitle: A\ndescription:\ntags:\nsidebar_label:\n---\nTexto\n';
    expect(parseFrontMatter(raw, 'content/a.md').frontMatter).toEqual({
      title: 'A',
      description: undefined,
      tags: [],
      sidebar_position: undefined,
      sidebar_label: undefined,
      slug: undefined,
      hide_table_of_contents: undefined,
      pagination_next: undefined,
      pagination_prev: undefined,
    });
  });

  it('reads "---YAML" as YAML, whatever its case', () => {
    expect(parseFrontMatter('---YAML\ntitle: Olá\n---\nTexto\n', 'content/a.md').frontMatter.title).toBe('Olá');
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

  it.each([
    [
      'tags holding a number',
      '---\ntitle: A\ntags: [api, 2024]\n---\n',
      'error[front-matter-field]: content/e.md:3: front matter field "tags" must be a list of strings, got ["api",2024]',
    ],
    [
      'hide_table_of_contents that is not true or false',
      '---\nhide_table_of_contents: sim\n---\n',
      'error[front-matter-field]: content/e.md:2: front matter field "hide_table_of_contents" must be true or false, got "sim"',
    ],
    // JSON front matter has no "key:" at the start of a line, so there is no line to name.
    [
      'a JSON field of the wrong type',
      '---json\n{"title": "A", "tags": 5}\n---\n',
      'error[front-matter-field]: content/e.md: front matter field "tags" must be a list of strings, got 5',
    ],
  ])('names %s, and its line when it has one', (_, raw, first) => {
    expect(formatError(errorOf(() => parseFrontMatter(raw, 'content/e.md'))).split('\n')[0]).toBe(first);
  });

  it('names the file of broken JSON front matter, quoting the JSON parser whole', () => {
    const error = errorOf(() => parseFrontMatter('---json\n{"title" "A"}\n---\nTexto\n', 'content/f.md'));
    expect(error).toMatchObject({ code: 'front-matter-yaml', file: 'content/f.md', line: undefined, column: undefined });
    expect(error.cause).toBeInstanceOf(SyntaxError);
    expect(error.message).toBe(`front matter is not valid YAML: ${(error.cause as Error).message}`);
    expect(error.message).toMatch(/^front matter is not valid YAML: .*after property name in JSON/);
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
    ['Windows line ends and no closing "---"', '---\r\ntitle: "aberto\r\n', { line: 2, column: 15 }],
    ['Windows line ends, on a later line', '---\r\ntitle: Ok\r\ndescription: "sem fim\r\ntags: [a]\r\n', { line: 4, column: 10 }],
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

  it('never runs JavaScript front matter hidden behind a byte-order mark', () => {
    const marker = `docsgen-test-bom-${process.pid}`;
    const raw = `\uFEFF---js\n{ title: (globalThis[${JSON.stringify(marker)}] = "ran") }\n---\nCorpo\n`;
    const error = errorOf(() => parseFrontMatter(raw, 'content/js.md'));
    expect((globalThis as Record<string, unknown>)[marker]).toBeUndefined();
    expect(error).toMatchObject({
      file: 'content/js.md',
      message: 'front matter is not valid YAML: front matter that is code is never run',
    });
  });

  it('says how to fix front matter in another language', () => {
    expect(errorOf(() => parseFrontMatter('---coffee\ntitle: 1\n---\n', 'content/a.md')).hint).toBe(
      'remove "coffee" after the opening "---" and write the front matter in YAML',
    );
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
