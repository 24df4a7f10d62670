// Docusaurus's modules as docsgen provides them to React pages (templates/mdx/docusaurus/), each against what
// Docusaurus's own does: useBaseUrl's addBaseUrl, Link, Translate and translate's placeholders, BrowserOnly's server
// render, Head's and Layout's title and description, useDocusaurusContext's siteConfig, Heading's anchor.
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { addBaseUrl } from '../../../templates/mdx/docusaurus/base-url.js';
import { BrowserOnly } from '../../../templates/mdx/docusaurus/BrowserOnly.js';
import { Head } from '../../../templates/mdx/docusaurus/Head.js';
import { Heading } from '../../../templates/mdx/docusaurus/Heading.js';
import { translate } from '../../../templates/mdx/docusaurus/interpolate.js';
import { Layout } from '../../../templates/mdx/docusaurus/Layout.js';
import { Translate } from '../../../templates/mdx/docusaurus/Translate.js';
import { useBaseUrl } from '../../../templates/mdx/docusaurus/useBaseUrl.js';
import { useDocusaurusContext } from '../../../templates/mdx/docusaurus/useDocusaurusContext.js';
import { useLocation } from '../../../templates/mdx/docusaurus/useLocation.js';
import { Link } from '../../../templates/mdx/Link.js';
import { MdxServicesContext, type MdxServices, type PageHead } from '../../../templates/mdx/useMdxServices.js';

/** Renders `node` as a page of a site at /docs/ (https://example.com), noting what it says of its head in `head`. */
function render(node: ReactNode, head: PageHead = {}): string {
  const services: MdxServices = {
    baseUrl: '/docs/',
    toc: [],
    codeBlock: () => '',
    islandUrl: () => '',
    islandHtml: () => '',
    siteConfig: { title: 'Site', tagline: 'A site', url: 'https://example.com', baseUrl: '/docs/', customFields: { answer: 42 } },
    locale: 'en',
    route: '/team',
    head,
  };
  return renderToStaticMarkup(<MdxServicesContext.Provider value={services}>{node}</MdxServicesContext.Provider>);
}

describe('addBaseUrl (useBaseUrl)', () => {
  const site = { baseUrl: '/docs/', siteUrl: 'https://example.com' };
  it.each([
    ['/img/logo.svg', {}, '/docs/img/logo.svg'],
    ['img/logo.svg', {}, '/docs/img/logo.svg'],
    ['/docs/img/logo.svg', {}, '/docs/img/logo.svg'],
    ['/docs', {}, '/docs/'],
    ['/docs/x', { forcePrependBaseUrl: true }, '/docs/docs/x'],
    ['/help', { absolute: true }, 'https://example.com/docs/help'],
    ['https://other.example/x', {}, 'https://other.example/x'],
    ['//cdn.example/x.js', {}, '//cdn.example/x.js'],
    ['#top', {}, '#top'],
    ['', {}, ''],
  ])('%s %j → %s', (url, options, expected) => {
    expect(addBaseUrl(url, site, options)).toBe(expected);
  });

  it('is what useBaseUrl gives a page', () => {
    const Logo = () => <a href={useBaseUrl('/img/logo.svg')}>logo</a>;
    expect(render(<Logo />)).toBe('<a href="/docs/img/logo.svg">logo</a>');
  });
});

describe('Link', () => {
  it('puts a site path under the base URL once, leaves URLs and reads pathname://', () => {
    expect(render(<Link to="/intro">Intro</Link>)).toBe('<a href="/docs/intro">Intro</a>');
    expect(render(<Link href="/docs/intro">Intro</Link>)).toBe('<a href="/docs/intro">Intro</a>');
    expect(render(<Link to="https://example.org">Out</Link>)).toBe('<a href="https://example.org">Out</a>');
    expect(render(<Link to="pathname:///files/a.pdf">PDF</Link>)).toBe('<a href="/files/a.pdf">PDF</a>');
  });
});

describe('Translate and translate', () => {
  it('give the message with its placeholders filled, elements among the values', () => {
    expect(render(<Translate>Plain text</Translate>)).toBe('Plain text');
    expect(render(<Translate values={{ n: 3 }}>{'{n} items'}</Translate>)).toBe('3 items');
    expect(render(<Translate values={{ link: <a href="/x">the guide</a> }}>{'Read {link} now'}</Translate>)).toBe(
      'Read <a href="/x">the guide</a> now',
    );
    expect(translate({ message: 'Hello {name}', id: 'greeting' }, { name: 'Ada' })).toBe('Hello Ada');
    expect(translate({ id: 'only.id' })).toBe('only.id');
  });
});

describe('BrowserOnly', () => {
  it('renders its fallback on the server, never its children', () => {
    expect(render(<BrowserOnly fallback={<p>Loading</p>}>{() => <p>Live</p>}</BrowserOnly>)).toBe('<p>Loading</p>');
    expect(render(<BrowserOnly>{() => <p>Live</p>}</BrowserOnly>)).toBe('');
  });
});

describe('Layout and Head', () => {
  it("give the page's title and description and render the children in a main-wrapper", () => {
    const head: PageHead = {};
    const html = render(
      <Layout title="Team" description="Who we are" wrapperClassName="team">
        <p>Body</p>
      </Layout>,
      head,
    );
    expect(html).toBe('<div class="main-wrapper team"><p>Body</p></div>');
    expect(head).toEqual({ title: 'Team', description: 'Who we are' });
  });

  it("take the innermost's word, Head's <title> the whole document title, rendering nothing", () => {
    const head: PageHead = {};
    const html = render(
      <Layout title="Outer">
        <Head>
          <title>Whole {'title'}</title>
          <meta name="description" content="From Head" />
        </Head>
      </Layout>,
      head,
    );
    expect(html).toBe('<div class="main-wrapper"></div>');
    expect(head).toEqual({ title: 'Outer', documentTitle: 'Whole title', description: 'From Head' });
  });
});

describe('useDocusaurusContext and useLocation', () => {
  it("give the site's config and the page's path", () => {
    const Probe = () => {
      const { siteConfig, i18n } = useDocusaurusContext();
      const { pathname } = useLocation();
      return (
        <p>{`${String(siteConfig.title)} ${(siteConfig.customFields as { answer: number }).answer} ${i18n.currentLocale} ${pathname}`}</p>
      );
    };
    expect(render(<Probe />)).toBe('<p>Site 42 en /docs/team</p>');
  });
});

describe('Heading', () => {
  it('is the heading it names, linking to itself when it has an id (not an h1)', () => {
    expect(render(<Heading as="h1">Title</Heading>)).toBe('<h1>Title</h1>');
    expect(
      render(
        <Heading as="h2" id="why">
          Why
        </Heading>,
      ),
    ).toBe('<h2 id="why">Why<a class="hash-link" href="#why" aria-label="#why">\u200b</a></h2>');
  });
});
