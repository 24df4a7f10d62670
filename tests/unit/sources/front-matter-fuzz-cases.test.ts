// Cases the front-matter fuzzing (front-matter.property.test.ts) found, each pinned as it was shrunk.
import { describe, expect, it } from 'vitest';
import { parseFrontMatter } from '../../../cli/sources/front-matter.js';
import { previewValue } from '../../../cli/text/value-preview.js';
import { docsgenErrorOf } from '../support/docsgen-error-of.js';

const errorOf = (raw: string) => docsgenErrorOf(() => parseFrontMatter(raw, 'content/a.md'));

describe('front matter found by fuzzing', () => {
  it('never runs "---js" front matter as code, and says only YAML is read', () => {
    const marker = globalThis as { fuzzRan?: boolean };
    delete marker.fuzzRan;
    const error = errorOf('---js\n{title: (globalThis.fuzzRan = true, "x")}\n---\nTexto\n');
    expect(marker.fuzzRan).toBeUndefined();
    expect(error).toMatchObject({ code: 'front-matter-language', file: 'content/a.md', line: 1 });
    expect(error.message).toBe(
      'front matter in "js" is not read: docsgen reads YAML (or JSON) front matter only, and never runs code from a page',
    );
  });

  it('says the same of other languages (coffee), and still reads "---yaml" and a BOM before "---"', () => {
    expect(errorOf('---coffee\ntitle: 1\n---\n').code).toBe('front-matter-language');
    expect(parseFrontMatter('---yaml\ntitle: Olá\n---\nTexto\n', 'a.md').frontMatter.title).toBe('Olá');
    expect(parseFrontMatter('\uFEFF---\ntitle: Olá\n---\nTexto\n', 'a.md').frontMatter.title).toBe('Olá');
    expect(parseFrontMatter('----\n\nTexto\n', 'a.md').body).toContain('Texto');
  });

  it('quotes a wrong value made of nested aliases in a short message, without expanding it', () => {
    const levels = ['l0: &l0 "lol"'];
    for (let i = 1; i <= 8; i++)
      levels.push(
        `l${i}: &l${i} [${Array(9)
          .fill(`*l${i - 1}`)
          .join(', ')}]`,
      );
    const started = performance.now();
    const error = errorOf(`---\n${levels.join('\n')}\ntitle: *l8\n---\n`);
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(error).toMatchObject({ code: 'front-matter-field', line: 11 });
    expect(error.message).toMatch(/^front matter field "title" must be a string, got \[\[\[\[/);
    expect(error.message.length).toBeLessThan(300);
  });
});

describe('previewValue', () => {
  it('quotes small values as JSON and cuts long ones', () => {
    expect(previewValue({ a: [1, 'b', null, true] })).toBe('{"a":[1,"b",null,true]}');
    expect(previewValue('x'.repeat(500))).toBe(`"${'x'.repeat(80)}…"`);
    expect(previewValue(new Date('2024-01-01'))).toBe('2024-01-01T00:00:00.000Z');
    expect(previewValue(Array(1000).fill('palavra')).length).toBeLessThan(200);
  });
});
