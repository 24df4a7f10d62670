// The diagrams' chunk: Mermaid itself (its diagram types load as chunks of their own, when a page uses one), loaded
// by boot.ts only on a page holding a diagram block (shared/constants.ts). Each block's source is drawn into an SVG
// beside it, in Mermaid's default theme in light mode and its dark theme in dark mode, and drawn again when the
// reader toggles the colour mode. The source stays in the page, hidden once the drawing is in place.
import mermaid from 'mermaid';
import { DIAGRAM_ATTRIBUTE, DIAGRAM_CLASS, HTML_ATTRS } from '../../shared/constants.js';
import { siteStrings } from '../site-strings.js';
import { svgUnderPolicy, underPolicy } from './styles-under-policy.js';

/** Each drawing's stylesheet (Mermaid's CSS for it), by the drawing's id: adopted by the document, replaced on redraw. */
const sheets = new Map<string, CSSStyleSheet>();
/** The pass drawing now: Mermaid draws one diagram at a time (its config is global), so passes wait for each other. */
let drawing: Promise<void> = Promise.resolve();
/** Whether the colour mode is watched (once per page load; client navigation keeps the <html> element). */
let watching = false;

const darkMode = (): boolean => document.documentElement.getAttribute(HTML_ATTRS.theme) === 'dark';

/** Draws every diagram of the page, and draws them again whenever the colour mode changes. */
export function drawDiagrams(): Promise<void> {
  if (!watching) {
    watching = true;
    new MutationObserver(() => void drawDiagrams()).observe(document.documentElement, {
      attributes: true,
      attributeFilter: [HTML_ATTRS.theme],
    });
  }
  drawing = drawing.then(drawPage, drawPage);
  return drawing;
}

async function drawPage(): Promise<void> {
  const dark = darkMode();
  mermaid.initialize({
    startOnLoad: false,
    // Labels are text, never HTML a page could run; click handlers and links in diagrams stay off.
    securityLevel: 'strict',
    theme: dark ? 'dark' : 'default',
    fontFamily: getComputedStyle(document.body).fontFamily,
    // A diagram that does not parse keeps its source shown, rather than Mermaid's error drawing.
    suppressErrorRendering: true,
  });
  const blocks = [...document.querySelectorAll<HTMLElement>(`[${DIAGRAM_ATTRIBUTE}="mermaid"]`)];
  for (const [index, block] of blocks.entries()) {
    const mode = dark ? 'dark' : 'light';
    if (block.dataset.drawn === mode) continue;
    try {
      // An id for each mode: the drawing being replaced keeps its own until it goes (Mermaid draws into the element
      // holding the id it is given, the first in the page).
      await drawBlock(block, `dg-mermaid-${index}-${mode}`);
      block.dataset.drawn = mode;
    } catch (error) {
      console.error('docsgen: a Mermaid diagram could not be drawn; its source is shown instead', error);
    }
  }
}

/** One block's drawing, in a canvas of its own beside the source (Mermaid measures its labels where it draws). */
async function drawBlock(block: HTMLElement, id: string): Promise<void> {
  const source = block.querySelector(`.${DIAGRAM_CLASS.source}`);
  if (!source?.textContent) return;
  const canvas = document.createElement('div');
  canvas.className = DIAGRAM_CLASS.canvas;
  block.append(canvas);
  const sheet = sheets.get(id) ?? new CSSStyleSheet();
  sheets.set(id, sheet);
  try {
    const { svg } = await underPolicy(sheet, () => mermaid.render(id, source.textContent ?? '', canvas));
    const drawn = svgUnderPolicy(svg);
    if (!drawn) throw new Error('Mermaid gave no SVG');
    name(drawn);
    canvas.replaceChildren(drawn);
  } catch (error) {
    canvas.remove();
    throw error;
  }
  for (const old of block.querySelectorAll(`.${DIAGRAM_CLASS.canvas}`)) if (old !== canvas) old.remove();
  source.setAttribute('hidden', '');
}

/** An image with a name: the diagram's accTitle when it has one (Mermaid links it as the SVG's <title>), else "Diagram". */
function name(svg: SVGSVGElement): void {
  svg.setAttribute('role', 'img');
  svg.removeAttribute('aria-roledescription'); // Mermaid's "flowchart-v2": the type's internal name, not words
  if (!svg.getAttribute('aria-labelledby')) svg.setAttribute('aria-label', siteStrings.diagram);
}
