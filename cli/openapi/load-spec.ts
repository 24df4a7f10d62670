import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { OpenAPIV3 } from 'openapi-types';
import { DocsgenError } from '../errors/docsgen-error.js';
import { escapeToken, readablePointer, unescapeToken } from './json-pointer.js';
import { refPlace, refProblemError } from './ref-problem-error.js';
import { specRefReader } from './spec-ref-reader.js';
import { type AliasBomb, boundedYamlParser, MAX_ALIAS_VALUES } from './spec-yaml.js';

export type OpenApiDocument = OpenAPIV3.Document;

interface AjvDetail {
  instancePath: string;
  keyword: string;
  message?: string;
  params?: { allowedValues?: unknown[]; missingProperty?: string; additionalProperty?: string };
}

/**
 * Parses, validates and dereferences an OpenAPI 3 file with swagger-parser. Circular $refs stay as circular
 * objects (the schema tree turns them into links back). Every failure becomes a DocsgenError naming the file,
 * the JSON pointer and the rule broken.
 */
export async function loadSpec(
  file: string,
  root: string,
): Promise<{ api: OpenApiDocument; bundled: unknown; files: Record<string, unknown> }> {
  const { default: SwaggerParser } = await import('@apidevtools/swagger-parser');
  const rel = path.relative(root, file).split(path.sep).join('/');
  // Every file, the spec's own included, is read by docsgen's reader alone: files inside the site folder, no URL.
  const reader = specRefReader({ root, spec: file });
  const resolve = { file: false, http: false, site: reader.resolver };
  let bundled: unknown;
  let files: Record<string, unknown> = {};
  let bomb: AliasBomb | undefined;
  // Every file the spec reads is parsed by the YAML parser that refuses alias bombs (spec-yaml.ts).
  const options = {
    resolve,
    parse: {
      yaml: boundedYamlParser((found) => {
        bomb = found;
      }),
    },
  };
  const bundler = new SwaggerParser();
  try {
    // The bundled copy keeps its $refs (the file readers download); clones of it are validated and dereferenced for
    // rendering, so the file is read and parsed once.
    bundled = await bundler.bundle(file, options);
    // Bundling rewrites the main file's $refs; when it read other files, they are read again as written, so the
    // external-$ref warning can quote each ref (a rare case: most specs are one file).
    if (bundler.$refs.paths().length > 1) {
      const resolver = new SwaggerParser();
      await resolver.resolve(file, options);
      files = resolver.$refs.values() as Record<string, unknown>;
    }
  } catch (error) {
    if (bomb) throw aliasError(bomb, root);
    const problem = reader.problems[0];
    if (problem) {
      const place = refPlace(readSoFar(bundler), problem.url);
      throw refProblemError(problem, { place, spec: file, root });
    }
    throw specError(error, rel);
  }
  return { api: await checkedSpec(bundled, rel), bundled, files };
}

/** The files a failed bundling had parsed, by path (an unfinished or failed one holds an error or nothing). */
function readSoFar(bundler: { $refs?: { values(): object } }): Record<string, unknown> {
  try {
    return (bundler.$refs?.values() ?? {}) as Record<string, unknown>;
  } catch {
    return {};
  }
}

/** The error for a spec file whose YAML aliases expand past the limit, naming that file (the spec or one it reads). */
function aliasError(bomb: AliasBomb, root: string): DocsgenError {
  const abs = bomb.url.startsWith('file:') ? fileURLToPath(bomb.url) : bomb.url;
  const count = (n: number) => (Number.isFinite(n) && n < 1e15 ? n.toLocaleString('en') : n.toExponential(1));
  return new DocsgenError({
    code: 'openapi-yaml-aliases',
    file: path.relative(root, abs).split(path.sep).join('/'),
    message: `YAML aliases (*name) expand the file from ${count(bomb.written)} values to ${count(bomb.expanded)}: more than the ${MAX_ALIAS_VALUES.toLocaleString('en')} values aliases may add`,
    hint: 'aliases inside aliases multiply at every level: write a shared schema once under components and point to it with $ref, or copy it out',
  });
}

/**
 * Validates and dereferences a parsed (bundled) spec, leaving `bundled` untouched: the part of loading that needs
 * no file, which the spec-mutation property test drives in-process. `file` names the spec in errors.
 */
