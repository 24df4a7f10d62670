// The API reference's pages as Markdown, for readers' tools (`<route>.md`, llms-full.txt): what an operation page
// shows (method and path, description, authentication, parameters, body, responses) as headings and lists, the spec's
// descriptions as their author wrote them. Schemas are lists of fields, cut short where they grow past what a reader
// (or a model's context) needs; the examples and code samples are left to the page.
import { format, joinList } from '../../shared/i18n/format.js';
import type { UiStrings } from '../../shared/i18n/strings.pt.js';
import type { ApiInfoPage, ApiOperationPage, ApiParameter, ApiSecurity, ApiServer, SchemaNode } from '../../shared/model/api.js';
import { decodeCharacterReferences } from '../markdown/raw-html-tags.js';
import { rewriteSourceUrls } from '../markdown/rewrite-source-urls.js';
import type { DescriptionSource } from './reference-context.js';

export interface ReferenceMarkdownOptions {
  strings: UiStrings;
  /** The Markdown each description's HTML was rendered from (ApiReference.descriptionSources). */
  sources?: Readonly<Record<string, DescriptionSource>>;
  /** The absolute URL of a route of the site (an anchor may follow it). */
  href: (route: string) => string;
  /** A URL written in a description, absolute, as the page at `from` (a route) links to it. */
  link: (url: string, from: string) => string;
}

/** Deepest level of fields shown, and most lines a schema's list takes, before "…" says there is more on the page. */
const MAX_DEPTH = 4;
const MAX_SCHEMA_LINES = 80;

const LOCATIONS: Array<ApiParameter['in']> = ['path', 'query', 'header', 'cookie'];

/** One operation page as Markdown. */
export function operationMarkdown(page: ApiOperationPage, options: ReferenceMarkdownOptions): string {
  const { strings } = options;
  const api = strings.api;
  const text = describer(options, page.route);
  const blocks: string[] = [
    `# ${page.title}`,
    `\`${page.method.toUpperCase()} ${page.path}\`${page.deprecated ? ` (${api.deprecated})` : ''}`,
  ];
  if (page.description) blocks.push(text(page.description));
  blocks.push(`## ${api.authentication}`, authentication(page, options));
  if (page.ownServers && page.servers.length > 0) blocks.push(`### ${api.servers}`, serverList(page.servers));
  if (page.parameters.length > 0) {
    blocks.push(`## ${api.parameters}`);
    for (const where of LOCATIONS) {
      const list = page.parameters.filter((parameter) => parameter.in === where);
      if (list.length > 0)
        blocks.push(`### ${api.parameterGroups[where]}`, list.map((p) => fieldLines(parameterNode(p), 0, text).join('\n')).join('\n'));
    }
  }
  const body = page.requestBody;
  if (body) {
    blocks.push(`## ${api.requestBody}`, `\`${body.contentType}\` (${body.required ? api.required : api.optional})`);
    if (body.description) blocks.push(text(body.description));
    if (body.schema) blocks.push(schemaList(body.schema, text));
  }
  if (page.responses.length > 0) {
    blocks.push(`## ${api.responses}`);
    // Error responses often share one schema and the same headers: said in full once, then named.
    const fieldsSeen = new Map<string, string>();
    const headersSeen = new Map<string, string>();
    const same = (seen: Map<string, string>, value: unknown, status: string): string | undefined => {
      const key = JSON.stringify(value);
      const first = seen.get(key);
      if (first === undefined) seen.set(key, status);
      return first;
    };
    for (const response of page.responses) {
      blocks.push(`### ${response.status}`);
      if (response.description) blocks.push(text(response.description));
      if (response.contentType) blocks.push(`\`${response.contentType}\``);
      if (response.schema) {
        const first = same(fieldsSeen, response.schema, response.status);
        blocks.push(first ? format(strings.pageMarkdown.sameFields, { status: first }) : schemaList(response.schema, text));
      }
      if (response.headers.length > 0) {
        const first = same(headersSeen, response.headers, response.status);
        blocks.push(
          first
            ? format(strings.pageMarkdown.sameHeaders, { status: first })
            : `${api.responseHeaders}:\n\n${response.headers.map((h) => fieldLines(parameterNode(h), 0, text).join('\n')).join('\n')}`,
        );
      }
    }
  }
  return `${blocks.filter(Boolean).join('\n\n')}\n`;
}

