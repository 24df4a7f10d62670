import type { Element, ElementContent, Root, RootContent } from 'hast';
import { toString as hastText } from 'hast-util-to-string';
import type { VFile } from 'vfile';
import { CODE_BLOCK_CLASS, CODE_COPIED_ATTRIBUTE } from '../../../shared/code-block.js';
import { CODE_REVEAL_ATTRIBUTE, COPY_BUTTON_ATTRIBUTE, DIAGRAM_LANGUAGES } from '../../../shared/constants.js';
import { createCodeHighlighter, type CodeHighlighter } from '../code-grammars.js';
import { annotateCode } from '../code-annotations.js';
import { parseCodeInfo, type CodeInfo } from '../code-info.js';
import { markLines, type LineMark } from '../code-line-marks.js';
import { diagramBlock } from '../diagram-block.js';
import type { MarkdownWarning } from '../markdown-result.js';
import { rustHiddenLines } from '../rust-hidden-lines.js';
import { splitCodeLines } from '../split-code-lines.js';
import { SKIP_CHILDREN, walkElements } from '../tree-walk.js';

/** The copy button's words, from the site's translations table. */
export interface CodeBlockStrings {
  copy: string;
  copied: string;
  /** The button's accessible name, with the block's title or label when it has one. */
  copyLabel: (name?: string) => string;
  /** The accessible name of the button that shows a Rust block's hidden lines. */
  showHidden: string;
  /** A code annotation marker's accessible name (code-annotations.ts). */
  annotationLabel: (n: number) => string;
}

export interface CodeBlockOptions {
  strings: CodeBlockStrings;
  /** Rust blocks hide rustdoc's `# ` lines behind a button (mdBook's books: config `markdown.rustHiddenLines`). */
  rustHiddenLines?: boolean;
  /** Every block followed by an ordered list is annotated, not only `.annotate` ones (config `markdown.codeAnnotations`). */
  codeAnnotations?: boolean;
}

/**
 * Code blocks as the docs tools people come from write them (see code-info.ts): the language read from the info
 * string and highlighted at build time (or the closest grammar, or plain text labelled with its name), a title bar,
 * marked and numbered lines, and a copy button. The fence's `[label]` stays on the <pre> as data-label; inside the
 * panel of a tab it names (a code group's) it titles nothing, the tab already names the block. A ```mermaid fence is a
 * diagram instead (diagram-block.ts), drawn in the browser.
 */
export function rehypeCodeBlocks(options: CodeBlockOptions) {
  const highlighter = createCodeHighlighter();
  return (tree: Root, file: VFile): void => {
    const warnings: MarkdownWarning[] = [];
    const annotated = { blocks: 0, always: options.codeAnnotations ?? false };
    walkElements(tree, (node, index, parent) => {
      const code = node.tagName === 'pre' && node.children.length === 1 ? node.children[0] : undefined;
      if (code?.type !== 'element' || code.tagName !== 'code') return;
      const { properties } = parent as Partial<Element>;
      const tab = properties?.role === 'tabpanel' && typeof properties.dataTab === 'string' ? properties.dataTab : undefined;
      const { strings, rustHiddenLines: hideLines = false } = options;
      const list = listAfter(parent.children as RootContent[], index);
      parent.children[index] = codeBlock({ pre: node, code, tab, highlighter, strings, hideLines, warnings, list, annotated });
      return SKIP_CHILDREN;
    });
    const data = file.data as { warnings?: MarkdownWarning[] };
    if (warnings.length > 0) data.warnings = [...(data.warnings ?? []), ...warnings];
  };
}

interface CodeBlockInput {
  pre: Element;
  code: Element;
  /** The tab whose panel holds the block (content-tabs.ts writes its name as the panel's data-tab), if any. */
  tab: string | undefined;
  highlighter: CodeHighlighter;
  strings: CodeBlockStrings;
  /** Whether Rust blocks hide rustdoc's `# ` lines. */
  hideLines: boolean;
  warnings: MarkdownWarning[];
  /** The ordered list right after the block, whose items may annotate it. */
  list: Element | undefined;
  /** How many blocks of the page are annotated so far (their ids' numbers), and whether every block may be. */
  annotated: { blocks: number; always: boolean };
}

/** The ordered list right after the element at `index` (between them only white space), if any. */
function listAfter(siblings: readonly RootContent[], index: number): Element | undefined {
  for (const sibling of siblings.slice(index + 1)) {
    if (sibling.type === 'text' && !sibling.value.trim()) continue;
    return sibling.type === 'element' && sibling.tagName === 'ol' ? sibling : undefined;
  }
  return undefined;
}

