import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isWatched, sameTargets, sourceKind, watchRoots, watchTargets } from '../../../cli/dev/watch-site.js';
import { config } from '../model/fixtures.js';

const root = path.resolve('/site');
const at = (rel: string): string => path.join(root, rel);

describe('what docsgen dev watches', () => {
  const targets = watchTargets(root, {
    ...config({ root, contentDir: at('content'), staticDir: at('static') }),
    openapi: { file: at('openapi/api.yaml'), route: '/api' },
  });

  it('tells the kind of source a changed path is', () => {
    expect(sourceKind(targets, at('content/guide/x.md'))).toBe('content');
    expect(sourceKind(targets, at('static/img/logo.svg'))).toBe('static');
    expect(sourceKind(targets, at('openapi/api.yaml'))).toBe('openapi');
    expect(sourceKind(targets, at('openapi/schemas/pet.yaml'))).toBe('openapi');
    expect(sourceKind(targets, at('docsgen.config.ts'))).toBe('config');
    expect(sourceKind(targets, at('sidebars.config.mjs'))).toBe('config');
  });

  it('ignores what is not a source: other folders, dot-files, node_modules, the cache', () => {
    expect(sourceKind(targets, at('README.md'))).toBeUndefined();
    expect(sourceKind(targets, at('build/index.html'))).toBeUndefined();
    expect(sourceKind(targets, at('content/.x.md.swp'))).toBeUndefined();
    expect(sourceKind(targets, at('.docsgen/cache/markdown.jsonl'))).toBeUndefined();
    expect(sourceKind(targets, at('node_modules/x/index.js'))).toBeUndefined();
    expect(isWatched(targets, at('node_modules'))).toBe(false);
    expect(isWatched(targets, at('build'))).toBe(false);
  });

  it('walks down to source folders nested deeper than the root', () => {
    const nested = watchTargets(root, config({ root, contentDir: at('site/docs'), staticDir: at('static') }));
    expect(isWatched(nested, at('site'))).toBe(true);
    expect(isWatched(nested, at('site/docs/a.md'))).toBe(true);
    expect(isWatched(nested, at('site/other'))).toBe(false);
    expect(nested.openapiDir).toBe(at('openapi')); // where a spec would be found
  });

  it('watches a source folder outside the root from its own path', () => {
    const outside = watchTargets(root, config({ root, contentDir: path.resolve('/docs'), staticDir: at('static') }));
    expect(watchRoots(outside)).toEqual([root, path.resolve('/docs')]);
    expect(sourceKind(outside, path.resolve('/docs/a.md'))).toBe('content');
  });

  it("watches the pages folder (Docusaurus's src/pages), its files and those beside them read again at the rebuild", () => {
    const withPages = watchTargets(root, {
      ...config({ root, contentDir: at('docs'), staticDir: at('static') }),
      pages: { dir: at('src/pages'), route: '/', exclude: [], css: [] },
    });
    expect(sourceKind(withPages, at('src/pages/index.js'))).toBe('page-file');
    expect(sourceKind(withPages, at('src/pages/new/help.md'))).toBe('page-file');
    expect(sourceKind(withPages, at('src/pages/index.module.css'))).toBe('page-file');
    expect(isWatched(withPages, at('src'))).toBe(true);
    expect(sourceKind(withPages, at('src/components/Button.js'))).toBeUndefined();
    expect(sameTargets(withPages, targets)).toBe(false);
  });

  it("watches the blog's folder and its authors and tags files, dot-files too (Material's .authors.yml)", () => {
    const blog = { dir: at('docs/blog'), authorsFile: at('docs/blog/.authors.yml'), tagsFile: at('docs/blog/tags.yml') };
    const withBlog = watchTargets(root, {
      ...config({ root, contentDir: at('content'), staticDir: at('static') }),
      blog: blog as NonNullable<ReturnType<typeof config>['blog']>,
    });
    expect(sourceKind(withBlog, at('docs/blog/2024-01-02-hello.md'))).toBe('page-file');
    expect(sourceKind(withBlog, at('docs/blog/2024-01-02-hello/diagram.png'))).toBe('page-file');
    expect(sourceKind(withBlog, at('docs/blog/.authors.yml'))).toBe('page-file');
    expect(isWatched(withBlog, at('docs/blog/.authors.yml'))).toBe(true);
    expect(isWatched(withBlog, at('docs'))).toBe(true);
    expect(sourceKind(withBlog, at('docs/blog/.x.md.swp'))).toBeUndefined();
    expect(sameTargets(withBlog, targets)).toBe(false);
  });

  it('falls back to the default folders while the config does not load', () => {
    const defaults = watchTargets(root);
    expect(sourceKind(defaults, at('content/a.md'))).toBe('content');
    expect(sourceKind(defaults, at('openapi/spec.yaml'))).toBe('openapi');
    expect(sourceKind(defaults, at('docsgen.config.ts'))).toBe('config');
  });

  it('watches the files pages refer to outside the content and static folders, one by one', () => {
    const site = config({ root, contentDir: at('content'), staticDir: at('static') });
    const targets = watchTargets(root, site, [at('images/logo.png'), at('content/img/a.png'), at('static/b.png'), at('images/logo.png')]);
    expect(targets.pageFiles).toEqual([at('images/logo.png')]);
    expect(sourceKind(targets, at('images/logo.png'))).toBe('page-file');
    expect(sourceKind(targets, at('images/other.png'))).toBeUndefined();
    expect(sourceKind(targets, at('content/img/a.png'))).toBe('content');
    expect(isWatched(targets, at('images'))).toBe(true);
    expect(isWatched(targets, at('other'))).toBe(false);
    expect(sameTargets(targets, watchTargets(root, site))).toBe(false);
    expect(sameTargets(targets, watchTargets(root, site, [at('images/logo.png')]))).toBe(true);
  });
});
