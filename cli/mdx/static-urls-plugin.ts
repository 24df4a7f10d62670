// A `url(/img/x.png)` in a component's stylesheet is a file of the site's static folder, as Docusaurus resolves it
// (its bundler's roots are the static folders): facebook/react-native-website's home page styles name
// `/img/homepage/cta-bg-pattern.png` so. Found there, the file is bundled as the stylesheet's other files are (inlined);
// not found, the URL is left as written for the browser to ask the site, rather than failing the build.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import { isInsideFolder } from '../fs/inside-folder.js';

export function staticUrlsPlugin(staticDir: string | undefined): Plugin {
  return {
    name: 'docsgen-static-urls',
    setup(build) {
      build.onResolve({ filter: /^\/[^/]/ }, (args) => {
        if (args.kind !== 'url-token') return undefined;
        const rel = decodeURIComponent(args.path.replace(/[?#].*$/, ''));
        const file = staticDir && path.join(staticDir, rel);
        if (file && isInsideFolder(staticDir, file) && existsSync(file) && statSync(file).isFile()) return { path: file };
        return { path: args.path, external: true };
      });
    },
  };
}
