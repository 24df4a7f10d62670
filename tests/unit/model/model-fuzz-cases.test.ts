// Cases the page fuzzing (tests/unit/markdown/markdown.property.test.ts) found, each pinned as it was shrunk.
import { describe, expect, it } from 'vitest';
import { DocsgenError } from '../../../cli/errors/docsgen-error.js';
import { buildSiteModel } from '../../../cli/model/build-site-model.js';
import { config, contentFiles, fm } from './fixtures.js';

describe('site model found by fuzzing', () => {
  it("names the content file whose slug takes the search page's route", () => {
    let error: unknown;
    try {
      buildSiteModel({ config: config(), ...contentFiles({ 'a.md': fm({ slug: '/search' }) }) });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(DocsgenError);
    expect(error).toMatchObject({
      code: 'duplicate-route',
      file: 'content/a.md',
      message: '/search and content/a.md both claim the route /search',
    });
  });
});
