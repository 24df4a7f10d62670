import type { OpenAPIV3 } from 'openapi-types';
import type { ApiResponse } from '../../shared/model/api.js';
import { firstSentence } from './first-sentence.js';
import { mediaExamples, renderExample } from './examples.js';
import { parameter, pickMedia } from './parameters.js';
import type { ReferenceContext } from './reference-context.js';
import { schemaTree } from './schema-tree.js';

/** Status codes in numeric order ("2XX" after "204", "default" last), as readers scan them. */
function byStatus([a]: [string, unknown], [b]: [string, unknown]): number {
  const rank = (status: string): number => (status === 'default' ? 1000 : Number(status.replace(/X/gi, '9')) || 999);
  return rank(a) - rank(b);
}

/**
 * The main success of an operation. Declaration order cannot tell (JavaScript orders numeric keys), so: 201 for a
 * POST that creates, else 200, else the first 2xx. It keeps a "201 Created" ahead of a "200 replayed" answer.
 */
function primaryStatus(method: string, statuses: string[]): string | undefined {
  const ok = statuses.filter((status) => /^2/.test(status));
  if (method === 'post' && ok.includes('201')) return '201';
  return ok.includes('200') ? '200' : ok[0];
}

/** Whether a description's HTML is one paragraph and that paragraph is just `sentence` (markup aside). */
function isOneParagraphOf(html: string, sentence: string): boolean {
  const paragraphs = html.match(/<p>/g)?.length ?? 0;
  const blocks = /<(?:ul|ol|pre|table|blockquote|h\d|div)\b/.test(html);
  const text = html
    .replace(/<[^>]*>/g, '')
    .replace(/&[^;\s]+;/g, 'x')
    .replace(/\s+/g, ' ')
    .trim();
  return paragraphs <= 1 && !blocks && text.length <= sentence.length;
}

/** An operation's responses as the page shows them, in status order, the main success marked. */
export function responsesOf(method: string, list: OpenAPIV3.ResponsesObject | undefined, ctx: ReferenceContext): ApiResponse[] {
  const tree = { names: ctx.names, describe: ctx.describe, mode: 'response' as const, strings: ctx.strings, locale: ctx.locale };
  const primary = primaryStatus(method, Object.keys(list ?? {}));
  return Object.entries(list ?? {})
    .sort(byStatus)
    .map(([status, value]) => {
      const response = value as OpenAPIV3.ResponseObject;
      const [contentType, media] = pickMedia(response.content);
      const description = response.description ? ctx.describe(response.description) : undefined;
      const summary = response.description ? firstSentence(ctx.excerpt(response.description, '')) || undefined : undefined;
      return {
        status,
        primary: status === primary,
        description,
        summary,
        moreThanSummary: description !== undefined && (summary === undefined || !isOneParagraphOf(description, summary)),
        contentType,
        schema: media?.schema ? schemaTree(media.schema, tree) : undefined,
        examples: mediaExamples(media, 'response', ctx.api, ctx.sample).map((example) => renderExample(example, ctx.highlight)),
        headers: Object.entries(response.headers ?? {}).map(([name, header]) =>
          parameter({ ...(header as OpenAPIV3.HeaderObject), name, in: 'header' }, tree),
        ),
      };
    });
}
