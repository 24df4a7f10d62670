// The spec as the site offers it for download, written beside the pages: its own module, so that a build writing it
// again does not load the OpenAPI stage's libraries (the spec parser, httpsnippet: a sixth of a second at start).
import type { OutputWriter } from '../fs/output-writer.js';
import type { LoadedApi } from './build-api-reference.js';

/** Publishes the spec next to the site, as YAML and JSON, for the info page's download links. */
export function writeSpecDownloads(writer: OutputWriter, downloads: LoadedApi['downloads']): void {
  // The download paths are site paths ("/openapi/x.yaml"): the writer takes them relative to the output.
  writer.writeFile(downloads.yaml.replace(/^\/+/, ''), downloads.yamlText);
  writer.writeFile(downloads.json.replace(/^\/+/, ''), downloads.jsonText);
}
