// A blog's feeds (render/blog-feeds.ts) parsed back as a reader would: RSS 2.0, Atom and JSON Feed 1.1 with the blog's
// title and absolute links, each post whole with its relative addresses made absolute, the newest `feedPosts` only,
// no unlisted post, and the same bytes from the same posts (no build time in them).
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { absoluteBody, blogFeedDocuments } from '../../../cli/render/blog-feeds.js';
import type { SiteModel } from '../../../shared/model/site.js';
import { blogModel, blogPost } from '../support/blog-model.js';

/** The elements a feed may repeat, always read as lists. */
const LISTS = ['rss.channel.item', 'rss.channel.item.author', 'feed.link', 'feed.entry', 'feed.entry.link', 'feed.entry.author'];
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', isArray: (_, jpath) => LISTS.includes(String(jpath)) });

function documents(model: SiteModel) {
  const [route, blog] = Object.entries(model.blogs!)[0]!;
  const docs = blogFeedDocuments(model, route, blog);
  const text = (type: string) => docs.find((one) => one.feed.type === type)!.text;
  return { rss: parser.parse(text('rss')), atom: parser.parse(text('atom')), json: JSON.parse(text('json')), docs };
}

const POST_1 = 'https://docs.coins.com.br/docs/blog/2024/01/01/post-1';

