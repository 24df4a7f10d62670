// /_versions.json: each version's routes, which the client reads when the reader prefers a version other than the
// page's (client/navigation/preferred-version.ts), to move a navbar link into the docs to the same page in that
// version where it exists. Client data rather than HTML, so that adding a version changes no frozen version's page.
import type { SiteModel } from '../../shared/model/site.js';
import { VERSIONS_FILE, type VersionsFile } from '../../shared/model/variants.js';
import type { Emitter } from './emitter.js';
import { givesSiteWide } from './site-wide.js';

export const versionsFile: Emitter = {
  name: 'versions',
  writes: [VERSIONS_FILE],
  *emit(input) {
    const { model } = input;
    if (!givesSiteWide(input) || !model.site.versions) return undefined;
    yield { path: VERSIONS_FILE, body: { make: () => JSON.stringify(versionsFileOf(model)) } };
    return () => `${model.site.versions!.length} versions`;
  },
};

/** The file's content: each version with its doc pages' routes, sorted. */
export function versionsFileOf(model: Pick<SiteModel, 'site' | 'pages'>): VersionsFile {
  const routes = new Map<string, string[]>();
  for (const page of Object.values(model.pages)) {
    if (page.kind !== 'doc' || !page.version) continue;
    routes.set(page.version, [...(routes.get(page.version) ?? []), page.route]);
  }
  return {
    versions: (model.site.versions ?? []).map(({ name, root, home, isLast }) => ({
      name,
      root,
      home,
      isLast,
      routes: (routes.get(name) ?? []).sort(),
    })),
  };
}