export async function checkedSpec(bundled: unknown, file: string): Promise<OpenApiDocument> {
  const { default: SwaggerParser } = await import('@apidevtools/swagger-parser');
  let api: unknown;
  try {
    // Validated with its $refs in place (the OpenAPI schema allows a Reference Object wherever one may stand): the
    // validator walks a dereferenced document as a tree, and shared components that reference one another expand
    // exponentially (9 s for a 1 MB spec of 8 such schemas, bench/big-spec.mjs). Each component is checked once,
    // where it is written, which is also where its pointer in an error leads the author.
    // Bundling inlined every file the spec reads; a ref that still names a file is left alone here, not read from
    // wherever the process runs.
    const resolve = { external: false };
    await new SwaggerParser().validate(structuredClone(bundled) as never, {
      resolve,
      dereference: { excludedPathMatcher: () => true },
    });
    api = await new SwaggerParser().dereference(structuredClone(bundled) as never, { resolve, dereference: { circular: true } });
  } catch (error) {
    // json-schema-ref-parser throws a bare TypeError when a local $ref's path runs through a value that is not an
    // object (a $ref to "#/components/parameters/X" where parameters became a string): find that $ref and say where.
    const broken = error instanceof TypeError ? unresolvableRef(bundled) : undefined;
    if (broken) {
      throw new DocsgenError({
        code: 'openapi-unresolved-ref',
        file,
        message: `$ref "${broken.ref}" points to nothing (a part of its path is not an object); it is used at ${broken.usedAt} (${readablePointer(broken.usedAt)})`,
        hint: 'add the component it names, or correct the $ref',
        cause: error,
      });
    }
    throw specError(error, file);
  }
  const version = String((api as { openapi?: unknown }).openapi ?? '');
  if (!version.startsWith('3.')) {
    throw new DocsgenError({
      code: 'openapi-version',
      file,
      message: version ? `OpenAPI ${version} is not supported` : 'this is a Swagger 2.0 document, not OpenAPI 3',
      hint: 'docsgen reads OpenAPI 3.0 and 3.1; convert a Swagger 2.0 file with a converter such as swagger2openapi',
    });
  }
  return api as OpenApiDocument;
}

/** The first local $ref (breadth first) whose path does not lead to a value, and the pointer of where it is used. */
function unresolvableRef(document: unknown): { ref: string; usedAt: string } | undefined {
  const queue: Array<[unknown, string]> = [[document, '#']];
  const seen = new Set<unknown>();
  for (let i = 0; i < queue.length; i++) {
    const [node, pointer] = queue[i]!;
    if (typeof node !== 'object' || node === null || seen.has(node)) continue;
    seen.add(node);
    const ref = (node as { $ref?: unknown }).$ref;
    if (typeof ref === 'string' && ref.startsWith('#') && follow(document, ref, 0) === undefined) return { ref, usedAt: `${pointer}/$ref` };
    for (const [key, value] of Object.entries(node)) queue.push([value, `${pointer}/${escapeToken(key)}`]);
  }
  return undefined;
}

/**
 * The value a local $ref names, following the $refs met on its way as the resolver does; undefined when a step of the
 * path is missing or not an object. A chain of refs that loops is not this problem: it counts as found.
 */
function follow(document: unknown, ref: string, depth: number): unknown {
  if (depth > 32) return document;
  let node = document;
  for (const token of ref.slice(1).split('/').slice(1).map(unescapeToken)) {
    const via = (node as { $ref?: unknown } | null)?.$ref;
    if (typeof via === 'string' && via.startsWith('#')) node = follow(document, via, depth + 1);
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, token)) return undefined;
    node = (node as Record<string, unknown>)[token];
  }
  return node;
}

