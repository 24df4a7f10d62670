// Where the reader's remembered version moves a link (client/navigation/preferred-version.ts decides with
// shared/version-routes.ts, which needs no DOM): a link into the last version's docs goes to the same page in the
// preferred version when that version has it (/_versions.json lists its routes), else to that version's home; a link
// elsewhere (another version's docs, the blog) and any link when the preferred version is the last stays.
import { describe, expect, it } from 'vitest';
import type { VersionsFile } from '../../../../shared/model/variants.js';
import { preferredVersionRoute, underRoot } from '../../../../shared/version-routes.js';

/** Docusaurus's layout: Next at /docs/next, 2.0 (the last) at /docs, 1.0 at /docs/1.0. */
const FILE: VersionsFile = {
  versions: [
    {
      name: 'current',
      root: '/docs/next',
      home: '/docs/next/intro',
      isLast: false,
      routes: ['/docs/next/intro', '/docs/next/guide', '/docs/next/new'],
    },
    { name: '2.0', root: '/docs', home: '/docs/intro', isLast: true, routes: ['/docs/intro', '/docs/guide', '/docs/api/setup'] },
    { name: '1.0', root: '/docs/1.0', home: '/docs/1.0/intro', isLast: false, routes: ['/docs/1.0/intro', '/docs/1.0/api/setup'] },
  ],
};

describe('preferredVersionRoute', () => {
  it("moves a link into the last version's docs to the same page in the preferred version", () => {
    expect(preferredVersionRoute('/docs/intro', '1.0', FILE)).toBe('/docs/1.0/intro');
    expect(preferredVersionRoute('/docs/api/setup', '1.0', FILE)).toBe('/docs/1.0/api/setup');
    expect(preferredVersionRoute('/docs/guide', 'current', FILE)).toBe('/docs/next/guide');
  });

  it("goes to the preferred version's home when it lacks the page", () => {
    expect(preferredVersionRoute('/docs/guide', '1.0', FILE)).toBe('/docs/1.0/intro');
    expect(preferredVersionRoute('/docs', '1.0', FILE)).toBe('/docs/1.0/intro');
  });

  it("leaves links outside the last version's docs, and every link when the preferred version is the last or unknown", () => {
    expect(preferredVersionRoute('/docs/next/guide', '1.0', FILE)).toBeUndefined(); // Next's docs, under /docs too
    expect(preferredVersionRoute('/docs/1.0/intro', 'current', FILE)).toBeUndefined();
    expect(preferredVersionRoute('/blog/post', '1.0', FILE)).toBeUndefined();
    expect(preferredVersionRoute('/docsify', '1.0', FILE)).toBeUndefined();
    expect(preferredVersionRoute('/docs/intro', '2.0', FILE)).toBeUndefined();
    expect(preferredVersionRoute('/docs/intro', '0.9', FILE)).toBeUndefined();
  });

  it('works with the last version at the site root', () => {
    const root: VersionsFile = {
      versions: [
        { name: 'current', root: '/next', home: '/next/', isLast: false, routes: ['/next/', '/next/guide'] },
        { name: '2.0', root: '/', home: '/', isLast: true, routes: ['/', '/guide'] },
      ],
    };
    expect(preferredVersionRoute('/guide', 'current', root)).toBe('/next/guide');
    expect(preferredVersionRoute('/next/guide', 'current', root)).toBeUndefined();
    expect(preferredVersionRoute('/other', 'current', root)).toBe('/next/');
  });
});

describe('underRoot', () => {
  it('holds the root and what is under it, not a route that only starts with the same letters', () => {
    expect(underRoot('/docs', '/docs')).toBe(true);
    expect(underRoot('/docs/a', '/docs')).toBe(true);
    expect(underRoot('/docsify', '/docs')).toBe(false);
    expect(underRoot('/anything', '/')).toBe(true);
  });
});
