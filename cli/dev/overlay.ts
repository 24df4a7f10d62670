// The error overlay of `docsgen dev`: the same error value the CLI prints (file, line, message, hint), shown over the
// last good version of the page, or as a page of its own when the site has never built. Dev only: injected at serve
// time, never part of a build. Self-contained markup and styles, so it shows whatever state the site's CSS is in.
import { textDirection } from '../../shared/i18n/text-direction.js';
import { escapeHtml } from '../../shared/escape-html.js';
import { format } from '../../shared/i18n/format.js';
import { DEFAULT_LOCALE, LOCALE_STRINGS, type UiStrings } from '../../shared/i18n/locales.js';
import type { PolicySources } from '../../shared/model/policy.js';
import { isDocsgenError } from '../errors/docsgen-error.js';
import { causeChain } from '../errors/format-error.js';
import { systemErrorOf } from '../errors/system-error.js';
import { hashSource } from '../http/security-headers.js';

/** What the overlay shows of an error. */
export interface ErrorView {
  /** The DocsgenError's code, printed as the CLI does (`error[code]: …`): the key of its entry in docs/errors.md. */
  code?: string;
  message: string;
  file?: string;
  line?: number;
  column?: number;
  hint?: string;
  /** What caused it, outermost first (format-error.ts's causeChain). */
  causes?: string[];
  /** The stack of an unexpected error (a bug in docsgen rather than in the site). */
  stack?: string;
}

export function errorView(raw: unknown): ErrorView {
  const error = systemErrorOf(raw) ?? raw;
  const causes = causeChain(error);
  const withCauses = causes.length > 0 ? { causes } : {};
  if (isDocsgenError(error)) {
    const { code, message, file, line, column, hint } = error;
    return { code, message, file, line, column, hint, ...withCauses };
  }
  if (error instanceof Error) return { message: error.message, ...withCauses, stack: error.stack };
  return { message: String(error) };
}

export const OVERLAY_ID = 'docsgen-dev-overlay';

const STYLE =
  `#${OVERLAY_ID}{position:fixed;inset:0;z-index:2147483647;overflow:auto;padding:5vh 4vw;background:rgba(20,20,24,.72);` +
  'font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1c1e21}' +
  `#${OVERLAY_ID}>div{max-width:56rem;margin:0 auto;padding:1.5rem 2rem;background:#fff;border-top:6px solid #c62828;border-radius:8px;box-shadow:0 10px 40px rgba(0,0,0,.4)}` +
  `#${OVERLAY_ID} h1{margin:0 0 1rem;font-size:1.4rem;color:#b71c1c}` +
  `#${OVERLAY_ID} pre{margin:1rem 0;padding:1rem;white-space:pre-wrap;overflow-wrap:anywhere;background:#fdecea;border-radius:4px;font:14px/1.5 ui-monospace,Menlo,Consolas,monospace;color:#1c1e21}` +
  `#${OVERLAY_ID} code{font-family:ui-monospace,Menlo,Consolas,monospace}` +
  `#${OVERLAY_ID} button{font:inherit;padding:.35rem 1rem;border:1px solid #555;border-radius:4px;background:#fff;color:#1c1e21;cursor:pointer}` +
  `#${OVERLAY_ID} button:focus-visible{outline:3px solid #1565c0;outline-offset:2px}`;

/** Closes the overlay from its button; the same text every time, so its hash is stable. */
const CLOSE_SCRIPT = `(function(){var o=document.getElementById(${JSON.stringify(OVERLAY_ID)});o.querySelector('button').addEventListener('click',function(){o.remove()})})()`;

/** What the overlay needs of the page's Content-Security-Policy: its style element and its script, by hash. */
export function overlayPolicy(): PolicySources {
  return { scripts: [hashSource(CLOSE_SCRIPT)], styles: [hashSource(STYLE)] };
}

/** The language the overlay speaks: the site's, from its last good build; Portuguese (the default) before the first. */
export interface OverlayLanguage {
  locale: string;
  strings: UiStrings;
}

export const DEFAULT_OVERLAY_LANGUAGE: OverlayLanguage = { locale: DEFAULT_LOCALE, strings: LOCALE_STRINGS[DEFAULT_LOCALE] };

/** "content/x.md, linha 3, coluna 7". */
function location(view: ErrorView, strings: UiStrings): string {
  const parts = [`<code>${escapeHtml(view.file!)}</code>`];
  if (view.line !== undefined) parts.push(escapeHtml(format(strings.dev.line, { line: view.line })));
  if (view.line !== undefined && view.column !== undefined) parts.push(escapeHtml(format(strings.dev.column, { column: view.column })));
  return parts.join(', ');
}

/** The overlay element: a dialog over the page, with its own styles; every text from the error is escaped. */
export function overlayHtml(view: ErrorView, { strings }: OverlayLanguage = DEFAULT_OVERLAY_LANGUAGE): string {
  const t = strings.dev;
  const lines = [
    `<div id="${OVERLAY_ID}" role="dialog" aria-modal="true" aria-labelledby="${OVERLAY_ID}-title"><style>${STYLE}</style><div>`,
    `<h1 id="${OVERLAY_ID}-title">${escapeHtml(t.errorTitle)}</h1>`,
    view.file ? `<p><strong>${escapeHtml(t.file)}</strong> ${location(view, strings)}</p>` : '',
    `<pre>${escapeHtml(view.code ? `error[${view.code}]: ${view.message}` : view.message)}</pre>`,
    view.hint ? `<p><strong>${escapeHtml(t.hint)}</strong> ${escapeHtml(view.hint)}</p>` : '',
    ...(view.causes ?? []).map((cause) => `<p><strong>${escapeHtml(t.causes)}</strong> <code>${escapeHtml(cause)}</code></p>`),
    view.stack ? `<pre>${escapeHtml(view.stack)}</pre>` : '',
    `<p>${escapeHtml(t.waiting)}</p>`,
    `<button type="button" autofocus>${escapeHtml(t.close)}</button>`,
    // A script element rather than an onclick attribute: the Content-Security-Policy allows it by its hash.
    `<script>${CLOSE_SCRIPT}</script>`,
    '</div></div>',
  ];
  return lines.filter(Boolean).join('\n');
}

/** A whole page holding only the overlay, for when there is no good version of the page to show it over. */
export function overlayDocument(view: ErrorView, extra = '', language: OverlayLanguage = DEFAULT_OVERLAY_LANGUAGE): string {
  return (
    `<!doctype html>\n<html lang="${language.locale}" dir="${textDirection(language.locale)}">\n<head>\n<meta charset="utf-8">\n` +
    '<meta name="viewport" content="width=device-width, initial-scale=1">\n' +
    `<title>${escapeHtml(language.strings.dev.errorTitle)}</title>\n</head>\n<body>\n${overlayHtml(view, language)}\n${extra}\n</body>\n</html>\n`
  );
}
