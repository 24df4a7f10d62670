// The part of highlight.js's API the build uses, in place of the package's own types (tsconfig.node.json maps
// 'highlight.js' here). Those start with `/// <reference lib="dom" />`, which would give every Node program the DOM
// library and let `window` or `document` into cli/ unnoticed. Written from highlight.js 11's types/index.d.ts.

export interface HighlightResult {
  value: string;
  language?: string;
  relevance: number;
  illegal: boolean;
}

export interface HighlightOptions {
  language: string;
  ignoreIllegals?: boolean;
}

/** A grammar, as a language module defines it; the build only registers and looks them up. */
export interface Language {
  name?: string;
  aliases?: string[];
}

export type LanguageFn = (hljs: HLJSApi) => Language;

export interface HLJSApi {
  highlight(code: string, options: HighlightOptions): HighlightResult;
  registerLanguage(languageName: string, language: LanguageFn): void;
  getLanguage(languageName: string): Language | undefined;
  listLanguages(): string[];
}

declare const hljs: HLJSApi;
export default hljs;
