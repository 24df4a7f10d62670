// Mermaid styles its drawing in ways the site's Content-Security-Policy refuses (style-src has no 'unsafe-inline'): a
// <style> element inside each SVG, style="…" attributes set with setAttribute, and markup holding style attributes
// parsed with innerHTML and DOMParser (labels, DOMPurify's pass over the finished SVG). Each is blocked, and reported
// as a violation, while Mermaid measures its labels too, so the drawing would come out unstyled and mis-sized. The
// policy does not govern the CSSOM (a constructed stylesheet, element.style), so while Mermaid draws, the same styles
// go that way instead: the page's policy stays as it is, nothing is allowed for the diagrams.

/** Where a style attribute waits, in markup being parsed, to be set through element.style. */
const HELD_STYLE = 'data-dg-style';

/** Markup with its style attributes renamed (held), so that parsing it applies none; tags only, never text. */
export function holdStyles(markup: string): string {
  return markup.replace(/<[^<>]+>/g, (tag) => tag.replace(/(\s)style=/gi, `$1${HELD_STYLE}=`));
}

/** Sets the styles holdStyles held, in `root` and below, through element.style. */
function applyHeldStyles(root: Element | DocumentFragment): void {
  const held = [...(root instanceof Element && root.hasAttribute(HELD_STYLE) ? [root] : []), ...root.querySelectorAll(`[${HELD_STYLE}]`)];
  for (const el of held) {
    const css = el.getAttribute(HELD_STYLE) ?? '';
    el.removeAttribute(HELD_STYLE);
    if ('style' in el) (el as HTMLElement | SVGElement).style.cssText = css;
  }
}

/** What one drawing brought: the CSS of the <style> elements Mermaid made, which the page adopts as a stylesheet. */
export interface DrawnStyles {
  css: string;
}

/**
 * Runs `draw` (one mermaid.render) with style attributes set through `element.style` and <style> elements kept out of
 * the DOM, their CSS adopted by the document as a constructed stylesheet (`sheet`) for as long as the drawing shows.
 */
export async function underPolicy<T>(sheet: CSSStyleSheet, draw: () => Promise<T>): Promise<T> {
  const styles: DrawnStyles = { css: '' };
  adopt(sheet);
  sheet.replaceSync('');
  const restore = routeStyles(sheet, styles);
  try {
    return await draw();
  } finally {
    restore();
  }
}

function adopt(sheet: CSSStyleSheet): void {
  if (!document.adoptedStyleSheets.includes(sheet)) document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}

const isStyleElement = (node: Node): node is HTMLStyleElement | SVGStyleElement =>
  node instanceof HTMLStyleElement || node instanceof SVGStyleElement;

/** Patches the DOM methods Mermaid styles with, for the time of one drawing; returns what puts them back. */
function routeStyles(sheet: CSSStyleSheet, styles: DrawnStyles): () => void {
  const { setAttribute } = Element.prototype;
  const { appendChild, insertBefore } = Node.prototype;
  const { parseFromString } = DOMParser.prototype;
  const innerHtml = Object.getOwnPropertyDescriptor(Element.prototype, 'innerHTML')!;
  Element.prototype.setAttribute = function (this: Element, name: string, value: string): void {
    if (name.toLowerCase() === 'style' && 'style' in this) (this as HTMLElement | SVGElement).style.cssText = String(value);
    else setAttribute.call(this, name, value);
  };
  // A <style> element is not put in place: its CSS goes to the sheet, where it applies at once (labels are measured).
  const keepOut = <N extends Node>(node: N): boolean => {
    if (!isStyleElement(node)) return false;
    styles.css += `${node.textContent ?? ''}\n`;
    sheet.replaceSync(styles.css);
    return true;
  };
  Node.prototype.appendChild = function <N extends Node>(this: Node, node: N): N {
    return keepOut(node) ? node : (appendChild.call(this, node) as N);
  };
  Node.prototype.insertBefore = function <N extends Node>(this: Node, node: N, child: Node | null): N {
    return keepOut(node) ? node : (insertBefore.call(this, node, child) as N);
  };
  Object.defineProperty(Element.prototype, 'innerHTML', {
    ...innerHtml,
    set(this: Element, markup: string) {
      innerHtml.set!.call(this, holdStyles(String(markup)));
      applyHeldStyles(this);
    },
  });
  // DOMPurify parses the finished SVG in a document of its own (which the policy governs too) and serializes it back:
  // the held styles come back as attributes of that markup, which svgUnderPolicy sets.
  // DOMPurify hands it a TrustedHTML where the browser has Trusted Types: its text is the markup.
  DOMParser.prototype.parseFromString = function (this: DOMParser, markup: string, type: DOMParserSupportedType): Document {
    return parseFromString.call(this, holdStyles(String(markup)), type);
  } as typeof parseFromString;
  return () => {
    Object.defineProperty(Element.prototype, 'innerHTML', innerHtml);
    DOMParser.prototype.parseFromString = parseFromString;
    Element.prototype.setAttribute = setAttribute;
    Node.prototype.appendChild = appendChild;
    Node.prototype.insertBefore = insertBefore;
  };
}

/**
 * Mermaid's SVG (markup, from mermaid.render) as nodes of this page: parsed with its style attributes held, and those
 * set through element.style once the nodes are this page's. Its <style> elements went to the drawing's sheet.
 */
export function svgUnderPolicy(markup: string): SVGSVGElement | undefined {
  const parsed = new DOMParser().parseFromString(holdStyles(markup), 'text/html');
  const svg = parsed.querySelector('svg');
  if (!svg) return undefined;
  for (const style of svg.querySelectorAll('style')) style.remove();
  const adopted = document.adoptNode(svg);
  applyHeldStyles(adopted);
  return adopted;
}
