import { HTTPSnippet, type HarRequest } from 'httpsnippet';
import type { CodeSample } from '../../shared/model/api.js';
import type { Highlight } from './highlight-code.js';

/** The nine sample languages, in tab order: httpsnippet target and client, and the highlight.js grammar. */
export const SAMPLE_LANGUAGES = [
  { lang: 'curl', label: 'cURL', target: 'shell', client: 'curl', grammar: 'bash' },
  { lang: 'nodejs', label: 'Node.js', target: 'node', client: 'axios', grammar: 'javascript' },
  { lang: 'python', label: 'Python', target: 'python', client: 'requests', grammar: 'python' },
  { lang: 'csharp', label: 'C#', target: 'csharp', client: 'httpclient', grammar: 'csharp' },
  { lang: 'go', label: 'Go', target: 'go', client: 'native', grammar: 'go' },
  { lang: 'ruby', label: 'Ruby', target: 'ruby', client: 'native', grammar: 'ruby' },
  { lang: 'php', label: 'PHP', target: 'php', client: 'guzzle', grammar: 'php' },
  { lang: 'java', label: 'Java (Unirest)', target: 'java', client: 'unirest', grammar: 'java' },
  { lang: 'powershell', label: 'PowerShell', target: 'powershell', client: 'restmethod', grammar: 'powershell' },
] as const;

export interface SampleRequest {
  method: string;
  /** Absolute URL without query string, path parameters already filled in. */
  url: string;
  query: Array<{ name: string; value: string }>;
  headers: Array<{ name: string; value: string }>;
  body?: { mimeType: string; text: string };
}

/**
 * Placeholders such as "{id}" make httpsnippet's HAR validation fail (braces are not valid in a URL), so they travel
 * as plain tokens and are put back in the generated code.
 */
const PLACEHOLDER = /\{([^{}]+)\}/g;
const token = (name: string): string => `DGPARAM${Buffer.from(name).toString('hex')}DGEND`;
const untoken = (text: string): string =>
  text.replace(/DGPARAM([0-9a-f]+)DGEND/g, (_, hex: string) => `{${Buffer.from(hex, 'hex').toString()}}`).replaceAll(RELATIVE_BASE, '');
/** httpsnippet needs an absolute URL; a spec without servers (or with a relative one) gets this host, removed afterwards. */
const RELATIVE_BASE = 'https://dgrelative.invalid';

/**
 * The same request in the nine languages, each highlighted at build time. A language httpsnippet cannot produce is
 * left out; a request it rejects altogether gives no samples (and the caller a warning), never a failed build.
 */
export function codeSamples(request: SampleRequest, highlight: Highlight): { samples: CodeSample[]; error?: string } {
  // Pairs, not arrays: Node's URLSearchParams takes only [name, value] tuples (the DOM's also takes string[][]).
  const pairs = request.query.map((q): [string, string] => [q.name, q.value.replace(PLACEHOLDER, (_, name: string) => token(name))]);
  const query = pairs.length > 0 ? `?${new URLSearchParams(pairs).toString()}` : '';
  const har = {
    method: request.method.toUpperCase(),
    url: `${/^[a-z][a-z0-9+.-]*:\/\//i.test(request.url) ? '' : RELATIVE_BASE}${request.url.replace(PLACEHOLDER, (_, name: string) => token(name))}${query}`,
    httpVersion: 'HTTP/1.1',
    headers: request.headers,
    queryString: [],
    cookies: [],
    ...(request.body ? { postData: { mimeType: request.body.mimeType, text: request.body.text } } : {}),
    headersSize: -1,
    bodySize: -1,
  } as HarRequest;
  let snippet: HTTPSnippet;
  try {
    snippet = new HTTPSnippet(har);
  } catch (error) {
    return { samples: [], error: (error as Error).message };
  }
  const samples: CodeSample[] = [];
  for (const language of SAMPLE_LANGUAGES) {
    const code = snippet.convert(language.target as never, language.client);
    const text = Array.isArray(code) ? code[0] : code;
    if (typeof text !== 'string') continue;
    samples.push({ lang: language.lang, label: language.label, html: highlight(untoken(text).trimEnd(), language.grammar) });
  }
  return { samples };
}
