// Reads docs/errors.md into entries a test can run. The format, as the catalogue's own header explains to writers:
//
//   ### `code`                           one entry per code
//   ```text                              the line docsgen prints; "…" stands for any text
//   error[code]: content/index.md:3:14: …
//   ```
//   **Cause.** …                         why it happens
//   **Fix.** …                           what to do
//   **Example.** `docsgen build`, with:  the command (env assignments before `docsgen` allowed), optionally
//                                        "after `docsgen build`" for a step that must succeed first
//   `content/index.md`                   then each file: its path on a line, then a fenced block with its text
//   ```md                                (fence info "escaped": \xNN and \uNNNN are decoded to bytes;
//   …                                     "utf-16le": the text is written as UTF-16LE with a BOM)
//   ```
//   `static/passwd` → `/etc/passwd`      a symbolic link and its target
//   <!-- example: not-as-root -->        the example only fails for a user other than root
//   <!-- example: none: why -->          no input produces it (an internal guard, a crashed worker): says why

export interface CatalogueFile {
  path: string;
  bytes: Buffer;
}

export interface CatalogueLink {
  path: string;
  target: string;
}

export interface CatalogueEntry {
  code: string;
  kind: 'error' | 'warning';
  /** The line the entry shows, as written. */
  printed: string;
  /** `printed` as a whole-line pattern, "…" matching any text. */
  pattern: RegExp;
  cause: string;
  fix: string;
  /** Arguments after `docsgen`. */
  args: string[];
  env: Record<string, string>;
  /** Arguments of a command that runs first and must succeed. */
  before?: string[];
  files: CatalogueFile[];
  links: CatalogueLink[];
  notAsRoot: boolean;
  /** Why the entry has no example, when it has none. */
  noExample?: string;
}

/** Parses the command in "**Example.** `A=b docsgen build --out x`" into its environment and arguments. */
function parseCommand(text: string): { env: Record<string, string>; args: string[] } {
  const words = text.trim().split(/\s+/);
  const env: Record<string, string> = {};
  while (words[0] && /^[A-Z_][A-Z0-9_]*=/.test(words[0])) {
    const [name, ...value] = words.shift()!.split('=');
    env[name!] = value.join('=');
  }
  if (words.shift() !== 'docsgen') throw new Error(`an example command must run docsgen: "${text}"`);
  return { env, args: words };
}

/** A fenced block's text as the bytes of the file it shows. */
function fileBytes(text: string, info: string): Buffer {
  if (/\butf-16le\b/.test(info)) return Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
  if (/\bescaped\b/.test(info)) {
    const bytes: number[] = [];
    const pattern = /\\x([0-9a-fA-F]{2})|\\u([0-9a-fA-F]{4})|([\s\S])/g;
    for (const [, hex, unicode, char] of text.matchAll(pattern)) {
      if (hex) bytes.push(Number.parseInt(hex, 16));
      else bytes.push(...Buffer.from(unicode ? String.fromCharCode(Number.parseInt(unicode, 16)) : char!, 'utf8'));
    }
    return Buffer.from(bytes);
  }
  return Buffer.from(text, 'utf8');
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every entry of the catalogue, in order. */
export function parseCatalogue(markdown: string): CatalogueEntry[] {
  const entries: CatalogueEntry[] = [];
  const sections = markdown.split(/^### /m).slice(1);
  for (const section of sections) {
    const lines = section.split('\n');
    const code = /^`([a-z0-9-]+)`/.exec(lines[0]!)?.[1];
    if (!code) continue;
    const entry: CatalogueEntry = {
      code,
      kind: 'error',
      printed: '',
      pattern: /^$/,
      cause: '',
      fix: '',
      args: [],
      env: {},
      files: [],
      links: [],
      notAsRoot: false,
    };
    let pendingPath: string | undefined;
    for (let i = 1; i < lines.length; i++) {
      const line = lines[i]!;
      const fence = /^```(.*)$/.exec(line);
      if (fence) {
        const body: string[] = [];
        while (++i < lines.length && lines[i] !== '```') body.push(lines[i]!);
        const text = body.join('\n');
        if (pendingPath !== undefined) {
          entry.files.push({ path: pendingPath, bytes: fileBytes(body.length ? `${text}\n` : '', fence[1]!) });
          pendingPath = undefined;
        } else if (!entry.printed && /^(error|warning)\[/.test(text)) {
          entry.printed = text;
          entry.kind = text.startsWith('warning') ? 'warning' : 'error';
          entry.pattern = new RegExp(`^${text.split('…').map(escapeRegExp).join('.*')}$`);
        }
        continue;
      }
      const cause = /^\*\*Cause\.\*\*\s*(.*)$/.exec(line);
      if (cause) entry.cause = cause[1]!.trim();
      const fix = /^\*\*Fix\.\*\*\s*(.*)$/.exec(line);
      if (fix) entry.fix = fix[1]!.trim();
      const example = /^\*\*Example\.\*\*\s*`([^`]+)`(?:,? after `docsgen ([^`]+)`)?/.exec(line);
      if (example) {
        Object.assign(entry, parseCommand(example[1]!));
        if (example[2]) entry.before = example[2].trim().split(/\s+/);
      }
      const link = /^`([^`]+)` → `([^`]+)`\s*$/.exec(line);
      if (link) entry.links.push({ path: link[1]!, target: link[2]! });
      else if (/^`[^`]+`\s*$/.test(line)) pendingPath = line.trim().slice(1, -1);
      if (line.includes('<!-- example: not-as-root -->')) entry.notAsRoot = true;
      const none = /<!-- example: none: (.*?) -->/.exec(line);
      if (none) entry.noExample = none[1]!.trim();
    }
    entries.push(entry);
  }
  return entries;
}
