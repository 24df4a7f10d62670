import type { ElementContent } from 'hast';
import apache from 'highlight.js/lib/languages/apache';
import clojure from 'highlight.js/lib/languages/clojure';
import cmake from 'highlight.js/lib/languages/cmake';
import dart from 'highlight.js/lib/languages/dart';
import django from 'highlight.js/lib/languages/django';
import dockerfile from 'highlight.js/lib/languages/dockerfile';
import dos from 'highlight.js/lib/languages/dos';
import elixir from 'highlight.js/lib/languages/elixir';
import elm from 'highlight.js/lib/languages/elm';
import erlang from 'highlight.js/lib/languages/erlang';
import fsharp from 'highlight.js/lib/languages/fsharp';
import gradle from 'highlight.js/lib/languages/gradle';
import groovy from 'highlight.js/lib/languages/groovy';
import handlebars from 'highlight.js/lib/languages/handlebars';
import haskell from 'highlight.js/lib/languages/haskell';
import http from 'highlight.js/lib/languages/http';
import julia from 'highlight.js/lib/languages/julia';
import latex from 'highlight.js/lib/languages/latex';
import nginx from 'highlight.js/lib/languages/nginx';
import nix from 'highlight.js/lib/languages/nix';
import ocaml from 'highlight.js/lib/languages/ocaml';
import powershell from 'highlight.js/lib/languages/powershell';
import properties from 'highlight.js/lib/languages/properties';
import protobuf from 'highlight.js/lib/languages/protobuf';
import scala from 'highlight.js/lib/languages/scala';
import twig from 'highlight.js/lib/languages/twig';
import { common, createLowlight } from 'lowlight';

// Build-time highlighting with highlight.js through lowlight. Chosen by measurement: on the 1,000-page corpus
// highlight.js took ~1.1 s against ~10.7 s for shiki, with token classes themed by our own CSS for light and dark.
// Grammars cost nothing in the browser, so beyond lowlight's `common` set we register those docs sites often show.
const GRAMMARS = {
  ...common,
  apache,
  clojure,
  cmake,
  dart,
  django,
  dockerfile,
  dos,
  elixir,
  elm,
  erlang,
  fsharp,
  gradle,
  groovy,
  handlebars,
  haskell,
  http,
  julia,
  latex,
  nginx,
  nix,
  ocaml,
  powershell,
  properties,
  protobuf,
  scala,
  twig,
};

/**
 * Languages highlight.js has no grammar for, each shown with the closest one it has (a template language with its
 * host language, a JSON dialect with JSON…), and the names that mean "plain text". Looked up before highlight.js's
 * own names and aliases, so `console` is a shell session (prompts and output) rather than a bash script.
 */
const CLOSEST_GRAMMAR: Readonly<Record<string, string>> = {
  vue: 'xml',
  'vue-html': 'xml',
  svelte: 'xml',
  astro: 'xml',
  mdx: 'markdown',
  jsonl: 'json',
  ndjson: 'json',
  // Go templates are text or HTML with {{ actions }}: Handlebars highlights both the markup and the actions.
  'go-html-template': 'handlebars',
  'go-text-template': 'handlebars',
  'go-template': 'handlebars',
  gotmpl: 'handlebars',
  gohtml: 'handlebars',
  mustache: 'handlebars',
  jinja2: 'django',
  liquid: 'django',
  njk: 'django',
  nunjucks: 'django',
  console: 'shell',
  'shell-session': 'shell',
  'sh-session': 'shell',
  terminal: 'shell',
  env: 'properties',
  dotenv: 'properties',
  'objective-c': 'objectivec',
  pwsh: 'powershell',
  ps1: 'powershell',
  plain: 'plaintext',
  none: 'plaintext',
  output: 'plaintext',
  log: 'plaintext',
  ansi: 'plaintext',
};

/** Finds a language's grammar and highlights text with it, into HAST with highlight.js's `hljs-*` classes. */
export interface CodeHighlighter {
  /** The grammar to show `language` with, or undefined when none fits (the block is then plain text). */
  grammarOf(language: string): string | undefined;
  highlight(grammar: string, text: string): ElementContent[];
}

/** One highlighter per Markdown processor (lowlight keeps its grammars in the instance, compiled on first use). */
export function createCodeHighlighter(): CodeHighlighter {
  const lowlight = createLowlight(GRAMMARS);
  return {
    grammarOf(language) {
      const name = language.toLowerCase();
      const grammar = Object.hasOwn(CLOSEST_GRAMMAR, name) ? CLOSEST_GRAMMAR[name]! : name;
      return lowlight.registered(grammar) ? grammar : undefined;
    },
    highlight: (grammar, text) => lowlight.highlight(grammar, text).children as ElementContent[],
  };
}
