import { describe, expect, it } from 'vitest';
import { docIdFor, normalizeRoute, routeFor } from '../../../cli/routes/content-routes.js';

describe('routes', () => {
  it('maps content files to routes, index naming its folder', () => {
    expect(routeFor(docIdFor('index.md'))).toBe('/');
    expect(routeFor(docIdFor('guide/index.md'))).toBe('/guide');
    expect(routeFor(docIdFor('guide/webhook.md'))).toBe('/guide/webhook');
    expect(routeFor(docIdFor('customization/languagetabs.md'))).toBe('/customization/languagetabs');
  });

  it('honours a slug, relative to the folder or absolute', () => {
    expect(routeFor('guide/a', 'outro-nome')).toBe('/guide/outro-nome');
    expect(routeFor('guide/a', '/raiz')).toBe('/raiz');
  });

  it('treats .html and /index.html endings and trailing slashes as the same route', () => {
    for (const spelling of ['/guide/webhook', '/guide/webhook/', '/guide/webhook.html', '/guide/webhook/index.html']) {
      expect(normalizeRoute(spelling)).toBe('/guide/webhook');
    }
    expect(normalizeRoute('/index.html')).toBe('/');
    expect(normalizeRoute('')).toBe('/');
  });
});