function specError(error: unknown, file: string): DocsgenError {
  const e = error as Error & {
    code?: string;
    details?: AjvDetail[];
    targetRef?: string;
    path?: string | null;
    parentPath?: string | null;
    source?: string;
  };
  if (e.code === 'EMISSINGPOINTER') {
    // json-schema-ref-parser puts where the $ref stands in parentPath ("file.yaml#/paths/..."); path is often null.
    const where = e.parentPath ?? e.path;
    const usedAt = where ? `#${where.split('#')[1] ?? ''}` : undefined;
    return new DocsgenError({
      code: 'openapi-unresolved-ref',
      file,
      message: `$ref "${e.targetRef ?? '?'}" points to nothing${usedAt ? `; it is used at ${usedAt} (${readablePointer(usedAt)})` : ''}`,
      hint: 'add the component it names, or correct the $ref',
      cause: error,
    });
  }
  if (e.code === 'EPARSER' || e.code === 'EUNMATCHEDPARSER') {
    const lineMatch = /\((\d+):(\d+)\)/.exec(e.message);
    return new DocsgenError({
      code: 'openapi-syntax',
      file,
      line: lineMatch ? Number(lineMatch[1]) : undefined,
      column: lineMatch ? Number(lineMatch[2]) : undefined,
      message: `the OpenAPI file cannot be parsed: ${e.message.split('\n')[0]!.replace(/^Error parsing [^:]+: /, '')}`,
      hint: 'fix the YAML or JSON syntax at that line',
      cause: error,
    });
  }
  if (e.code === 'ERESOLVER') {
    return new DocsgenError({
      code: 'openapi-resolve',
      file,
      message: `a $ref could not be loaded: ${e.message}`,
      hint: 'docsgen reads $refs to files inside the site folder, by a path relative to the file the $ref is in',
      cause: error,
    });
  }
  const checked = versionCheck(e.message ?? '');
  if (checked) {
    return new DocsgenError({
      code: 'openapi-version',
      file,
      message: `${checked.message} at ${checked.pointer} (${readablePointer(checked.pointer)})`,
      hint: checked.hint,
      cause: error,
    });
  }
  if (Array.isArray(e.details) && e.details.length > 0) {
    const { pointer, rule } = mostSpecific(e.details);
    return new DocsgenError({
      code: 'openapi-invalid',
      file,
      message: `the OpenAPI document is invalid at ${pointer} (${readablePointer(pointer)}): ${rule}`,
      hint: 'fix that part of the document; the rules are those of the OpenAPI 3 specification',
      cause: error,
    });
  }
  return new DocsgenError({
    code: 'openapi-invalid',
    file,
    message: `the OpenAPI document is invalid: ${e.message.replace(/\s+/g, ' ').trim()}`,
    cause: error,
  });
}

/**
 * swagger-parser checks the version fields and `paths` before validating, with messages that name no place (and
 * quote "[object Object]" for a document given in memory): each becomes the pointer of the field at fault.
 */
function versionCheck(message: string): { pointer: string; message: string; hint: string } | undefined {
  const version = 'docsgen reads OpenAPI 3.0 and 3.1: write openapi: "3.0.3" (or "3.1.0"), as a string';
  if (/is not a valid Openapi API definition/.test(message))
    return { pointer: '#/paths', message: 'the document has no "paths"', hint: 'add `paths:` (it may be empty: `paths: {}`)' };
  if (/^Openapi version number must be a string/.test(message))
    return { pointer: '#/openapi', message: 'the OpenAPI version is a number, not a string', hint: version };
  if (/^API version number must be a string/.test(message))
    return { pointer: '#/info/version', message: 'the API version is a number, not a string', hint: 'quote it: version: "1.0.0"' };
  const unsupported = /^Unsupported OpenAPI version: (.*?)\. Swagger Parser/.exec(message);
  if (unsupported)
    return {
      pointer: '#/openapi',
      message: unsupported[1] === 'undefined' ? 'the document has no "openapi" version' : `OpenAPI ${unsupported[1]} is not supported`,
      hint: version,
    };
  if (/^(Swagger version number must be a string|Unrecognized Swagger version)/.test(message))
    return { pointer: '#/swagger', message: 'this is not an OpenAPI 3 document', hint: version };
  return undefined;
}

/** Ajv reports every branch it tried; the deepest pointer is where the author went wrong. */
function mostSpecific(details: AjvDetail[]): { pointer: string; rule: string } {
  const deepest = details.reduce((max, d) => Math.max(max, d.instancePath.split('/').length), 0);
  const here = details.filter((d) => d.instancePath.split('/').length === deepest);
  // The document itself is `#/`, as a reader and the other messages write a place (`#` alone looks cut off).
  const pointer = `#${here[0]!.instancePath || '/'}`;
  const allowed = [...new Set(here.flatMap((d) => (d.keyword === 'enum' ? (d.params?.allowedValues ?? []) : [])))];
  if (allowed.length > 0) return { pointer, rule: `must be one of ${allowed.map((v) => JSON.stringify(v)).join(', ')}` };
  const rules = [...new Set(here.filter((d) => d.keyword !== 'oneOf' && d.keyword !== 'anyOf').map(describe))];
  return { pointer, rule: rules.length > 0 ? rules.join('; ') : describe(here[0]!) };
}

function describe(detail: AjvDetail): string {
  if (detail.keyword === 'required' && detail.params?.missingProperty) return `the property "${detail.params.missingProperty}" is required`;
  if (detail.keyword === 'additionalProperties' && detail.params?.additionalProperty)
    return `the property "${detail.params.additionalProperty}" is not allowed here`;
  return detail.message ?? detail.keyword;
}
