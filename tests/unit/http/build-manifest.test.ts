// The build manifest as `docsgen serve` reads it: what the build writes (sorted, so two builds of one site write the
// same bytes) and what any other file found at its place makes of it (nothing immutable, never an error).
import { describe, expect, it } from 'vitest';
import { buildManifestJson, immutablePaths } from '../../../cli/http/build-manifest.js';

describe('build manifest', () => {
  it('lists each content-hashed file once, sorted, whatever order the build named them in', () => {
    expect(buildManifestJson(['/assets/search/b.json', '/assets/boot-AB12CD34.js', '/assets/search/b.json'])).toBe(
      '{\n "version": 1,\n "immutable": [\n  "/assets/boot-AB12CD34.js",\n  "/assets/search/b.json"\n ]\n}\n',
    );
    expect(immutablePaths(buildManifestJson(['/b', '/a']))).toEqual(new Set(['/a', '/b']));
  });

  it('makes nothing immutable for a file that is not a manifest, and keeps only the paths of a damaged one', () => {
    for (const text of ['', 'not json {', 'null', '[]', '{"immutable": "/a"}', '{"version": 1}']) {
      expect(immutablePaths(text), text).toEqual(new Set());
    }
    expect(immutablePaths('{"version": 1, "immutable": ["/a", 3, null, {"path": "/b"}]}')).toEqual(new Set(['/a']));
  });
});
