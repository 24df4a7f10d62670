import type { Plugin } from 'esbuild';

/**
 * For a site without a diagram: the diagrams chunk (client/diagrams/draw-diagrams.ts, which holds Mermaid) bundled as
 * a stub, so that Mermaid is neither bundled (over a second of esbuild's time) nor published (about a hundred files,
 * 4 MB). boot.ts asks for that chunk only on a page holding a diagram, which such a site has none of.
 */
export function diagramsStubPlugin(): Plugin {
  const namespace = 'docsgen-diagrams-stub';
  return {
    name: namespace,
    setup(build) {
      build.onResolve({ filter: /[\\/]diagrams[\\/]draw-diagrams\.js$/ }, (args) => ({ path: args.path, namespace }));
      build.onLoad({ filter: /.*/, namespace }, () => ({
        contents: 'export function drawDiagrams() { return Promise.resolve(); }',
        loader: 'js',
      }));
    },
  };
}
