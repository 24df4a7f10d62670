import type { ComponentType } from 'react';
import { ISLANDS } from '../../shared/constants.js';
import { useMdxServices, type MdxIslandProps } from './useMdxServices.js';

interface Props {
  component: ComponentType<Record<string, unknown>>;
  /** The island's index in the page's list (cli/markdown/plugins/rehype-mdx-islands.ts writes these three). */
  island: string;
  hydrate: 'load' | 'intent';
  inline: 'true' | 'false';
  [prop: string]: unknown;
}

/**
 * Where an MDX page placed a component that hydrates (`client:intent`, `client:load`, or a `*.island.tsx` file): the
 * component rendered to HTML like any other, inside a root that boot.ts hydrates on the reader's intent (or at load)
 * with the component's own chunk and the same props. The root has no box of its own (site.css), so the component lays
 * out as if it stood alone; inside a paragraph it is a span.
 */
export function DocsgenIsland({ component: Component, island, hydrate, inline, ...props }: Props) {
  const { islandUrl, islandHtml } = useMdxServices();
  const data: MdxIslandProps = { src: islandUrl(Number(island)), props };
  const Root = inline === 'true' ? 'span' : 'div';
  return (
    <Root
      className="dg-island dg-mdx-island"
      data-island={ISLANDS.mdx}
      data-props={JSON.stringify(data)}
      {...(hydrate === 'load' ? { 'data-hydrate': 'load' } : {})}
      dangerouslySetInnerHTML={{ __html: islandHtml(<Component {...props} />) }}
    />
  );
}
