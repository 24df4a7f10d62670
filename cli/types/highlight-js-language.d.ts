// One of highlight.js's language modules (highlight.js/lib/languages/*): see highlight-js.d.ts for why not its own types.
import type { LanguageFn } from './highlight-js.js';

declare const defineLanguage: LanguageFn;
export default defineLanguage;