/** A word that is a class name as written (mdBook's attributes are; `rust,{x}` is no class). */
const CLASS_NAME = /^[A-Za-z_][\w-]*$/;

/**
 * The attributes of mdBook and rustdoc that tell a reader how the example behaves (it is not tested, not run,
 * panics, does not compile: the Rust book's own `does_not_compile`, `panics`, `not_desired_behavior`), shown as a
 * label in the block's bar. The others (`noplayground`, `editable`, `edition2021`, `test_harness`) concern the
 * playground and tests, which docsgen has not.
 */
const NOTED_ATTRIBUTES: ReadonlySet<string> = new Set([
  'ignore',
  'should_panic',
  'no_run',
  'compile_fail',
  'does_not_compile',
  'panics',
  'not_desired_behavior',
]);

/** One `<pre><code>` as remark-rehype made it, rendered as the whole block. */
function codeBlock({ pre, code, tab, highlighter, strings, hideLines, warnings, list, annotated }: CodeBlockInput): Element {
  const classes = Array.isArray(code.properties.className) ? code.properties.className.map(String) : [];
  const lang = classes.find((name) => name.startsWith('language-'))?.slice('language-'.length);
  const meta = (code.data as { meta?: string } | undefined)?.meta;
  const info = parseCodeInfo(lang, meta);
  if (info.language && DIAGRAM_LANGUAGES.includes(info.language)) return diagramBlock(info.language, hastText(code));

  // remark-rehype ends non-empty code with a newline the author did not write; the marks count the written lines.
  const text = hastText(code);
  const written = text.endsWith('\n') ? text.slice(0, -1) : text;
  // Only a fence has an info string, and only a fence with one is read for marks (an indented block is literal text).
  const marked = lang !== undefined || meta ? markLines(written, { ranges: info.ranges, fenceLine: pre.position?.start.line }) : undefined;
  warnings.push(...(marked?.warnings ?? []));
  const source = marked ? marked.lines.join('\n') : written;
  // mdBook reads hidden lines in Rust blocks only, after its own attributes are cut (`rust,ignore` is Rust).
  const hiding = hideLines && info.language === 'rust' && text ? rustHiddenLines(source) : undefined;
  const hidden = hiding?.hidden ?? [];
  const shown = text ? `${hiding ? hiding.text : source}\n` : '';

  const grammar = info.language ? highlighter.grammarOf(info.language) : undefined;
  let children: ElementContent[] = shown ? [{ type: 'text', value: shown }] : [];
  if (grammar && shown) children = highlighter.highlight(grammar, shown);
  const annotations =
    list && (annotated.always || info.classes?.includes('annotate'))
      ? annotateCode(children, {
          list,
          idPrefix: `dg-annotation-${annotated.blocks + 1}`,
          label: strings.annotationLabel,
        })
      : undefined;
  if (annotations) {
    children = annotations;
    annotated.blocks++;
  }
  const marks = marked?.marks ?? [];
  const lines = marks.some(Boolean) || info.lineNumbersFrom !== undefined || hidden.some(Boolean);
  if (lines && shown) children = lineSpans(children, { marks, hidden, firstNumber: info.lineNumbersFrom });

  // mdBook writes its attributes as classes beside the language (`language-rust ignore`): kept so, for stylesheets
  // and scripts written for them.
  const attributes = (info.attributes ?? []).filter((name) => CLASS_NAME.test(name));
  code.properties = info.language ? { className: ['hljs', `language-${info.language}`, ...attributes] } : {};
  code.children = children;
  if (info.label) pre.properties.dataLabel = info.label;

  // In a code group the label is the tab's name: shown once, on the tab. In a :::tabs tab named otherwise, it titles.
  const title = info.title ?? (info.label === tab ? undefined : info.label);
  const unknownLanguage = info.language && !grammar ? info.language : undefined;
  const noted = attributes.filter((name) => NOTED_ATTRIBUTES.has(name));
  return {
    type: 'element',
    tagName: 'div',
    properties: {
      className: [...blockClasses(info, marks, marked?.lines.length ?? 0), ...(annotations ? [CODE_BLOCK_CLASS.annotated] : [])],
    },
    children: [
      ...(title || unknownLanguage || noted.length > 0 ? [titleBar({ title, unknownLanguage, noted })] : []),
      copyButton(strings, info.title ?? info.label),
      ...(hidden.some(Boolean) ? [revealButton(strings)] : []),
      pre,
      { type: 'element', tagName: 'p', properties: { className: ['dg-visually-hidden'], ariaLive: 'polite' }, children: [] },
    ],
  };
}