/** The info page (the spec's title, version and description, its servers and schemes, its operations) as Markdown. */
export function infoMarkdown(page: ApiInfoPage, description: string, options: ReferenceMarkdownOptions): string {
  const { strings, href } = options;
  const api = strings.api;
  const text = describer(options, page.route);
  const blocks: string[] = [`# ${page.title}`, `${api.version}: ${page.version}`];
  if (description) blocks.push(text(description));
  if (page.servers.length > 0) blocks.push(`## ${api.servers}`, serverList(page.servers));
  if (page.security.length > 0)
    blocks.push(
      `## ${api.authentication}`,
      securityList(page.security, () => true, text),
    );
  const contact = [
    page.contact?.name,
    page.contact?.email && `<${page.contact.email}>`,
    page.contact?.url && `<${page.contact.url}>`,
  ].filter(Boolean);
  if (contact.length > 0) blocks.push(`${api.contact}: ${contact.join(' ')}`);
  if (page.license) blocks.push(`${api.license}: ${page.license.url ? `[${page.license.name}](${page.license.url})` : page.license.name}`);
  if (page.groups.length > 0) {
    blocks.push(`## ${api.operations}`);
    for (const group of page.groups) {
      blocks.push(`### ${group.tag}`);
      if (group.description) blocks.push(text(group.description));
      blocks.push(group.operations.map((op) => `- [${op.title}](${href(op.href)}): \`${op.method.toUpperCase()} ${op.path}\``).join('\n'));
    }
  }
  return `${blocks.filter(Boolean).join('\n\n')}\n`;
}

/** Markdown of a description's HTML: the text it was rendered from, or, for one not found there, its text. */
type Describe = ((html: string) => string) & { strings: UiStrings };

/** Descriptions as shown on the page at `route`: their URLs made absolute as the page's links are. */
function describer({ sources, strings, link }: ReferenceMarkdownOptions, route: string): Describe {
  const describe = (html: string): string => {
    const source = sources && Object.hasOwn(sources, html) ? sources[html] : undefined;
    if (!source) return htmlText(html).trim();
    return rewriteSourceUrls(source.text, source.urls, ({ url }) => link(url, route)).trim();
  };
  return Object.assign(describe, { strings });
}

/** HTML's text with its paragraphs and line breaks kept; what a description rendered elsewhere comes down to. */
export function htmlText(html: string): string {
  const text = html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(?:p|div|li|h[1-6]|pre|tr)>/gi, '\n\n')
    .replace(/<code>([^<]*)<\/code>/gi, '`$1`')
    .replace(/<[^>]*>/g, '');
  return decodeCharacterReferences(text)
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function authentication(page: ApiOperationPage, options: ReferenceMarkdownOptions): string {
  const { strings, href } = options;
  if (page.security.length === 0) return strings.api.noAuthentication;
  const shared = page.authentication;
  // A scheme the info page describes is named here only, as on the page, with a link to its description there.
  const list = securityList(page.security, (scheme) => !shared?.schemes.includes(scheme.name), describer(options, page.route));
  const more = shared && page.security.some((s) => shared.schemes.includes(s.name));
  return more ? `${list}\n\n[${strings.api.authenticationDetails}](${href(shared.href)})` : list;
}

function securityList(security: ApiSecurity[], described: (scheme: ApiSecurity) => boolean, text: Describe): string {
  return security
    .map((scheme) => {
      const description = scheme.description && described(scheme) ? text(scheme.description) : '';
      return `- **${scheme.summary}**${description ? `: ${indented(description, 2)}` : ''}`;
    })
    .join('\n');
}

function serverList(servers: ApiServer[]): string {
  return servers.map((server) => `- \`${server.url}\`${server.description ? `: ${server.description}` : ''}`).join('\n');
}

/** A parameter as a field of the list: its name, its schema's type and facts, its own description and flags. */
function parameterNode(parameter: ApiParameter): SchemaNode {
  return {
    ...parameter.schema,
    name: parameter.name,
    required: parameter.required,
    deprecated: parameter.deprecated || parameter.schema.deprecated,
    description: parameter.description ?? parameter.schema.description,
  };
}

/** A schema's fields as a nested list; a schema that is not an object (or a choice) is one line of its own. */
function schemaList(node: SchemaNode, text: Describe): string {
  if (node.children.length === 0 && !node.variants) return fieldLines({ ...node, name: undefined }, 0, text).join('\n');
  const about = [node.type === 'object' ? '' : `(${node.type})`, ...composition(node, text)].filter(Boolean).join(' ');
  const lines = childLines(node, 0, text);
  const list = lines.length <= MAX_SCHEMA_LINES ? lines : [...lines.slice(0, MAX_SCHEMA_LINES), '- …'];
  return about ? `${about}\n\n${list.join('\n')}` : list.join('\n');
}

