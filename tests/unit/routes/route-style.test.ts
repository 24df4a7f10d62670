// `routeStyle: "astro"` publishes pages at the URLs Astro's content collections (and so Starlight) give them: each
// part of the path made a slug as GitHub makes heading ids, and a front-matter `slug` taken from the content folder's
// root. The default, "path", keeps the file's path as written.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeFor } from '../../../cli/routes/content-routes.js';
import { readContentFiles } from '../../../cli/sources/content-files.js';
import { tempSite } from '../support/temp-site.js';

describe('routeStyle', () => {
  it('"astro" makes each part of the path a slug, and an index or Index names its folder', () => {
    expect(routeFor('guides/Intro Page', undefined, false, 'astro')).toBe('/guides/intro-page');
    expect(routeFor('Getting Started/Why Docs?', undefined, false, 'astro')).toBe('/getting-started/why-docs');
    expect(routeFor('guides/index', undefined, true, 'astro')).toBe('/guides');
    expect(routeFor('Guides/Index', undefined, false, 'astro')).toBe('/guides');
    expect(routeFor('index', undefined, true, 'astro')).toBe('/');
    expect(routeFor('guides/Intro Page')).toBe('/guides/Intro Page');
  });

  it('"astro" takes a slug from the root, "path" from the page\'s folder', () => {
    expect(routeFor('reference/cli', 'commands', false, 'astro')).toBe('/commands');
    expect(routeFor('reference/cli', '/commands/', false, 'astro')).toBe('/commands');
    expect(routeFor('reference/cli', 'commands')).toBe('/reference/commands');
  });

  it('reaches the routes of the pages read', () => {
    const root = tempSite({
      'content/Guides/Intro Page.md': '# Intro\n',
      'content/reference/cli.md': '---\nslug: commands\n---\n# CLI\n',
    });
    const routes = (routeStyle?: 'astro') =>
      readContentFiles(root, path.join(root, 'content'), undefined, { routeStyle }).map((file) => file.route);
    expect(routes('astro')).toEqual(['/guides/intro-page', '/commands']);
    expect(routes()).toEqual(['/Guides/Intro Page', '/reference/commands']);
  });
});