function blockClasses(info: CodeInfo, marks: readonly (LineMark | undefined)[], lineCount: number): string[] {
  const classes: string[] = [CODE_BLOCK_CLASS.block];
  if (info.lineNumbersFrom !== undefined) {
    classes.push(CODE_BLOCK_CLASS.numbered);
    if (String(info.lineNumbersFrom + lineCount - 1).length > 3) classes.push(CODE_BLOCK_CLASS.wideNumbers);
  }
  if (marks.some((mark) => mark === 'added' || mark === 'removed')) classes.push(CODE_BLOCK_CLASS.diff);
  return classes;
}

interface LineSpanMarks {
  marks: readonly (LineMark | undefined)[];
  /** rustdoc's hidden lines: each wrapped with its newline, so that hiding it leaves no empty line. */
  hidden: readonly boolean[];
  firstNumber: number | undefined;
}

/** Each line in a span of its own (its mark, its number for the stylesheet to show), a newline after each. */
function lineSpans(children: ElementContent[], { marks, hidden, firstNumber }: LineSpanMarks): ElementContent[] {
  const lines = splitCodeLines(children);
  if (lines.length > 1 && lines.at(-1)!.length === 0) lines.pop(); // what follows the final newline
  return lines.flatMap((line, index): ElementContent[] => {
    const mark = marks[index];
    const properties: Element['properties'] = {
      className: mark ? [CODE_BLOCK_CLASS.line, CODE_BLOCK_CLASS.lineMark[mark]] : [CODE_BLOCK_CLASS.line],
    };
    if (firstNumber !== undefined) properties.dataLine = String(firstNumber + index);
    const spans: ElementContent[] = [
      { type: 'element', tagName: 'span', properties, children: line },
      { type: 'text', value: '\n' },
    ];
    if (!hidden[index]) return spans;
    return [{ type: 'element', tagName: 'span', properties: { className: [CODE_BLOCK_CLASS.hidden] }, children: spans }];
  });
}

interface TitleBarParts {
  title: string | undefined;
  unknownLanguage: string | undefined;
  /** mdBook's attributes a reader should know of (the example is not tested, panics, does not compile). */
  noted: readonly string[];
}

function titleBar({ title, unknownLanguage, noted }: TitleBarParts): Element {
  const span = (className: string, value: string): Element => ({
    type: 'element',
    tagName: 'span',
    properties: { className: [className] },
    children: [{ type: 'text', value }],
  });
  return {
    type: 'element',
    tagName: 'div',
    properties: { className: [CODE_BLOCK_CLASS.bar] },
    children: [
      ...(title ? [span(CODE_BLOCK_CLASS.title, title)] : []),
      ...noted.map((name) => span(CODE_BLOCK_CLASS.attribute, name)),
      ...(unknownLanguage ? [span(CODE_BLOCK_CLASS.language, unknownLanguage)] : []),
    ],
  };
}

function copyButton(strings: CodeBlockStrings, name: string | undefined): Element {
  return {
    type: 'element',
    tagName: 'button',
    properties: {
      type: 'button',
      className: [CODE_BLOCK_CLASS.copy],
      [COPY_BUTTON_ATTRIBUTE]: '',
      [CODE_COPIED_ATTRIBUTE]: strings.copied,
      ariaLabel: strings.copyLabel(name),
    },
    children: [{ type: 'text', value: strings.copy }],
  };
}

/** mdBook's eye button: shows the block's hidden lines, and hides them again (boot.ts toggles it, without a chunk). */
function revealButton(strings: CodeBlockStrings): Element {
  return {
    type: 'element',
    tagName: 'button',
    properties: {
      type: 'button',
      className: [CODE_BLOCK_CLASS.reveal],
      [CODE_REVEAL_ATTRIBUTE]: '',
      ariaPressed: 'false',
      ariaLabel: strings.showHidden,
      title: strings.showHidden,
    },
    children: [eyeIcon()],
  };
}

function eyeIcon(): Element {
  return {
    type: 'element',
    tagName: 'svg',
    properties: { viewBox: '0 0 24 24', width: 16, height: 16, ariaHidden: 'true', focusable: 'false' },
    children: [
      {
        type: 'element',
        tagName: 'path',
        properties: {
          fill: 'none',
          stroke: 'currentColor',
          strokeWidth: '2',
          d: 'M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12zm11 3a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
        },
        children: [],
      },
    ],
  };
}
