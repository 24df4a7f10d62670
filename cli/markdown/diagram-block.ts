import type { Element } from 'hast';
import { DIAGRAM_ATTRIBUTE, DIAGRAM_CLASS } from '../../shared/constants.js';

/**
 * A ```mermaid fence as a diagram for the browser to draw (client/diagrams/): its source as code inside the block, which
 * the diagrams' chunk hides once the drawing is in place, rather than a highlighted code block with a copy button.
 */
export function diagramBlock(language: string, source: string): Element {
  return {
    type: 'element',
    tagName: 'div',
    properties: { className: [DIAGRAM_CLASS.block], [DIAGRAM_ATTRIBUTE]: language },
    children: [
      {
        type: 'element',
        tagName: 'pre',
        properties: { className: [DIAGRAM_CLASS.source] },
        children: [{ type: 'element', tagName: 'code', properties: {}, children: [{ type: 'text', value: source }] }],
      },
    ],
  };
}
