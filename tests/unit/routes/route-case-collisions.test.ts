// Two routes a Linux disk keeps apart, and macOS's or Windows's takes for one folder (Guide.md and guide.md, an accented
// name composed and decomposed): the build warns, naming both files, instead of letting one page overwrite the other
// wherever the site is built or copied next.
import { describe, expect, it } from 'vitest';
import { buildSiteModel } from '../../../cli/model/build-site-model.js';
import { config, contentFiles, fm } from '../model/fixtures.js';

const collisions = (files: Record<string, string>) =>
  buildSiteModel({ config: config(), ...contentFiles(files) }).warnings.filter((warning) => warning.code === 'route-case-collision');

describe('routes that differ only in case or Unicode normalisation', () => {
  it('warn, naming both files, when two pages differ only in case', () => {
    expect(collisions({ 'Guide.md': '# Guia\n', 'guide.md': '# Outro guia\n' })).toEqual([
      {
        code: 'route-case-collision',
        file: 'content/guide.md',
        message:
          'its route /guide and the route /Guide of content/Guide.md differ only in case: on macOS and Windows disks they are ' +
          'one folder, and one page overwrites the other; rename one of the files or give it another `slug`',
      },
    ]);
  });

  it('warn when one name is composed (NFC) and the other decomposed (NFD)', () => {
    const [warning, ...others] = collisions({ 'caf\u00e9.md': '# Um\n', 'cafe\u0301.md': '# Outro\n' });
    expect(others).toEqual([]);
    expect(warning).toMatchObject({ code: 'route-case-collision', file: 'content/cafe\u0301.md' });
    expect(warning!.message).toContain('are one name in two Unicode forms');
    expect(warning!.message).toContain('of content/caf\u00e9.md');
  });

  it("warn for a slug, and for a page that takes a generated page's route but for case", () => {
    expect(collisions({ 'a.md': fm({ title: 'A', slug: '/Docs/Start' }), 'docs/start.md': '# Início\n' })).toHaveLength(1);
    const [search] = collisions({ 'index.md': '# Início\n', 'Search.md': '# Busca\n' });
    expect(search).toMatchObject({ file: 'content/Search.md' });
    expect(search!.message).toMatch(/^its route \/Search and the generated page \/search differ only in case/);
  });

  it('stay quiet for routes that differ otherwise, or only in a folder (one folder on every disk holds both pages)', () => {
    expect(collisions({ 'guide.md': '# A\n', 'guides.md': '# B\n', 'Docs/a.md': '# C\n', 'docs/b.md': '# D\n' })).toEqual([]);
  });
});
