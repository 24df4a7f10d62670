// The error for a $ref whose file the spec reader refused or could not find (spec-ref-reader.ts): json-schema-ref-parser
// names only the file it was reading, so the $ref is looked for in the files read so far, and the error names the
// file it is written in and its JSON pointer there.
import path from 'node:path';
import { DocsgenError } from '../errors/docsgen-error.js';
import { escapeToken, readablePointer } from './json-pointer.js';
import type { RefProblem } from './spec-ref-reader.js';

/** Where a $ref stands: the file (absolute) and the pointer of its `$ref` key, and the ref as written. */
export interface RefPlace {
  file: string;
  pointer: string;
  ref: string;
}

/**
 * A $ref's target as json-schema-ref-parser resolves it against the file it is in (its util/url.js `resolve`): a URL
 * stays a URL, a path is resolved as a URL's path (encoded, `..` applied); the `#pointer` is left out.
 */
function resolvedTarget(from: string, ref: string): string {
  const placeholder = 'docsgen.invalid';
  const base = new URL(from.replace(/\\/g, '/'), `https://${placeholder}`);
  const target = new URL(ref.replace(/\\/g, '/'), base);
  const resolved = target.hostname === placeholder && target.protocol === 'https:' ? target.pathname + target.search : target.href;
  return resolved.split('#')[0]!;
}

/** The first `$ref` (breadth first, file by file) in `documents` (parsed files by path) that resolves to `url`. */
export function refPlace(documents: Record<string, unknown>, url: string): RefPlace | undefined {
  for (const [file, document] of Object.entries(documents)) {
    const queue: Array<[unknown, string]> = [[document, '#']];
    const seen = new Set<unknown>();
    for (let i = 0; i < queue.length; i++) {
      const [node, pointer] = queue[i]!;
      if (typeof node !== 'object' || node === null || seen.has(node) || ArrayBuffer.isView(node)) continue;
      seen.add(node);
      const ref = (node as { $ref?: unknown }).$ref;
      if (typeof ref === 'string' && !ref.startsWith('#')) {
        try {
          if (resolvedTarget(file, ref) === url) return { file, pointer: `${pointer}/$ref`, ref };
        } catch {
          // A ref no URL parser takes is not the one json-schema-ref-parser read.
        }
      }
      for (const [key, value] of Object.entries(node)) queue.push([value, `${pointer}/${escapeToken(key)}`]);
    }
  }
  return undefined;
}

/** The DocsgenError for a refused or missing $ref file, naming the file the ref is written in and its pointer. */
export function refProblemError(
  problem: RefProblem,
  { place, spec, root }: { place?: RefPlace; spec: string; root: string },
): DocsgenError {
  const rel = (file: string): string => path.relative(root, file).split(path.sep).join('/');
  const where = place ? ` at ${place.pointer} (${readablePointer(place.pointer)})` : '';
  const inOther = place && place.file !== spec ? `, in a part of the spec ${rel(spec)},` : '';
  const ref = `$ref "${place?.ref ?? problem.url}"${where}${inOther}`;
  const file = rel(place?.file ?? spec);
  switch (problem.kind) {
    case 'url':
      return new DocsgenError({
        code: 'openapi-ref-url',
        file,
        message: `${ref} names a URL: docsgen does not fetch $refs at build time`,
        hint: 'download the file into the site folder (beside the spec) and point the $ref to it by a relative path',
      });
    case 'outside':
      return new DocsgenError({
        code: 'openapi-ref-outside-site',
        file,
        message: `${ref} ${outsideReason(problem, rel)}: it is not read, since the build publishes what a $ref reads`,
        hint: 'copy what the spec needs into a file inside the site folder and point the $ref to it by a path relative to the file the $ref is in',
      });
    case 'hidden':
      return new DocsgenError({
        code: 'openapi-ref-hidden-file',
        file,
        message: `${ref} names ${rel(problem.file)}, a hidden file or a file in a hidden folder: it is not read, since the build publishes what a $ref reads`,
        hint: 'move the part of the spec into a file or folder whose name does not start with a dot',
      });
    case 'missing':
      return new DocsgenError({
        code: 'openapi-resolve',
        file,
        message: `${ref} could not be loaded: ${rel(problem.file)} does not exist or is not a file`,
        hint: 'correct the path; a $ref to another file is read relative to the file it is written in',
      });
  }
}

function outsideReason(problem: Extract<RefProblem, { kind: 'outside' }>, rel: (file: string) => string): string {
  if (!problem.file)
    return `is a ${problem.url.split(':')[0]!.toLowerCase()}: URL, and a $ref is read only by a path inside the site folder`;
  if (problem.real) return `leads to ${rel(problem.file)}, a link to ${problem.real}, outside the site folder`;
  return `leads to ${problem.file}, outside the site folder`;
}
