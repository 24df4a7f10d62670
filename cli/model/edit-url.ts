import path from 'node:path';

/**
 * A page's "Editar esta página" link, from the config's `editUrl` and the page's file (relative to the site root):
 * with `:path` in it, that part becomes the file's path in the content folder, as VitePress's `editLink.pattern`;
 * otherwise the file's path from the site root is appended, as Docusaurus's `editUrl`. Pure.
 */
export function editUrlOf(editUrl: string, file: string, contentFolder: string): string {
  const posix = file.split(path.sep).join('/');
  const encode = (p: string): string => p.split('/').map(encodeURIComponent).join('/');
  if (editUrl.includes(':path')) {
    const folder = contentFolder.split(path.sep).join('/').replace(/\/+$/, '');
    const inContent = folder && posix.startsWith(`${folder}/`) ? posix.slice(folder.length + 1) : posix;
    return editUrl.replace(':path', encode(inContent));
  }
  return `${editUrl.replace(/\/+$/, '')}/${encode(posix)}`;
}
