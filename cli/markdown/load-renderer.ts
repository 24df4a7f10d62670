// The page renderer a batch of pages needs: Markdown's pipeline always, the MDX compiler (mdx-compile.ts) only when
// the batch holds an `.mdx` page, since it costs ~150 ms to load and most sites have none.
import type { MarkdownOptions } from './markdown-result.js';
import type { MarkdownRenderer } from './pipeline.js';
import { loadNativeParse } from './native-parse.js';
import { loadSitePlugins } from './site-plugins.js';

/** What a batch of pages asks of its renderer. */
export interface RendererNeeds {
  mdx: boolean;
}

export async function loadMarkdownRenderer(options: MarkdownOptions, needs: RendererNeeds): Promise<MarkdownRenderer> {
  const [{ createMarkdownRenderer }, plugins, native] = await Promise.all([
    import('./pipeline.js'),
    loadSitePlugins(options.plugins),
    loadNativeParse(),
  ]);
  if (!needs.mdx) return createMarkdownRenderer(options, undefined, plugins, native);
  const { createMdxCompiler } = await import('./mdx-compile.js');
  return createMarkdownRenderer(options, createMdxCompiler(options, plugins), plugins, native);
}

/**
 * One renderer kept for many batches (a worker's life, `docsgen dev`'s session): made on first use, and made again
 * with the MDX compiler the first time a batch holds an MDX page.
 */
export function keptRenderer(options: () => MarkdownOptions): (needs: RendererNeeds) => Promise<MarkdownRenderer> {
  let plain: Promise<MarkdownRenderer> | undefined;
  let withMdx: Promise<MarkdownRenderer> | undefined;
  return (needs) => {
    if (needs.mdx) return (withMdx ??= loadMarkdownRenderer(options(), { mdx: true }));
    return withMdx ?? (plain ??= loadMarkdownRenderer(options(), { mdx: false }));
  };
}
