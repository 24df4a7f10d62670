// A fenced code block's info string, as the docs tools people come from write it:
//   mdBook      ```rust,ignore            language, then comma-separated attributes (classes, as mdBook writes them)
//   Docusaurus  ```jsx title="App.js" {1,3-5} showLineNumbers=5
//   VitePress   ```ts:line-numbers=2 {1} [config.ts]      ```js{4}      ```[.env]
//   MkDocs      ``` { .yaml .annotate title="mkdocs.yml" linenums="1" hl_lines="2 3" }   (attr_list, pymdownx)
// The language is the first word before a comma, a space, a brace, a bracket or a colon (or an attribute list's first
// class); the rest is read for a title,
// a label, line ranges and line numbers, in any order. What none of these forms names (`twoslash`, `style:…`) is ignored.

/** What a fence's info string asks for. */
export interface CodeInfo {
  /** The language as written (`rust` of `rust,ignore`), or undefined when the info string names none. */
  language?: string;
  /** mdBook's attributes after the language (`ignore`, `should_panic` of `rust,ignore,should_panic`), in order. */
  attributes?: string[];
  /** An attribute list's classes after the language (`annotate` of `{ .yaml .annotate }`). */
  classes?: string[];
  /** `title="…"` (Docusaurus): shown in a bar above the block. */
  title?: string;
  /** `[label]` (VitePress): names the block's tab in a code group, or titles it elsewhere. */
  label?: string;
  /** The `{1,3-5}` ranges as written (inside the braces), for the line marks to read and report. */
  ranges?: string;
  /** First line number when lines are numbered (`showLineNumbers`, `showLineNumbers=5`, `:line-numbers=5`). */
  lineNumbersFrom?: number;
}

const LANGUAGE = /^[^\s,{[:]+/;
/** mdBook's attributes (`,ignore,does_not_compile`) right after the language. */
const ATTRIBUTES = /^,[^\s{[:]*/;
const VITEPRESS_LINE_NUMBERS = /^:(no-)?line-numbers(?:=(\d+))?/;
const TITLE = /(?:^|\s)title=(?:"([^"]*)"|'([^']*)'|(\S+))/;
const LABEL = /\[([^\]]*)\]/;
/** Only digits, commas, dashes and spaces: Hugo's `{linenos=table}` and the like are not line ranges. */
const RANGES = /\{\s*([\d\s,-]*\d[\d\s,-]*)\}/;
/** Python-Markdown's attribute list as the whole info string, naming the language as its first class. */
const ATTRIBUTE_LIST = /^\{\s*(\.[^}]*)\}\s*/;
const ATTRIBUTE_CLASS = /(?:^|\s)\.([\w+#-]+)/g;
/** pymdownx.highlight's options in an attribute list: `linenums="1"`, `hl_lines="2 3-4"`. */
const LINENUMS = /(?:^|\s)linenums=["']?(\d+)/;
const HL_LINES = /(?:^|\s)hl_lines=["']([\d\s-]+)["']/;
const SHOW_LINE_NUMBERS = /(?:^|\s)showLineNumbers(?:=(\d+))?(?=\s|$)/;

/** Reads an info string, given as mdast splits it: `lang` (up to the first space) and `meta` (the rest). */
export function parseCodeInfo(lang: string | null | undefined, meta: string | null | undefined): CodeInfo {
  let rest = [lang, meta].filter(Boolean).join(' ');
  const listed = ATTRIBUTE_LIST.exec(rest);
  if (listed) return attributeListInfo(listed[1]!, rest.slice(listed[0].length));
  const info: CodeInfo = {};
  const language = LANGUAGE.exec(rest)?.[0];
  if (language) {
    info.language = language;
    rest = rest.slice(language.length);
    const attributes = ATTRIBUTES.exec(rest)?.[0];
    if (attributes) {
      const names = attributes.split(',').filter(Boolean);
      if (names.length > 0) info.attributes = names;
      rest = rest.slice(attributes.length);
    }
    const lineNumbers = VITEPRESS_LINE_NUMBERS.exec(rest);
    if (lineNumbers) {
      if (!lineNumbers[1]) info.lineNumbersFrom = Number(lineNumbers[2] ?? 1);
      rest = rest.slice(lineNumbers[0].length);
    }
  }
  return readMeta(rest, info);
}

/** What follows the language: a title, a label, line ranges, line numbers, put into `info`. */
function readMeta(meta: string, info: CodeInfo): CodeInfo {
  let rest = meta;
  // The title first, and cut out: its quotes may hold brackets or braces that are not a label or ranges.
  const title = TITLE.exec(rest);
  if (title) {
    const text = (title[1] ?? title[2] ?? title[3] ?? '').trim();
    if (text) info.title = text;
    rest = rest.slice(0, title.index) + rest.slice(title.index + title[0].length);
  }
  const label = LABEL.exec(rest);
  if (label) {
    const text = label[1]!.trim();
    if (text) info.label = text;
    rest = rest.slice(0, label.index) + rest.slice(label.index + label[0].length);
  }
  const ranges = RANGES.exec(rest);
  if (ranges) info.ranges = ranges[1]!.trim();
  const showLineNumbers = SHOW_LINE_NUMBERS.exec(rest);
  if (showLineNumbers) info.lineNumbersFrom = Number(showLineNumbers[1] ?? 1);
  return info;
}

/** `{ .yaml .annotate title="x" linenums="1" hl_lines="2 3" }`: the first class the language, the others classes. */
function attributeListInfo(list: string, after: string): CodeInfo {
  const [language, ...classes] = [...list.matchAll(ATTRIBUTE_CLASS)].map((match) => match[1]!);
  const info = readMeta(`${list.replace(ATTRIBUTE_CLASS, ' ')} ${after}`, language ? { language } : {});
  if (classes.length > 0) info.classes = classes;
  const lineNumbers = LINENUMS.exec(list);
  if (lineNumbers) info.lineNumbersFrom = Number(lineNumbers[1]);
  const lines = HL_LINES.exec(list);
  if (lines) info.ranges = lines[1]!.trim().split(/\s+/).join(',');
  return info;
}
