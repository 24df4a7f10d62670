// Starlight writes a page's place in the sidebar as one `sidebar` mapping; docsgen reads it as its own `sidebar_*`
// fields, and leaves any other `sidebar` (VitePress's `sidebar: false`) alone.
import { describe, expect, it } from 'vitest';
import { parseFrontMatter } from '../../../cli/sources/front-matter.js';
import { docsgenErrorOf } from '../support/docsgen-error-of.js';

const fields = (yaml: string) => parseFrontMatter(`---\ntitle: A\n${yaml}\n---\nTexto\n`, 'src/content/docs/a.md').frontMatter;

describe("Starlight's sidebar front matter", () => {
  it('reads order, label, hidden and badge as sidebar_position, sidebar_label, sidebar_hidden and sidebar_badge', () => {
    expect(fields('sidebar:\n  order: 2\n  label: Intro\n  hidden: true\n  badge: New\n  attrs:\n    class: x')).toMatchObject({
      sidebar_position: 2,
      sidebar_label: 'Intro',
      sidebar_hidden: true,
      sidebar_badge: 'New',
    });
  });

  it("takes a badge's text, and the first of a text by language", () => {
    expect(fields('sidebar:\n  badge:\n    text: Beta\n    variant: caution').sidebar_badge).toBe('Beta');
    expect(fields('sidebar:\n  badge:\n    text:\n      en: Soon\n      fr: Bientôt').sidebar_badge).toBe('Soon');
  });

  it('lets the flat fields win, and leaves a sidebar that is not a mapping alone', () => {
    expect(fields('sidebar_position: 1\nsidebar_hidden: false\nsidebar:\n  order: 5\n  hidden: true')).toMatchObject({
      sidebar_position: 1,
      sidebar_hidden: false,
    });
    const plain = fields('sidebar: false');
    expect(plain.sidebar_position).toBeUndefined();
    expect(plain).not.toHaveProperty('sidebar_hidden');
  });

  it('names the file and the line of a sidebar field of the wrong type', () => {
    const error = docsgenErrorOf(() => fields('sidebar:\n  order: first'));
    expect(error).toMatchObject({ code: 'front-matter-field', file: 'src/content/docs/a.md', line: 3 });
    expect(error.message).toBe('front matter field "sidebar" must be a mapping whose "order" is a number, got {"order":"first"}');
  });
});
