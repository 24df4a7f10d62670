// A Mermaid diagram's HTML, as the build writes it (cli/markdown/diagram-block.ts) and the diagrams' chunk draws it
// (client/diagrams/draw-diagrams.ts). The source stays in the page, as code: readable without JavaScript, left out of
// the search index as every <pre> is, and what the chunk draws again when the colour mode changes.

export const DIAGRAM_CLASS = {
  block: 'dg-diagram',
  /** The diagram's source, shown until it is drawn and hidden after. */
  source: 'dg-diagram__source',
  /** Where the browser puts the drawing (client/diagrams/draw-diagrams.ts). */
  canvas: 'dg-diagram__canvas',
} as const;

/** On the block: the diagram's language. A page holding one loads the diagrams' chunk (client/boot.ts). */
export const DIAGRAM_ATTRIBUTE = 'data-diagram';

/** The fence languages drawn as diagrams (Docusaurus's theme-mermaid, vitepress-plugin-mermaid, Material's superfences). */
export const DIAGRAM_LANGUAGES: ReadonlySet<string> = new Set(['mermaid']);
