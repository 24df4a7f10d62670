import { DocsgenError } from '../errors/docsgen-error.js';
import { configError } from './config-error.js';
import { configSchema, type ParsedConfig } from './schema.js';

/** Checks a config against the schema and fills the schema's defaults; a DocsgenError names the first wrong field. */
export function parseConfig(config: unknown, file: string): ParsedConfig {
  if (typeof config !== 'object' || config === null || Array.isArray(config)) {
    throw new DocsgenError({ code: 'config-shape', file, message: 'the default export is not an object' });
  }
  const result = configSchema.safeParse(config);
  if (!result.success) throw configError({ schema: configSchema, config, issues: result.error.issues, file });
  return result.data;
}