describe('blogFeedDocuments', () => {
  it('writes RSS 2.0 with the channel and each post, its content absolute', () => {
    const { rss } = documents(blogModel(3));
    expect(rss.rss['@version']).toBe('2.0');
    const { channel } = rss.rss;
    expect(channel.title).toBe('Coins Blog');
    expect(channel.link).toBe('https://docs.coins.com.br/docs/blog');
    expect(channel.description).toBe('News of Coins');
    expect(channel.language).toBe('pt');
    expect(channel.generator).toBe('docsgen');
    expect(channel.copyright).toBe('Copyright © 2024 Coins');
    // The newest post's date, not the build's.
    expect(channel.lastBuildDate).toBe('Wed, 03 Jan 2024 00:00:00 GMT');
    expect(channel['atom:link']['@href']).toBe('https://docs.coins.com.br/docs/blog/rss.xml');
    expect(channel.item.map((item: { title: string }) => item.title)).toEqual(['Post 3 & <more>', 'Post 2 & <more>', 'Post 1 & <more>']);
    const item = channel.item[2];
    expect(item.link).toBe(POST_1);
    expect(item.guid['#text']).toBe(POST_1);
    expect(item.pubDate).toBe('Mon, 01 Jan 2024 00:00:00 GMT');
    expect(item.description).toBe('About post 1.');
    expect(item.author).toEqual(['Ana', 'Bruno', 'Caio']);
    expect(item.category).toBe('Release');
    expect(item.enclosure['@url']).toBe('https://docs.coins.com.br/docs/img/cover.png');
    const content: string = item['content:encoded'];
    expect(content).toContain('<a href="https://docs.coins.com.br/docs/guide/intro">the guide</a>');
    expect(content).toContain('<img src="https://docs.coins.com.br/docs/blog/2024/01/01/diagram.png"');
    expect(content).not.toMatch(/(href|src)="(?!https:)/);
  });

  it('writes Atom with the feed and each entry, absolute', () => {
    const { atom } = documents(blogModel(3));
    const { feed } = atom;
    expect(feed.id).toBe('https://docs.coins.com.br/docs/blog');
    expect(feed.title).toBe('Coins Blog');
    expect(feed.updated).toBe('2024-01-03T00:00:00.000Z');
    expect(feed.link.map((link: Record<string, string>) => [link['@rel'], link['@href']])).toEqual([
      ['alternate', 'https://docs.coins.com.br/docs/blog'],
      ['self', 'https://docs.coins.com.br/docs/blog/atom.xml'],
    ]);
    expect(feed.entry).toHaveLength(3);
    for (const entry of feed.entry) {
      expect(entry.id).toMatch(/^https:\/\/docs\.coins\.com\.br\/docs\/blog\/2024\/01\/0\d\/post-\d$/);
      expect(entry.link[0]['@href']).toBe(entry.id);
      expect(entry.title['#text'] ?? entry.title).toMatch(/^Post \d & <more>$/);
      expect(entry.updated).toMatch(/^2024-01-0\dT00:00:00\.000Z$/);
      expect(entry.content['#text'] ?? entry.content).not.toMatch(/(href|src)="(?!https:)/);
    }
    // An author's page on the blog, else their own address when it is one.
    expect(feed.entry[0].author).toEqual([
      { name: 'Ana', uri: 'https://docs.coins.com.br/docs/blog/authors/ana' },
      { name: 'Bruno', uri: 'https://bruno.example.com/' },
      { name: 'Caio' },
    ]);
  });

  it('writes JSON Feed 1.1 with each item whole', () => {
    const { json } = documents(blogModel(3));
    expect(json.version).toBe('https://jsonfeed.org/version/1.1');
    expect(json.title).toBe('Coins Blog');
    expect(json.language).toBe('pt');
    expect(json.home_page_url).toBe('https://docs.coins.com.br/docs/blog');
    expect(json.feed_url).toBe('https://docs.coins.com.br/docs/blog/feed.json');
    expect(json.items.map((item: { id: string }) => item.id)).toEqual([
      'https://docs.coins.com.br/docs/blog/2024/01/03/post-3',
      'https://docs.coins.com.br/docs/blog/2024/01/02/post-2',
      POST_1,
    ]);
    const item = json.items[2];
    expect(item.url).toBe(POST_1);
    expect(item.date_published).toBe('2024-01-01T00:00:00.000Z');
    expect(item.content_html).toContain('href="https://docs.coins.com.br/docs/blog/2024/01/01/post-1#part"');
    expect(item.tags).toEqual(['Release']);
    // Every author (1.1's `authors`; `feed` writes 1's first `author` alone), a picture absolute.
    expect(item.author).toBeUndefined();
    expect(item.authors).toEqual([
      { name: 'Ana', url: 'https://docs.coins.com.br/docs/blog/authors/ana', avatar: 'https://docs.coins.com.br/docs/img/ana.png' },
      { name: 'Bruno', url: 'https://bruno.example.com' },
      { name: 'Caio' },
    ]);
  });

  it('holds the feedPosts only: the newest, at most the limit, and never an unlisted post', () => {
    const model = blogModel(25, 20);
    const { rss, atom, json } = documents(model);
    expect(rss.rss.channel.item).toHaveLength(20);
    expect(atom.feed.entry).toHaveLength(20);
    expect(json.items).toHaveLength(20);
    expect(json.items[0].url).toBe('https://docs.coins.com.br/docs/blog/2024/01/25/post-25');
    expect(json.items[19].url).toBe('https://docs.coins.com.br/docs/blog/2024/01/06/post-6');
    const unlisted = blogPost(25);
    model.pages[unlisted.route] = { ...unlisted, post: { ...unlisted.post!, unlisted: true } };
    expect(documents(model).json.items.map((item: { url: string }) => item.url)).not.toContain(
      'https://docs.coins.com.br/docs/blog/2024/01/25/post-25',
    );
  });

  it('writes the same bytes twice, and an updated post dates its entry and the feed', () => {
    const texts = () => documents(blogModel(3)).docs.map((one) => one.text);
    expect(texts()).toEqual(texts());
    const model = blogModel(3);
    const first = blogPost(1);
    model.pages[first.route] = { ...first, post: { ...first.post!, updated: '2024-02-10T12:00:00.000Z' } };
    const { atom, rss } = documents(model);
    expect(atom.feed.updated).toBe('2024-02-10T12:00:00.000Z');
    expect(atom.feed.entry[2].updated).toBe('2024-02-10T12:00:00.000Z');
    expect(atom.feed.entry[2].published).toBe('2024-01-01T00:00:00.000Z');
    expect(rss.rss.channel.item[2].pubDate).toBe('Mon, 01 Jan 2024 00:00:00 GMT');
  });

  it('writes no feed on a site without url, nor for a blog without feeds', () => {
    const model = blogModel(2);
    expect(blogFeedDocuments({ ...model, site: { ...model.site, url: '' } }, '/blog', model.blogs!['/blog']!)).toEqual([]);
    expect(blogFeedDocuments(model, '/blog', { ...model.blogs!['/blog']!, feeds: [] })).toEqual([]);
  });

  it('keeps a body with several "]]>" whole in the XML (xml-js splits the first CDATA end only)', () => {
    const { rss } = documents(blogModel(1));
    expect(rss.rss.channel.item[0]['content:encoded']).toContain('<code>a ]]&gt; b ]]&gt; c</code>');
  });
});

describe('absoluteBody', () => {
  const base = 'https://docs.coins.com.br/docs/blog/2024/01/01/post-1';

  it('makes relative href, src and srcset absolute against the post and leaves absolute ones', () => {
    const html = absoluteBody(
      '<p><a href="../x">x</a> <a href="mailto:a@b.c">m</a> <img src="a.png" srcset="a.png 1x, /docs/b,c.png 2x"></p>' +
        '<picture><source srcset="big.webp"></picture><a href="https://example.com/">e</a>',
      base,
    );
    expect(html).toBe(
      '<p><a href="https://docs.coins.com.br/docs/blog/2024/01/x">x</a> <a href="mailto:a@b.c">m</a> ' +
        '<img src="https://docs.coins.com.br/docs/blog/2024/01/01/a.png" ' +
        'srcset="https://docs.coins.com.br/docs/blog/2024/01/01/a.png 1x, https://docs.coins.com.br/docs/b,c.png 2x"></p>' +
        '<picture><source srcset="https://docs.coins.com.br/docs/blog/2024/01/01/big.webp"></picture><a href="https://example.com/">e</a>',
    );
  });
});
