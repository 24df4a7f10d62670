// Which of docsgen's syntax extensions a page's text can hold, read from the text before it is parsed.
//
// Why: micromark tries every construct of every extension at each place it could start, and undoes the attempts that
// fail. Three of docsgen's extensions start in places most pages are full of, and cost the most where they find
// nothing (bench/markdown.mjs, micromark alone on the shared corpus: CommonMark 1.59 ms a page; + GFM tables 2.20,
// tried at the start of every line; + directives 2.03, at every ":"; + URL literals 2.23, at every "h" and "w").
// Each gate below is a condition every use of its syntax meets, read off the extension's tokenizer, so a page that
// fails it parses to the same tree without the extension: the extension would have tried and undone every attempt.
// A gate may say yes to a page with none of the syntax (that page pays as before); it must never say no to one that
// has it. The differential test (tests/unit/markdown/syntax-gates.test.ts) renders pages both ways.

/** A test of a page's whole text (after docsgen's own rewriting: the text micromark reads). */
export type SyntaxGate = (text: string) => boolean;

/**
 * GFM tables (micromark-extension-gfm-table): the delimiter row under the head row holds a "|", or, in a table of one
 * column written without pipes, a ":" beside its dashes (`:-`, `-:`). Such a row stands on its own line, after what
 * opens its container (spaces, ">").
 */
export const mayHoldTable: SyntaxGate = (text) => text.includes('|') || /^[ \t>]*(?::|-[- \t]*:)[-: \t\r]*$/m.test(text);

/**
 * GFM's URL literals, the constructs docsgen keeps in the parser (remark-gfm-syntax.ts): "http://", "https://" (any
 * case: the tokenizer lowercases the protocol) and "www." (any case).
 */
export const mayHoldUrlLiteral: SyntaxGate = (text) => /https?:\/\/|www\./i.test(text);

/**
 * Directives (micromark-extension-directive): text `:name`, leaf `::name`, container `:::name`, each a ":" followed at
 * once by the name's first character, which is no space, line ending, punctuation or symbol (its factory-name.js).
 * Every ASCII punctuation character is one of those. A tab is not: micromark hands the tokenizer a tab as a code of
 * its own that the check does not see, so ":<tab>" opens a directive named by the tab (found by the differential
 * test). So a ":" before anything but a space, a line ending or ASCII punctuation is where one may start; in text,
 * only a ":" after no ":" (or an escaped one: the text construct's `previous`), so `std::io` holds none; at a line's
 * start (after indentation, ">" and list markers), the leaf's and the container's colons.
 */
export const mayHoldDirective: SyntaxGate = (text) =>
  /(?:^|[^:]|\\:):[^ \n\r!-/:-@[-`{-~]|^[ \t>*+\-.)0-9]*::+[^ \n\r!-/:-@[-`{-~]/m.test(text);

/**
 * What mdast-util-gfm-autolink-literal's pass after the parse looks for in text: e-mail addresses (also after
 * "mailto:" and "xmpp:", every form holds "@") and URLs (as above). A text with none is left as it is.
 */
export const mayHoldLiteralInText: SyntaxGate = (text) => text.includes('@') || /https?:\/\/|www\./i.test(text);

/**
 * Where the native parser (native-parse.ts) and docsgen's micromark parse link addresses differently: the native one
 * reads them in the parse, as remark-gfm does; docsgen after it (remark-gfm-syntax.ts). They part where an address
 * meets a URL literal in one word ("www.x.io@y.io": mailto: or http:), or a "_" or a backslash escape beside it
 * ("a@b.io\\_": the parse sees an escape, the pass after it a "_", which no address may end with). A page with one is
 * micromark's, so that it links as it always did (found by tests/unit/markdown/native-parse.test.ts).
 */
export const mayLinkAddressesApart: SyntaxGate = (text) =>
  /(?:https?:\/\/|www\.)\S*@|@\S*(?:https?:\/\/|www\.)|[\\_][\w.+-]*@|@[\w.+-]*[\\_]/i.test(text);
