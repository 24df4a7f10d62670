// Landing pages as VitePress (`layout: home`) and Starlight (`template: splash`) write them: the hero and features
// a reader sees, above the page's Markdown.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../../../cli/builder/build-site.js';
import { landingOf } from '../../../cli/sources/landing.js';
import { findAll, parseHtml, textOf } from '../support/html-tree.js';
import { tempSite } from '../support/temp-site.js';

const VITEPRESS_HOME = `---
layout: home
hero:
  name: VitePress
  text: Vite & Vue powered static site generator
  tagline: Markdown to beautiful docs in minutes
  image:
    src: /logo.svg
    alt: VitePress
  actions:
    - theme: brand
      text: What is VitePress?
      link: /guide/what-is-vitepress
    - theme: alt
      text: Quickstart
      link: /guide/getting-started
features:
  - icon: 📝
    title: Focus on your content
    details: Effortlessly create beautiful documentation sites with just markdown.
  - title: Enjoy the Vite DX
    details: Instant server start.
    link: /guide/features
---

Some words below.
`;

describe('a landing page', () => {
  it("reads VitePress's hero and features, and Starlight's splash hero", () => {
    expect(landingOf({ layout: 'home', hero: { name: 'A', text: 'B', actions: [{ theme: 'alt', text: 'Go', link: '/go' }] } })).toEqual({
      name: 'A',
      title: 'B',
      actions: [{ text: 'Go', link: '/go', primary: false }],
      features: [],
    });
    expect(
      landingOf({
        template: 'splash',
        hero: { title: 'Starlight', tagline: 'Docs', actions: [{ text: 'Start', link: '/start/', variant: 'primary' }] },
      }),
    ).toEqual({ title: 'Starlight', tagline: 'Docs', actions: [{ text: 'Start', link: '/start/', primary: true }], features: [] });
    expect(landingOf({ title: 'A page' })).toBeUndefined();
    expect(landingOf({ layout: 'doc', hero: { title: 'not a landing' } })).toBeUndefined();
  });

  it('draws the hero as the page heading, its actions as links, and its features as a list', async () => {
    const root = tempSite({ 'content/index.md': VITEPRESS_HOME, 'content/guide/getting-started.md': '# Start\n' });
    await buildSite({ root, log: () => {}, cache: false });
    const main = findAll(parseHtml(readFileSync(path.join(root, 'build/index.html'), 'utf8')), (el) => el.tag === 'main')[0]!;
    const h1 = findAll(main, (el) => el.tag === 'h1');
    expect(h1.map(textOf)).toEqual(['VitePressVite & Vue powered static site generator']);
    const links = findAll(main, (el) => el.tag === 'a' && (el.attrs.class ?? '').includes('dg-landing__action')).map((el) => [
      textOf(el),
      el.attrs.href,
    ]);
    expect(links).toEqual([
      ['What is VitePress?', '/guide/what-is-vitepress'],
      ['Quickstart', '/guide/getting-started'],
    ]);
    const features = findAll(main, (el) => el.tag === 'li' && (el.attrs.class ?? '').includes('dg-landing__feature'));
    expect(features.map((el) => textOf(findAll(el, (child) => child.tag === 'h2')[0]!))).toEqual([
      'Focus on your content',
      'Enjoy the Vite DX',
    ]);
    expect(textOf(main)).toContain('Some words below.');
  });
});