/** One field and, below it, its own fields (or alternatives), down to MAX_DEPTH. */
function fieldLines(node: SchemaNode, depth: number, text: Describe): string[] {
  const pad = '  '.repeat(depth);
  const said = [...details(node, text), ...composition(node, text)].join(' ');
  const summary = said ? `${nameAndType(node, text.strings)}: ${said}` : nameAndType(node, text.strings);
  const lines = [`${pad}- ${indented(summary, pad.length + 2)}`];
  if (node.circular || (node.children.length === 0 && !node.variants)) return lines;
  if (depth + 1 >= MAX_DEPTH) return [...lines, `${pad}  - …`];
  return [...lines, ...childLines(node, depth + 1, text)];
}

function childLines(node: SchemaNode, depth: number, text: Describe): string[] {
  return [...node.children, ...(node.variants?.options ?? [])].flatMap((child) => fieldLines(child, depth, text));
}

/** "`name` (string, date-time, obrigatório):", the name left out for a schema's alternatives and lone values. */
function nameAndType(node: SchemaNode, strings: UiStrings): string {
  const { api } = strings;
  const facts = [
    node.type,
    node.format,
    node.title && node.title !== node.name && !node.type.includes(node.title) ? node.title : undefined,
    node.required ? api.required : undefined,
    node.readOnly ? api.readOnly : undefined,
    node.writeOnly ? api.writeOnly : undefined,
    node.nullable ? api.nullable : undefined,
    node.deprecated ? api.deprecated : undefined,
  ].filter(Boolean);
  return `${node.name ? `\`${node.name}\` ` : ''}(${facts.join(', ')})`;
}

/** The field's description, then its facts, each a sentence: constraints, pattern, fixed value, values, default, example. */
function details(node: SchemaNode, text: Describe): string[] {
  const { api } = text.strings;
  const said: string[] = [];
  if (node.circular) said.push(format(api.circular, { name: node.circular }));
  if (node.description) said.push(text(node.description));
  said.push(...node.constraints);
  if (node.pattern !== undefined) said.push(`${api.pattern}: ${code(node.pattern)}`);
  if (node.const !== undefined) said.push(`${api.constValue}: ${code(node.const)}`);
  if (node.enum) {
    const described = node.enumDescriptions ?? {};
    const values = node.enum.map((value) => (described[value] ? `${code(value)} (${oneLine(text(described[value]))})` : code(value)));
    said.push(`${api.allowedValues}: ${values.join(', ')}`);
  }
  if (node.default !== undefined) said.push(`${api.defaultValue}: ${code(node.default)}`);
  if (node.example !== undefined) said.push(`${api.example}: ${code(node.example)}`);
  // Each a sentence of its own: a description ending without a full stop gets one.
  return said.length === 0 ? [] : [said.map(asSentence).join(' ')];
}

/** How the node is made, said once above its fields: the schemas an allOf merged, alternatives, the discriminator. */
function composition(node: SchemaNode, text: Describe): string[] {
  const { api } = text.strings;
  const said: string[] = [];
  if (node.mergedFrom) said.push(`${format(api.mergedFrom, { parts: joinList(node.mergedFrom, api.and) })}.`);
  if (node.variants) said.push(`${api.variants[node.variants.kind]} (${node.variants.kind}):`);
  if (node.discriminator) {
    const mapping = node.discriminator.mapping.map((entry) => `${code(entry.value)} → ${entry.target}`).join(', ');
    said.push(`${api.discriminator}: ${code(node.discriminator.property)}${mapping ? ` (${mapping})` : ''}.`);
  }
  return said;
}

/** Text ending in a word, a number or inline code gets a full stop; a list or a code block is left as it ends. */
function asSentence(text: string): string {
  if (text.endsWith('```')) return text;
  return /[\p{L}\p{N})`*_]$/u.test(text) ? `${text}.` : text.replace(/[:;]$/, '.');
}

/** A value as inline code, with enough backticks around it for the ones it holds. */
function code(value: string): string {
  const longest = Math.max(0, ...[...value.matchAll(/`+/g)].map((run) => run[0].length));
  const fence = '`'.repeat(longest + 1);
  const pad = value.startsWith('`') || value.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${oneLine(value)}${pad}${fence}`;
}

function oneLine(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ');
}

/** Continuation lines indented to stay inside a list item whose text starts `by` columns in. */
function indented(text: string, by: number): string {
  return text.replace(/\n(?=.)/g, `\n${' '.repeat(by)}`);
}
