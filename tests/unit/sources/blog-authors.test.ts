// The blog's authors and tags files in Docusaurus's and MkDocs Material's shapes, and the authors a post names
// (docs/design/blog.md §4): keys, inline authors, lists of both, the legacy `author*` fields; an unknown key warns
// with the post's line and shows as a name; a bad file is `blog-authors-file` with its line.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { postAuthors, readAuthorsFile, readTagsFile, socialUrl, unknownTags } from '../../../cli/sources/blog-authors.js';
import { tempSite } from '../support/temp-site.js';

const DOCUSAURUS = `cpojer:
  name: Christoph Nakazawa
  title: Jest maintainer
  url: https://cpojer.net
  image_url: https://github.com/cpojer.png
simenb:
  name: Simen Bekkhus
  socials:
    x: https://x.com/simenb
    github: SimenB
ada:
  name: Ada
  image_url: /img/ada.png
rel:
  name: Rel Ative
  image_url: img/rel.png
`;

const authorsOf = (text: string, name = 'blog/authors.yml') => {
  const root = tempSite({ [name]: text });
  return readAuthorsFile(root, path.join(root, name));
};

describe('readAuthorsFile', () => {
  it("reads Docusaurus's shape, each author's line kept; socials give the url when there is none", () => {
    const file = authorsOf(DOCUSAURUS)!;
    expect(file.file).toBe('blog/authors.yml');
    expect(file.authors.get('cpojer')).toEqual({
      key: 'cpojer',
      line: 1,
      name: 'Christoph Nakazawa',
      title: 'Jest maintainer',
      url: 'https://cpojer.net',
      imageUrl: 'https://github.com/cpojer.png',
    });
    // GitHub comes first among the socials, as a full address.
    expect(file.authors.get('simenb')).toMatchObject({ line: 6, url: 'https://github.com/SimenB' });
    expect(file.authors.get('ada')!.imageUrl).toBe('/img/ada.png');
  });

  it('leaves out a picture named by a relative path, with a warning saying what to write', () => {
    const file = authorsOf(DOCUSAURUS)!;
    expect(file.authors.get('rel')!.imageUrl).toBeUndefined();
    expect(file.warnings).toEqual([
      expect.objectContaining({
        code: 'blog-author-image',
        file: 'blog/authors.yml',
        line: 14,
        message: expect.stringContaining('"img/rel.png"'),
      }),
    ]);
  });

  it("reads Material's `authors:` shape and JSON", () => {
    const material = authorsOf(
      'authors:\n  squidfunk:\n    name: Martin Donath\n    description: Creator\n    avatar: https://a.example/1\n',
      'docs/blog/.authors.yml',
    )!;
    expect(material.authors.get('squidfunk')).toEqual({
      key: 'squidfunk',
      line: 2,
      name: 'Martin Donath',
      title: 'Creator',
      imageUrl: 'https://a.example/1',
    });
    const json = authorsOf('{\n  "jdoe": { "name": "Jane Doe" }\n}\n', 'blog/authors.json')!;
    expect(json.authors.get('jdoe')).toEqual({ key: 'jdoe', line: 2, name: 'Jane Doe' });
  });

  it('refuses bad YAML, a file that is no mapping, an author without a name, each with its line', () => {
    expect(() => authorsOf('a:\n  name: "open\n')).toThrow(
      expect.objectContaining({ code: 'blog-authors-file', file: 'blog/authors.yml' }),
    );
    expect(() => authorsOf('- a\n- b\n')).toThrow(
      expect.objectContaining({ code: 'blog-authors-file', line: 1, message: expect.stringContaining('a list') }),
    );
    expect(() => authorsOf('a:\n  name: A\nb:\n  title: B\n')).toThrow(
      expect.objectContaining({ code: 'blog-authors-file', line: 3, message: 'author "b" has no name' }),
    );
  });

  it('is none when the file is not there', () => {
    const root = tempSite({});
    expect(readAuthorsFile(root, path.join(root, 'blog/authors.yml'))).toBeUndefined();
  });
});

