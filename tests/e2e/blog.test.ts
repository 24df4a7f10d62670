// A blog beside the docs in Chromium (tests/fixtures/sites/blog: 23 posts over 2022–2024, one a draft and one
// unlisted, so 21 are listed): the list's pages and their navigation, a tag page, "Read more", the feeds linked from
// the head and served with their types, the unlisted post published but listed nowhere, no page wider than a 320 px
// phone, no Content-Security-Policy violation with an author's picture on another site, and no script beyond the
// boot script.
import { describe, expect, it } from 'vitest';
import { EN_STRINGS as strings } from '../../shared/i18n/strings.en.js';
import { useBuiltFixture } from './support/built-fixture.js';
import { recordCspViolations } from './support/csp-violations.js';
import { sidewaysOverflow } from './support/overflow.js';

const site = useBuiltFixture('sites/blog');

describe('the blog', () => {
  it('paginates its list by ten: "Older posts" leads to page 2 and on to page 3, which holds the last one', async () => {
    const page = await site.open('/blog');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Blog');
    expect(await page.locator('main article').count()).toBe(10);
    const pager = page.getByRole('navigation', { name: strings.blog.listNav });
    expect(await pager.innerText()).toContain('Page 1 of 3');
    await pager.getByRole('link', { name: strings.blog.olderPosts }).click();
    await page.waitForURL((url) => url.pathname === '/blog/page/2');
    expect(await page.locator('main article').count()).toBe(10);
    await page.getByRole('navigation', { name: strings.blog.listNav }).getByRole('link', { name: strings.blog.olderPosts }).click();
    await page.waitForURL((url) => url.pathname === '/blog/page/3');
    expect(await page.locator('main article').count()).toBe(1);
    // The oldest post is last.
    expect(await page.locator('main article h2').innerText()).toBe('Hello, Lantern');
    await page.context().close();
  });

  it("lists a tag's posts on its page, with the tags file's label and description", async () => {
    const page = await site.open('/blog/tags/design');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toContain('Design');
    expect(await page.getByText('How Lantern looks and why.').count()).toBeGreaterThan(0);
    const titles = await page.locator('main article h2').allInnerTexts();
    expect(titles).toContain('Dark mode');
    // The unlisted post carries the tag too, but no list shows it.
    expect(titles).not.toContain('An unlisted post');
    await page.context().close();
  });

  it('"Read more" opens the post, whose page shows its date, author and the older and newer posts', async () => {
    const page = await site.open('/blog/tags/design');
    await page.getByRole('link', { name: 'Read more about Dark mode' }).click();
    await page.waitForURL((url) => url.pathname === '/blog/2024/02/19/dark-mode');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Dark mode');
    expect(await page.locator('main time').first().getAttribute('datetime')).toMatch(/^2024-02-19/);
    expect(await page.getByRole('link', { name: 'Cleo Ruiz' }).count()).toBeGreaterThan(0);
    // The part after the marker is on the post's page.
    expect(await page.getByText('The rest of the post, shown on its own page only.').count()).toBe(1);
    expect(await page.getByRole('navigation', { name: strings.blog.postNav }).innerText()).toContain(strings.blog.olderPost);
    await page.context().close();
  });

  it('links its RSS and Atom feeds from the head of its list, tag and post pages; they answer with their types', async () => {
    for (const route of ['/blog', '/blog/tags/design', '/blog/2024/02/19/dark-mode', '/blog/archive']) {
      const page = await site.open(route);
      const rss = page.locator('head link[rel="alternate"][type="application/rss+xml"]');
      const atom = page.locator('head link[rel="alternate"][type="application/atom+xml"]');
      expect(await rss.getAttribute('href'), route).toBe('https://blog.example.com/blog/rss.xml');
      expect(await atom.getAttribute('href'), route).toBe('https://blog.example.com/blog/atom.xml');
      await page.context().close();
    }
    const rss = await fetch(`${site.url}/blog/rss.xml`);
    expect(rss.status).toBe(200);
    expect(rss.headers.get('content-type')).toMatch(/xml/);
    const text = await rss.text();
    expect(text).toContain('<link>https://blog.example.com/blog/2024/02/19/dark-mode</link>');
    expect(text).not.toContain('unlisted');
    expect((await fetch(`${site.url}/blog/atom.xml`)).status).toBe(200);
  });

  it('publishes the unlisted post, which no list shows and search engines are asked not to index', async () => {
    const page = await site.open('/blog/2024/09/30/unlisted');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('An unlisted post');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
    expect(await page.getByRole('note').innerText()).toContain(strings.blog.unlisted);
    for (const route of ['/blog', '/blog/page/2', '/blog/page/3', '/blog/archive']) {
      expect(await (await fetch(site.url + route)).text(), route).not.toContain('An unlisted post');
    }
    expect((await fetch(`${site.url}/blog/2024/08/26/draft`)).status).toBe(404);
    await page.context().close();
  });

  it('fits a 320 px phone on the list, a post and the archive', async () => {
    for (const route of ['/blog', '/blog/2024/05/13/how-lantern-works', '/blog/archive', '/blog/authors']) {
      const context = await site.browser.newContext({ viewport: { width: 320, height: 640 } });
      const page = await context.newPage();
      await page.goto(site.url + route);
      expect(await sidewaysOverflow(page), route).toEqual({ scrollWidth: 320, past: '' });
      await context.close();
    }
  });

  it("meets no CSP violation with an author's picture on another site, and loads no script but the boot script", async () => {
    const context = await site.browser.newContext();
    const page = await context.newPage();
    const violations = await recordCspViolations(page);
    await page.goto(`${site.url}/blog`);
    await page.waitForLoadState('load');
    expect(violations).toEqual([]);
    const scripts = await page.locator('script[src]').evaluateAll((els) => els.map((el) => (el as HTMLScriptElement).src));
    expect(scripts.map((src) => new URL(src).pathname.replace(/-[A-Z0-9]+\.js$/i, '.js'))).toEqual(['/assets/boot.js']);
    await context.close();
  });
});
