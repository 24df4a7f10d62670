import type { TryItOption } from './try-it.js';
import path from 'node:path';
import type { UiStrings } from '../../shared/i18n/strings.pt.js';
import { dump } from 'js-yaml';
import type { ResolvedConfig } from '../config/schema.js';
import type { BuildWarning } from '../errors/docsgen-error.js';
import { markdownOptionsOf } from '../markdown/markdown-options.js';
import type { MarkdownOptions } from '../markdown/markdown-result.js';
import { externalRefWarnings } from './external-refs.js';
import { loadSpec } from './load-spec.js';
import { buildApiReference, type ApiReference } from './operations.js';

export interface LoadedApi {
  reference: ApiReference;
  warnings: BuildWarning[];
  /** The spec as readers download it, in both formats. */
  downloads: { yaml: string; json: string; yamlText: string; jsonText: string };
  /** The files read: the spec and those its $refs name (absolute paths). */
  files: string[];
}

/**
 * The site's API reference as its config asks for it: the one call of `docsgen build` and `docsgen dev` alike, so
 * that no setting (`openapi.tryIt.servers`, say) is read by one road and forgotten by the other.
 */
export function siteApiReference(config: ResolvedConfig): Promise<LoadedApi> {
  const openapi = config.openapi;
  if (!openapi) throw new Error('siteApiReference: the config names no OpenAPI file');
  return loadApiReference({
    file: openapi.file,
    root: config.root,
    route: openapi.route,
    markdown: markdownOptionsOf(config),
    strings: config.strings,
    locale: config.locale,
    tryIt: openapi.tryIt,
  });
}

/** Loads an OpenAPI file and turns it into the API reference's data (the "openapi" build stage). */
export async function loadApiReference(options: {
  file: string;
  root: string;
  route: string;
  markdown: MarkdownOptions;
  /** The site's interface strings. */
  strings: UiStrings;
  /** The site's locale (the plural rules of the reference's counts). */
  locale: string;
  /** The config's `openapi.tryIt`. */
  tryIt?: TryItOption;
}): Promise<LoadedApi> {
  const { api, bundled, files } = await loadSpec(options.file, options.root);
  const [{ createMarkdownRenderer }, sampler] = await Promise.all([import('../markdown/pipeline.js'), import('openapi-sampler')]);
  const renderMarkdown = createMarkdownRenderer({ ...options.markdown, fileRefs: false });
  const file = path.relative(options.root, options.file).split(path.sep).join('/');
  const { reference, warnings } = buildApiReference({
    api,
    file,
    route: options.route,
    // A description is part of a page: a heading it starts with stays in it.
    markdown: (text) => renderMarkdown(text, { fragment: true }),
    sample: sampler.sample as (schema: unknown, opts: object, spec: unknown) => unknown,
    strings: options.strings,
    locale: options.locale,
    tryIt: options.tryIt,
  });
  const name = path.basename(options.file).replace(/\.(ya?ml|json)$/i, '');
  const published = [`/openapi/${name}.yaml`, `/openapi/${name}.json`];
  return {
    reference,
    files: [options.file, ...Object.keys(files).filter((name) => path.isAbsolute(name))],
    warnings: [...externalRefWarnings({ spec: options.file, root: options.root, files, downloads: published }), ...warnings],
    downloads: {
      yaml: published[0]!,
      json: published[1]!,
      yamlText: dump(bundled, { noRefs: true, lineWidth: 120 }),
      jsonText: `${JSON.stringify(bundled, null, 2)}\n`,
    },
  };
}
