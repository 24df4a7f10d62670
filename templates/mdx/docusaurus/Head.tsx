import { Children, isValidElement, type ReactNode } from 'react';
import { useMdxServices } from '../useMdxServices.js';

/**
 * Docusaurus's `<Head>`: what it says of the page's <title> and description goes to the page's own <head> (the mdx
 * stage reads it after the render); it renders nothing in the body. Other tags (scripts, links) are not carried.
 */
export function Head({ children }: { children?: ReactNode }) {
  const { head } = useMdxServices();
  if (head) {
    Children.forEach(children, (child) => {
      if (!isValidElement<{ children?: ReactNode; name?: string; content?: string }>(child)) return;
      if (child.type === 'title') head.documentTitle = textOf(child.props.children);
      if (child.type === 'meta' && child.props.name === 'description' && child.props.content) head.description = child.props.content;
    });
  }
  return null;
}

function textOf(children: ReactNode): string {
  return Children.toArray(children)
    .map((child) => (typeof child === 'string' || typeof child === 'number' ? String(child) : ''))
    .join('');
}
