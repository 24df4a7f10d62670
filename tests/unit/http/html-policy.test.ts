// What the Content-Security-Policy is computed from: the inline code and outside images of HTML where it is made (a
// page body, a description, a static file), and the search hosts of Algolia mode. A hash that differs from what the
// browser computes blocks the script it names.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, hashSource } from '../../../cli/http/security-headers.js';
import {
  externalImageOrigins,
  htmlPolicy,
  inlineScripts,
  inlineStyles,
  joinPolicies,
  searchConnectSources,
  styleAttributes,
} from '../../../cli/http/html-policy.js';

/** The hash as CSP defines it, computed here independently of the module: base64 of the SHA-256 of the UTF-8 text. */
const cspHash = (text: string) => `'sha256-${createHash('sha256').update(Buffer.from(text, 'utf8')).digest('base64')}'`;

describe('policy sources', () => {
  it('says a page of plain HTML needs nothing, and joins what several need', () => {
    expect(htmlPolicy('<p>Texto com <a href="/x">link</a> e <code>&lt;script&gt;</code>.</p>')).toBeUndefined();
    const one = htmlPolicy('<img src="https://img.example.com/a.png">');
    const two = htmlPolicy('<script>a()</script><img src="https://img.example.com/b.png">');
    expect(one).toEqual({ images: ['https://img.example.com'] });
    expect(joinPolicies(one, undefined, two)).toEqual({
      images: ['https://img.example.com', 'https://img.example.com'],
      scripts: [cspHash('a()')],
    });
  });

  it('reads a page of thousands of unclosed tags in one pass (raw HTML may hold them), not once per tag', () => {
    const hostile = ['<script>', '<style>', '<img a ', '<a b ', '<p style="x" '].map((tag) => tag.repeat(40_000)).join('');
    const started = performance.now();
    const sources = htmlPolicy(hostile);
    // One pass takes milliseconds; the patterns this replaced scanned to the end from every tag, for minutes at this size.
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(sources?.scripts).toBeUndefined();
    expect(sources?.styles).toBeUndefined();
  });

  it('reads each style attribute as the browser does (quoted either way or bare, entities decoded), in no other place', () => {
    const html = [
      '<div class="a" style="color: red">x</div>',
      "<img alt='' style='width: 50%' src=/a.png>",
      '<p STYLE=margin:0>y</p>',
      '<span style="content: &quot;&#xE3;&amp;&quot;">z</span>',
      '<p>style="not an attribute"</p>',
      '<div data-style="no">w</div>',
      '<meta name="description" content="Texto com style= e onclick= soltos.">',
      '<a title="a > b" style="top: 0">v</a>',
    ].join('\n');
    expect(styleAttributes(html)).toEqual(['color: red', 'width: 50%', 'margin:0', 'content: "ã&"', 'top: 0']);
    expect(htmlPolicy(html)?.styleAttributes).toEqual(['color: red', 'width: 50%', 'margin:0', 'content: "ã&"', 'top: 0'].map(cspHash));
    expect(contentSecurityPolicy({ styleAttributes: [cspHash('a')] })).toContain(`style-src 'self' 'unsafe-hashes' ${cspHash('a')};`);
    expect(contentSecurityPolicy({})).toContain("style-src 'self';");
  });

  it('hashes each inline script a browser runs, byte for byte, and no data block or external script', () => {
    const html = [
      '<script>var a = "ã";\n</script>',
      '<script type="module">import "/x.js"</script>',
      '<script type="application/json">{"props":1}</script>',
      '<script type="application/ld+json">{"@type":"Article"}</script>',
      '<script type="module" src="/assets/boot.js"></script>',
      '<SCRIPT type="text/javascript" >b()</SCRIPT >',
    ].join('\n');
    expect(inlineScripts(html)).toEqual(['var a = "ã";\n', 'import "/x.js"', 'b()']);
    expect(htmlPolicy(html)?.scripts).toEqual(['var a = "ã";\n', 'import "/x.js"', 'b()'].map(cspHash));
    expect(hashSource('b()')).toBe(cspHash('b()'));
  });

  it('finds inline styles and the origins of images from other sites', () => {
    const html =
      '<style>p{color:red}</style><img src="/img/a.png"><img alt="" src="https://img.shields.io/badge/x?a=1&amp;b=2">' +
      '<img src=http://example.com:8080/y.png><img src="data:image/png;base64,AA"><img src="https://[bad">';
    expect(inlineStyles(html)).toEqual(['p{color:red}']);
    expect(externalImageOrigins(html)).toEqual(['https://img.shields.io', 'http://example.com:8080']);
  });

  it("lets the search modal reach Algolia's hosts, or exactly the configured ones, and nothing in offline mode", () => {
    const settings = { appId: 'APP', apiKey: 'k', indexName: 'i', contextualSearch: true, insights: false };
    expect(searchConnectSources(undefined)).toEqual([]);
    expect(searchConnectSources(settings)).toEqual(['https://*.algolia.net', 'https://*.algolianet.com', 'https://*.algolia.io']);
    const hosts = searchConnectSources({
      ...settings,
      hosts: [
        { url: 'search.example.com', protocol: 'https', port: 8443 },
        { url: '127.0.0.1', protocol: 'http', port: 9 },
      ],
    });
    expect(hosts).toEqual(['https://search.example.com:8443', 'http://127.0.0.1:9']);
    // Insights events go to Algolia's endpoint whatever hosts the searches use; *.algolia.io already covers it.
    expect(searchConnectSources({ ...settings, insights: true, hosts: [{ url: '127.0.0.1', protocol: 'http', port: 9 }] })).toEqual([
      'http://127.0.0.1:9',
      'https://insights.algolia.io',
    ]);
    expect(searchConnectSources({ ...settings, insights: true })).toContain('https://*.algolia.io');
  });
});

describe('contentSecurityPolicy', () => {
  const directives = (policy: string) => new Map(policy.split('; ').map((d) => [d.split(' ')[0]!, d.split(' ').slice(1)] as const));

  it('allows scripts and styles from the site only, plus the hashes given, and never inline code wholesale', () => {
    const policy = directives(
      contentSecurityPolicy({ scripts: ["'sha256-b'", "'sha256-a'", "'sha256-a'"], connect: ['https://*.algolia.net'] }),
    );
    expect(policy.get('script-src')).toEqual(["'self'", "'sha256-a'", "'sha256-b'"]);
    expect(policy.get('style-src')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://*.algolia.net']);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:']);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(contentSecurityPolicy()).not.toMatch(/unsafe/);
  });
});
