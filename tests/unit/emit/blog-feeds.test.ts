// The blogFeeds emitter (emit/blog-feeds.ts): each blog's feeds at their routes in the output (under the base URL as
// every file: the output's root is served there), remade for some routes only when one of them is a post of the feeds,
// given to memory (`docsgen dev`) at every emit and made on request; a page may not take a feed's path.
import { describe, expect, it } from 'vitest';
import { blogFeeds } from '../../../cli/emit/blog-feeds.js';
import { type EmitInput, type RouteSet, WholeSiteNeeded } from '../../../cli/emit/emitter.js';
import { EMITTERS } from '../../../cli/emit/emitters.js';
import { checkOwnPaths } from '../../../cli/emit/own-paths.js';
import { contentTypeFor } from '../../../cli/http/content-types.js';
import type { OutputFile } from '../../../cli/output/output-file.js';
import { MemoryOutput } from '../../../cli/output/memory-output.js';
import type { SiteModel } from '../../../shared/model/site.js';
import { blogModel, blogPost } from '../support/blog-model.js';

const FEEDS = ['blog/rss.xml', 'blog/atom.xml', 'blog/feed.json'];

function emit(model: SiteModel, routes: RouteSet, { lazy = false, staticFiles = [] as string[] } = {}): OutputFile[] {
  const input = { model, routes, lazy, site: { staticFiles, copies: [], mdxAssets: [] }, emitted: new Map() } as unknown as EmitInput;
  return [...(blogFeeds.emit(input, undefined) as Iterable<OutputFile>)];
}

const text = (file: OutputFile): string => String('text' in file.body ? file.body.text : 'make' in file.body ? file.body.make() : '');

describe('the blogFeeds emitter', () => {
  it('comes after the sitemap in the one list of emitters', () => {
    const names = EMITTERS.map((emitter) => emitter.name);
    expect(names.indexOf('blogFeeds')).toBe(names.indexOf('sitemap') + 1);
  });

  it("writes each blog's feeds at their routes, their links under the site's url and base URL", () => {
    const files = emit(blogModel(3), { all: true });
    expect(files.map((file) => file.path)).toEqual(FEEDS);
    expect(files.every((file) => !file.immutable && file.route === undefined)).toBe(true);
    expect(text(files[0]!)).toContain('<link>https://docs.coins.com.br/docs/blog/2024/01/03/post-3</link>');
    expect(text(files[1]!)).toContain('<link rel="self" href="https://docs.coins.com.br/docs/blog/atom.xml"/>');
    expect(JSON.parse(text(files[2]!)).feed_url).toBe('https://docs.coins.com.br/docs/blog/feed.json');
    // Served as XML and JSON, with the short caching of every file not named by its content.
    expect(FEEDS.map(contentTypeFor)).toEqual([
      'application/xml; charset=utf-8',
      'application/xml; charset=utf-8',
      'application/json; charset=utf-8',
    ]);
  });

  it('writes nothing for a site without a blog, nor a feed the static folder has', () => {
    const model = blogModel(1);
    delete model.blogs;
    expect(emit(model, { all: true })).toEqual([]);
    expect(emit(blogModel(1), { all: true }, { staticFiles: ['/blog/atom.xml'] }).map((file) => file.path)).toEqual([
      'blog/rss.xml',
      'blog/feed.json',
    ]);
  });

  it('remakes the feeds for some routes only when one of them is a post of the feeds', () => {
    const model = blogModel(25, 20);
    model.pages['/guia'] = { ...blogPost(99), route: '/guia', post: undefined } as SiteModel['pages'][string];
    expect(emit(model, { all: false, changed: ['/guia'] })).toEqual([]);
    // Post 1 is older than the feeds' 20 newest.
    expect(emit(model, { all: false, changed: ['/blog/2024/01/01/post-1'] })).toEqual([]);
    const files = emit(model, { all: false, changed: ['/guia', '/blog/2024/01/10/post-10'] });
    expect(files.map((file) => file.path)).toEqual(FEEDS);
    expect(text(files[0]!).match(/<item>/g)).toHaveLength(20);
  });

  it('asks for the whole site when the model of some routes lacks what the feeds need', () => {
    // A build of edited pages holds those pages alone, and no blogs.
    const edited = blogModel(3);
    const post = edited.pages['/blog/2024/01/02/post-2']!;
    const alone = { ...edited, pages: { [post.route]: post } };
    expect(() => emit(alone, { all: false, changed: [post.route] })).toThrow(WholeSiteNeeded);
    delete alone.blogs;
    expect(() => emit(alone, { all: false, changed: [post.route] })).toThrow(WholeSiteNeeded);
  });

  it('gives memory every feed at each emit, made when asked for', () => {
    const files = emit(blogModel(3), { all: false, changed: ['/guia'] }, { lazy: true });
    expect(files.map((file) => file.path)).toEqual(FEEDS);
    expect(files.every((file) => 'make' in file.body)).toBe(true);
    const output = new MemoryOutput('/tmp');
    for (const file of files) output.put(file);
    const held = output.get('blog/rss.xml');
    expect(held?.kind === 'text' && String(held.body())).toContain('<title>Coins Blog</title>');
  });

  it('keeps pages off the feeds’ paths (duplicate-route)', () => {
    const model = blogModel(1);
    const page = { ...blogPost(1), route: '/blog/rss.xml', source: 'content/blog/rss.xml.md', post: undefined };
    model.pages['/blog/rss.xml'] = page as SiteModel['pages'][string];
    expect(() => checkOwnPaths(model, { all: true }, EMITTERS)).toThrow(
      'the route /blog/rss.xml is where docsgen writes its own blog/rss.xml',
    );
    delete model.pages['/blog/rss.xml'];
    expect(() => checkOwnPaths(model, { all: true }, EMITTERS)).not.toThrow();
  });
});
