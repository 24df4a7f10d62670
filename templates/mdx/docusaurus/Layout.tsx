import type { ReactNode } from 'react';
import { useMdxServices } from '../useMdxServices.js';

interface Props {
  title?: string;
  description?: string;
  wrapperClassName?: string;
  noFooter?: boolean;
  children?: ReactNode;
}

/**
 * Docusaurus's `@theme/Layout`, which a React page wraps itself in: its title and description become the page's
 * <title> and meta description, and its children the page's content, inside docsgen's navbar and footer
 * (templates/pages/DocPage.tsx draws them around the body).
 */
export function Layout({ title, description, wrapperClassName, children }: Props) {
  const { head } = useMdxServices();
  if (head) {
    if (title) head.title = title;
    if (description) head.description = description;
  }
  return <div className={['main-wrapper', wrapperClassName].filter(Boolean).join(' ')}>{children}</div>;
}
