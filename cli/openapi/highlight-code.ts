import { toHtml } from 'hast-util-to-html';
import dockerfile from 'highlight.js/lib/languages/dockerfile';
import http from 'highlight.js/lib/languages/http';
import powershell from 'highlight.js/lib/languages/powershell';
import { common, createLowlight } from 'lowlight';

const lowlight = createLowlight({ ...common, dockerfile, http, powershell });

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

/** Build-time highlighting of a code string (the same highlight.js classes as Markdown code blocks). */
export function highlightCode(code: string, language: string): string {
  if (!lowlight.registered(language)) return code.replace(/[&<>]/g, (char) => ESCAPES[char]!);
  return toHtml(lowlight.highlight(language, code));
}
