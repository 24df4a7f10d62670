import type { HTMLAttributes } from 'react';

interface Props extends HTMLAttributes<HTMLHeadingElement> {
  as: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
}

/** Docusaurus's `@theme/Heading`: the heading `as` names, with a link to itself when it has an id (not an h1). */
export function Heading({ as: Tag, id, children, ...rest }: Props) {
  if (Tag === 'h1' || !id)
    return (
      <Tag id={id} {...rest}>
        {children}
      </Tag>
    );
  return (
    <Tag id={id} {...rest}>
      {children}
      <a className="hash-link" href={`#${id}`} aria-label={`#${id}`}>
        {'\u200B'}
      </a>
    </Tag>
  );
}
