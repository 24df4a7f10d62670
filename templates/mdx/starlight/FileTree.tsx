import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';

type Element = ReactElement<{ children?: ReactNode; className?: string }>;

/** The text an item starts with, before any nested list: a name ending in `/` is a folder, as in Starlight. */
function ownText(nodes: ReactNode): string {
  return Children.toArray(nodes)
    .map((node) => {
      if (typeof node === 'string' || typeof node === 'number') return String(node);
      return isValidElement(node) && (node as Element).type !== 'ul' ? ownText((node as Element).props.children) : '';
    })
    .join('');
}

/** The list with each item marked a folder (it holds a list, or its name ends in `/`) or a file. */
function markItems(nodes: ReactNode): ReactNode {
  return Children.map(nodes, (node) => {
    if (!isValidElement(node)) return node;
    const element = node as Element;
    const children = markItems(element.props.children);
    if (element.type !== 'li') return cloneElement(element, {}, children);
    const nested = Children.toArray(element.props.children).some((child) => isValidElement(child) && child.type === 'ul');
    const folder = nested || /\/\s*$/.test(ownText(element.props.children).trim().split(/\s+/)[0] ?? '');
    return cloneElement(element, { className: folder ? 'dg-file-tree__folder' : 'dg-file-tree__file' }, children);
  });
}

/** Starlight's <FileTree>: the nested list it wraps, shown as a tree of folders and files, with the list's own text. */
export function FileTree({ children }: { children?: ReactNode }) {
  return <div className="dg-file-tree">{markItems(children)}</div>;
}
