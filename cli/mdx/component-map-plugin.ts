// The config's `components` (config/component-map.ts) in the bundles: an import written as one of its paths is the
// site's React component it names, whatever the path would otherwise be (a `.astro` file, a package, a built-in).
// Registered after site-imports-plugin.ts, which checks where it leads as it does every import.
import type { Plugin } from 'esbuild';

export function componentMapPlugin(components: Readonly<Record<string, string>> = {}): Plugin {
  return {
    name: 'docsgen-component-map',
    setup(build) {
      if (Object.keys(components).length === 0) return;
      build.onResolve({ filter: /.*/ }, (args) =>
        Object.hasOwn(components, args.path) && args.kind !== 'entry-point' ? { path: components[args.path]! } : undefined,
      );
    },
  };
}
