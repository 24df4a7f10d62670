import type { OpenAPIV3 } from 'openapi-types';
import type { ApiExample } from '../../shared/model/api.js';
import { boundedSchema } from './bounded-schema.js';
import type { Highlight } from './highlight-code.js';
import { jsonText } from './json-text.js';

export interface RawExample {
  label?: string;
  value: unknown;
}

type Sampler = (schema: unknown, options: object, spec: unknown) => unknown;

/**
 * The examples of a media type: its own `example` or `examples`, else the schema's `example`, else one generated
 * from the schema by openapi-sampler (without readOnly fields in requests, writeOnly ones in responses).
 */
export function mediaExamples(
  media: OpenAPIV3.MediaTypeObject | undefined,
  mode: 'request' | 'response',
  api: OpenAPIV3.Document,
  sample: Sampler,
): RawExample[] {
  if (!media) return [];
  if (media.example !== undefined) return [{ value: media.example }];
  if (media.examples) {
    const list = Object.entries(media.examples)
      .map(([key, example]) => ({
        label: (example as OpenAPIV3.ExampleObject).summary ?? key,
        value: (example as OpenAPIV3.ExampleObject).value,
      }))
      .filter((example) => example.value !== undefined);
    if (list.length > 0) return list;
  }
  const schema = media.schema as OpenAPIV3.SchemaObject | undefined;
  if (!schema) return [];
  if (schema.example !== undefined) return [{ value: schema.example }];
  try {
    const value = sample(
      boundedSchema(schema),
      { skipReadOnly: mode === 'request', skipWriteOnly: mode === 'response', maxSampleDepth: 6, quiet: true },
      api,
    );
    return value === undefined ? [] : [{ value }];
  } catch {
    return []; // a schema the sampler cannot handle simply has no example
  }
}

/** An example as the page shows it: pretty JSON, highlighted; plain text for other values. */
export function renderExample(example: RawExample, highlight: Highlight): ApiExample {
  const text = typeof example.value === 'string' ? example.value : jsonText(example.value, 2);
  return { label: example.label, html: highlight(text, typeof example.value === 'string' ? 'plaintext' : 'json') };
}
