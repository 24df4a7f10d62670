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

// The pieces of a directive the gates below read, as regular-expression source (each explained at mayHoldDirective
// and mayHoldClaimableDirective), written once for the three patterns made of them.
/** A directive name's first character: no space, line ending or ASCII punctuation (a tab is one). */
const NAME_START = '[^ \\n\\r!-/:-@[-`{-~]';
/** A name's later characters: no space, line ending or ASCII punctuation but "-" and "_". */
const NAME_REST = '[^ \\n\\r!-,./:-@[-^`{-~]';
/** A ":" where a text directive may start: after no ":", an escaped one, or a footnote's `]:`. */
const TEXT_COLON = '(?:^|[^:]|\\\\:|\\]:):';
/** A leaf's or container's colons at a line's start, after indentation, ">", list markers and a footnote's `[^1]:`. */
const FLOW_COLONS = '^(?:[ \\t>*+\\-.)0-9]|\\[\\^[^\\]\\n]*\\]:)*::+';
const DIRECTIVE = new RegExp(`${TEXT_COLON}${NAME_START}|${FLOW_COLONS}${NAME_START}`, 'm');
const CLAIMABLE_DIRECTIVE = new RegExp(
  `${TEXT_COLON}(?:\\t|${NAME_START}${NAME_REST}*(?:[[{]|:${NAME_START}|[ \\t]+$))|${FLOW_COLONS}${NAME_START}`,
  'm',
);
const DIRECTIVE_BESIDE_LITERAL = new RegExp(
  `(?:@|www\\.|https?:)[^ \\n\\r]*:${NAME_START}|:(?=${NAME_START})[^ \\n\\r]*(?:@|www\\.|https?:)`,
  'i',
);

/**
 * GFM tables (micromark-extension-gfm-table): the delimiter row under the head row holds a "|", or, in a table of one
 * column written without pipes, a ":" beside its dashes (`:-`, `-:`). Such a row stands on its own line, after what
 * opens its container (spaces, ">").
 */
export const mayHoldTable: SyntaxGate = (text) => text.includes('|') || /^[ \t>]*(?::|-[- \t]*:)[-: \t\r]*$/m.test(text);

/**
 * Where the native parser reads a table apart from micromark: a line that reads as a link reference definition just
 * before a row of the table (`[x]: y` over `| - |`, which micromark takes for the table's head; found by
 * tests/unit/markdown/native-parse.test.ts). A page with one is micromark's.
 */
export const mayMeetDefinitionInTable: SyntaxGate = (text) => /^[ \t>]*\[[^\n]*\]:[^\n]*\r?\n[ \t>]*[-|:]/m.test(text);

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
 * start (after indentation, ">", list markers and a footnote's `[^1]:`), the leaf's and the container's colons; and
 * a text directive opening a footnote's text (`[^1]::name`), where the text starts after the footnote's ":".
 */
export const mayHoldDirective: SyntaxGate = (text) => DIRECTIVE.test(text);

/**
 * A directive the native parser, which reads none, cannot stand in for: a leaf's or container's colons at a line's
 * start; one named by a tab (micromark-extension-directive reads a tab as a name); a text directive with a label or
 * attributes (`:kbd[Ctrl]`, `:span{.x}`), whose text remark-unknown-directives.ts cannot give back as written; a
 * name after one that ended at a ":" (`:smile:x`), where the parse splits what a step reading text (emoji and icon
 * shortcodes) would read whole; one ending a line with white space after it, which the parse keeps and a paragraph's
 * end otherwise drops; or one in the same word as an address or a URL (`:a@b.io`, `[www.x.io:80`), which the
 * directive would cut before GFM's literals are read. Anything else is a bare `:name` in text, which docsgen gives
 * back as the text it was. A name runs to a space, a line ending or punctuation other than "-" and "_" (not to a tab,
 * which micromark hands over as a code of its own), and a "word" here to a space or a line ending.
 */
export const mayHoldClaimableDirective: SyntaxGate = (text) => CLAIMABLE_DIRECTIVE.test(text) || DIRECTIVE_BESIDE_LITERAL.test(text);

/**
 * What mdast-util-gfm-autolink-literal's pass after the parse looks for in text: e-mail addresses (also after
 * "mailto:" and "xmpp:", every form holds "@") and URLs (as above). A text with none is left as it is.
 */
export const mayHoldLiteralInText: SyntaxGate = (text) => text.includes('@') || mayHoldUrlLiteral(text);

/**
 * Where the native parser (native-parse.ts) and docsgen's micromark parse link addresses differently: the native one
 * reads them in the parse, as remark-gfm does; docsgen after it (remark-gfm-syntax.ts). They part where an address
 * meets a URL literal in one word ("www.x.io@y.io": mailto: or http:), or emphasis marks or a backslash escape
 * ("a@b.io\\_": the parse sees an escape, the pass after it a "_", which no address may end with). A page with one is
 * micromark's, so that it links as it always did. And where emphasis marks or an escape touch a URL literal
 * (`*_*https://x.io`), or a "|", "<" or ">" ends it (`| www.x.io|`, in a table): the two parsers read the marks beside
 * it, or where it ends, apart (found by tests/unit/markdown/native-parse.test.ts).
 */
export const mayLinkLiteralsApart: SyntaxGate = (text) =>
  /(?:https?:\/\/|www\.)[^ \n\r]*@|@[^ \n\r]*(?:https?:\/\/|www\.)|[\\_*~][^ \n\r]*@|@[^ \n\r]*[\\_*~]|[\\_*~](?:https?:|www\.)|(?:https?:\/\/|www\.)[^ \n\r]*[\\_*~|<>]/i.test(
    text,
  );

/**
 * Where the native parser reads CommonMark's emphasis apart from micromark (satteri 0.10.5): a run of "*" around
 * nothing but "_" after a letter (`a*_*`, `a**_**`), which micromark rightly leaves as text and the native parser
 * emphasizes (found by tests/unit/markdown/native-parse.test.ts). A page with one is micromark's.
 */
export const mayEmphasizeApart: SyntaxGate = (text) => /\*_+\*|_\*+_/.test(text);
