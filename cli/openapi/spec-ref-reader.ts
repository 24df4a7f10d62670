// What a spec's `$ref`s may read: files inside the site folder, as written and once links are resolved, and never a
// dot-file or a file in a dot-folder — the rule pages' includes and images follow (sources/site-file-path.ts). The
// build publishes the spec with every $ref inlined (openapi/*.yaml|json, the operation pages, llms files, search), so
// a ref to file:///etc/passwd or /proc/self/environ (the build's environment, Algolia admin key and all) would
// publish it. URLs are never fetched: a build does not depend on the network, nor asks the build machine's network
// (an internal address) for what the spec names.
import { readFileSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { isInsideFolder } from '../fs/inside-folder.js';

/** Why a $ref's file was not read. */
export type RefProblem =
  /** An http(s) URL: never fetched. */
  | { kind: 'url'; url: string }
  /** A URL of another scheme (file://, data:, ftp:), or a path outside the site folder, as written or (`real`) through a link. */
  | { kind: 'outside'; url: string; file?: string; real?: string }
  /** A dot-file, or a file in a dot-folder (.env, .git/), inside the site. */
  | { kind: 'hidden'; url: string; file: string }
  /** Inside the site, but no file there (or a folder). */
  | { kind: 'missing'; url: string; file: string };

/** A json-schema-ref-parser resolver (its `resolve` option) and the problems it met, in the order met. */
export interface SpecRefReader {
  resolver: { order: number; canRead: boolean; read: (file: { url: string }) => Buffer };
  problems: RefProblem[];
}

/**
 * The only resolver a spec is read with (json-schema-ref-parser's own `file` and `http` resolvers are turned off): it
 * takes every $ref, reads the spec itself (`spec`, which the config may name outside the site) and files inside
 * `root`, and records why it refused any other before failing the read.
 */
export function specRefReader({ root, spec }: { root: string; spec: string }): SpecRefReader {
  const problems: RefProblem[] = [];
  const refuse = (problem: RefProblem): never => {
    problems.push(problem);
    throw new Error(`docsgen does not read ${problem.url} (${problem.kind})`);
  };
  let realRoot: string | undefined;
  return {
    problems,
    resolver: {
      order: 1,
      canRead: true,
      read({ url }) {
        if (/^https?:/i.test(url)) return refuse({ kind: 'url', url });
        // Two letters at least: "C:" starts a Windows path, not a scheme.
        if (/^[a-z][a-z0-9+.-]+:/i.test(url)) return refuse({ kind: 'outside', url });
        const file = path.resolve(decodedPath(url));
        if (file === path.resolve(spec)) return readFileSync(file);
        realRoot ??= realpathSync(root);
        if (!isInsideFolder(path.resolve(root), file)) return refuse({ kind: 'outside', url, file });
        const real = realOf(file);
        if (real === undefined) return refuse({ kind: 'missing', url, file });
        if (!isInsideFolder(realRoot, real)) return refuse({ kind: 'outside', url, file, real });
        if (isHidden(realRoot, real, spec)) return refuse({ kind: 'hidden', url, file });
        if (!statSync(real).isFile()) return refuse({ kind: 'missing', url, file });
        return readFileSync(real);
      },
    },
  };
}

/** A resolved ref's path as a file path: json-schema-ref-parser hands it over percent-encoded, as a URL's path. */
function decodedPath(url: string): string {
  try {
    return decodeURIComponent(url);
  } catch {
    return url; // a "%" that starts no escape is the character itself
  }
}

function realOf(file: string): string | undefined {
  try {
    return realpathSync(file);
  } catch {
    return undefined;
  }
}

/**
 * Whether a folder on the way from the site root (or from the spec's own folder, which the config chose, when the
 * file is in it) to the file, or the file itself, starts with a dot.
 */
function isHidden(realRoot: string, real: string, spec: string): boolean {
  const specFolder = realOf(path.dirname(spec));
  const from = specFolder && isInsideFolder(specFolder, real) ? specFolder : realRoot;
  return path
    .relative(from, real)
    .split(path.sep)
    .some((part) => part.startsWith('.'));
}
