// The files pages refer to, published under content-hashed names (images, downloads: model/resolve-refs.ts), the
// OpenAPI spec for download, and MDX pages' island chunks and components' styles.
import type { Emitter } from './emitter.js';
import { givesSiteWide } from './site-wide.js';

export const pageFiles: Emitter = {
  name: 'page files',
  *emit({ site, routes, config, lazy }) {
    // A build of some routes publishes no file the last build did not (incremental/page-edits.ts checks).
    if (!givesSiteWide({ routes, lazy })) return;
    for (const copy of site.copies) yield { path: copy.to, body: { copy: copy.from, root: config.root }, immutable: true };
    if (site.spec) {
      // The download paths are site paths ("/openapi/x.yaml"): the output takes them relative to its root.
      yield { path: site.spec.yaml.replace(/^\/+/, ''), body: { text: site.spec.yamlText } };
      yield { path: site.spec.json.replace(/^\/+/, ''), body: { text: site.spec.jsonText } };
    }
    for (const asset of site.mdxAssets) yield { path: asset.path, body: { text: asset.text } };
    return undefined;
  },
};