describe('socialUrl', () => {
  it('makes handles addresses as Docusaurus does, and keeps addresses', () => {
    expect(socialUrl({ linkedin: 'jdoe' })).toBe('https://www.linkedin.com/in/jdoe/');
    expect(socialUrl({ x: '@jdoe' })).toBe('https://x.com/jdoe');
    expect(socialUrl({ mysite: 'https://jdoe.dev' })).toBe('https://jdoe.dev');
    expect(socialUrl({ mysite: 'jdoe' })).toBeUndefined();
  });
});

describe('postAuthors', () => {
  const file = authorsOf(DOCUSAURUS);
  const place = (raw: string) => ({ file: 'blog/2024-01-02-launch.md', raw, authorsPath: 'blog/authors.yml' });

  it('reads a key, an inline author and a list of both', () => {
    const raw =
      '---\ntitle: Launch\nauthors:\n  - cpojer\n  - name: Jane Doe\n    title: Guest\n    image_url: https://j.example/p.png\n---\n';
    const data = { authors: ['cpojer', { name: 'Jane Doe', title: 'Guest', image_url: 'https://j.example/p.png' }] };
    const { authors, warnings } = postAuthors(data, file, place(raw));
    expect(authors).toEqual([
      {
        key: 'cpojer',
        name: 'Christoph Nakazawa',
        title: 'Jest maintainer',
        url: 'https://cpojer.net',
        imageUrl: 'https://github.com/cpojer.png',
      },
      { name: 'Jane Doe', title: 'Guest', imageUrl: 'https://j.example/p.png' },
    ]);
    expect(warnings).toEqual([]);
    expect(postAuthors({ authors: 'ada' }, file, place('')).authors).toEqual([{ key: 'ada', name: 'Ada', imageUrl: '/img/ada.png' }]);
  });

  it('reads the legacy author fields', () => {
    const data = {
      author: 'Joel',
      author_title: 'Co-creator',
      author_url: 'https://j.example',
      author_image_url: 'https://j.example/j.png',
    };
    expect(postAuthors(data, file, place('')).authors).toEqual([
      { name: 'Joel', title: 'Co-creator', url: 'https://j.example', imageUrl: 'https://j.example/j.png' },
    ]);
  });

  it('warns of an unknown key on its line, naming the keys the file has, and shows the key', () => {
    const raw = '---\ntitle: Launch\nauthors: [cpojer,\n  jdoe]\n---\n';
    const { authors, warnings } = postAuthors({ authors: ['cpojer', 'jdoe'] }, file, place(raw));
    expect(authors[1]).toEqual({ name: 'jdoe' });
    expect(warnings).toEqual([
      {
        code: 'blog-author-unknown',
        file: 'blog/2024-01-02-launch.md',
        line: 4,
        message:
          'author "jdoe" is not in blog/authors.yml: the post shows the key as the name; add it there (it has: cpojer, simenb, ada, rel), or write the author inline: authors: { name: Jane Doe }',
      },
    ]);
    const none = postAuthors({ authors: 'jdoe' }, undefined, place('---\nauthors: jdoe\n---\n'));
    expect(none.warnings[0]).toMatchObject({ line: 2, message: expect.stringContaining('the blog has no authors file') });
  });
});

describe('tags file', () => {
  it('reads labels, permalinks and descriptions, and warns of a tag it lacks on its line', () => {
    const root = tempSite({
      'blog/tags.yml': 'release:\n  label: Release\n  permalink: /releases\n  description: New versions.\nperformance: {}\n',
    });
    const tags = readTagsFile(root, path.join(root, 'blog/tags.yml'))!;
    expect(tags.tags.get('release')).toEqual({
      key: 'release',
      label: 'Release',
      permalink: '/releases',
      description: 'New versions.',
      line: 1,
    });
    expect(tags.tags.get('performance')).toEqual({ key: 'performance', label: 'performance', line: 5 });
    const raw = '---\ntitle: X\ntags:\n  - release\n  - perf\n---\n';
    expect(unknownTags(['release', 'perf'], tags, { file: 'blog/x.md', raw })).toEqual([
      {
        code: 'blog-tag-unknown',
        file: 'blog/x.md',
        line: 5,
        message: 'tag "perf" is not in blog/tags.yml: add it there with its label, or use one of its tags (release, performance)',
      },
    ]);
    expect(unknownTags(['perf'], undefined, { file: 'blog/x.md', raw })).toEqual([]);
  });
});
