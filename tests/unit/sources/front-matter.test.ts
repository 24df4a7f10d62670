import { describe, expect, it } from 'vitest';
import { DocsgenError } from '../../../cli/errors/docsgen-error.js';
import { formatError } from '../../../cli/errors/format-error.js';
import { parseFrontMatter } from '../../../cli/sources/front-matter.js';

function errorOf(run: () => unknown): DocsgenError {
  try {
    run();
  } catch (error) {
    if (error instanceof DocsgenError) return error;
    throw error;
  }
  throw new Error('expected a DocsgenError');
}

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
    expect(error.line).toBeGreaterThanOrEqual(3);
    expect(formatError(error)).toMatch(
      /^error\[front-matter-yaml\]: content\/guide\/broken\.md:\d+(:\d+)?: front matter is not valid YAML/,
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
});
