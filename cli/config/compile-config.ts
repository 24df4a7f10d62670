// The config file compiled by esbuild into one ES module (it is TypeScript, and Node 20 runs none), its packages left
// to Node. The compiled copy runs from .docsgen/, so each file of the config is told where it really lives:
// `import.meta.url`, `import.meta.dirname` and `import.meta.filename` are the file's as written, and a config that
// reads a file beside itself (a list of versions, a sidebar) finds it, as in Docusaurus, VitePress and Astro.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'esbuild';
import { DocsgenError } from '../errors/docsgen-error.js';

/** The name each file's own `import.meta` values are bound to in the bundle (one binding per file, renamed by esbuild). */
const META = '__docsgen_import_meta';

/** What a caller adds to the compilation: a site's config that is code sets its own imports apart (cli/sites/). */
export interface CompileExtras {
  /** Plugins run before the one that binds `import.meta`. */
  plugins?: Plugin[];
  /** Code put at the top of the module. */
  banner?: string;
  /** Resolve packages through the plugins instead of leaving every one to Node. */
  bundlePackages?: boolean;
  /** What the file is, as an error names it (a Markdown plugin of the site's is compiled so too); default "the config file". */
  what?: string;
  /** Told the files compiled into the module (absolute paths), for `docsgen dev` to watch. */
  inputs?: (files: string[]) => void;
}

/** The config file's text as one module, or a `config-syntax` error at the line and column esbuild gives. */
export async function compileConfig(file: string, name: string, extras: CompileExtras = {}): Promise<string> {
  // The files given a line of their own above their text: an error's line in them is one less.
  const shifted = new Set<string>();
  try {
    const { build } = await import('esbuild');
    const result = await build({
      entryPoints: [file],
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'node',
      ...(extras.bundlePackages ? {} : { packages: 'external' as const }),
      ...(extras.banner ? { banner: { js: extras.banner } } : {}),
      logLevel: 'silent',
      target: 'node20',
      define: {
        'import.meta.url': `${META}.url`,
        'import.meta.dirname': `${META}.dirname`,
        'import.meta.filename': `${META}.filename`,
        // CommonJS configs (Docusaurus's often are) read their folder so.
        __dirname: `${META}.dirname`,
        __filename: `${META}.filename`,
      },
      plugins: [...(extras.plugins ?? []), ownImportMeta(shifted)],
      ...(extras.inputs ? { metafile: true } : {}),
    });
    if (extras.inputs && result.metafile) extras.inputs(Object.keys(result.metafile.inputs).map((input) => path.resolve(input)));
    return result.outputFiles[0]!.text;
  } catch (error) {
    type Location = { file: string; line: number; column: number };
    const first = (error as { errors?: Array<{ text: string; location?: Location }> }).errors?.[0];
    const where = first?.location;
    throw new DocsgenError({
      code: 'config-syntax',
      file: name,
      line: where && (shifted.has(path.resolve(where.file)) ? where.line - 1 : where.line),
      // esbuild's lines are 1-based but its columns 0-based; docsgen prints both 1-based.
      column: where ? where.column + 1 : undefined,
      message: `${extras.what ?? 'the config file'} does not compile: ${first?.text ?? String(error)}`,
      hint: extras.what ? 'fix the syntax error at the line shown' : 'fix the syntax error; the config must `export default` an object',
      cause: error,
    });
  }
}

const LOADERS = { '.ts': 'ts', '.mts': 'ts', '.cts': 'ts', '.tsx': 'tsx', '.js': 'js', '.mjs': 'js', '.cjs': 'js', '.jsx': 'jsx' } as const;

/**
 * Gives each of the config's own files that reads `import.meta` a binding of its path, which `define` points at, on a
 * line above its text (noted in `shifted`, so an error's line can be told as in the file).
 */
function ownImportMeta(shifted: Set<string>): Plugin {
  return {
    name: 'docsgen-own-import-meta',
    setup(build) {
      build.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, async (args) => {
        const text = await readFile(args.path, 'utf8');
        const loader = LOADERS[path.extname(args.path) as keyof typeof LOADERS] ?? 'ts';
        if (!/import\.meta|__dirname|__filename/.test(text)) return { contents: text, loader };
        const meta = { url: pathToFileURL(args.path).href, dirname: path.dirname(args.path), filename: args.path };
        shifted.add(args.path);
        return { contents: `const ${META} = ${JSON.stringify(meta)};\n${text}`, loader };
      });
    },
  };
}
