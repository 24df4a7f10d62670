import rehypeHighlight from 'rehype-highlight';
import { common } from 'lowlight';
import dockerfile from 'highlight.js/lib/languages/dockerfile';
import http from 'highlight.js/lib/languages/http';
import powershell from 'highlight.js/lib/languages/powershell';

/**
 * Build-time syntax highlighting with highlight.js (through rehype-highlight/lowlight).
 * Chosen by measurement: on the 1,000-page corpus highlight.js took ~1.1 s against ~10.7 s for shiki,
 * with token classes themed by our own CSS for light and dark. Unknown languages stay plain text.
 */
export const rehypeCodeHighlight = [
  rehypeHighlight,
  { languages: { ...common, dockerfile, http, powershell }, detect: false, aliases: { bash: ['sh', 'zsh', 'console'] } },
] as const;
