import path from 'node:path';

/**
 * Whether `file` is `folder` itself or lies below it, comparing absolute, normalised paths as given (resolve links
 * first where they matter). "/site-old" is not inside "/site": the separator is part of the test.
 */
export function isInsideFolder(folder: string, file: string): boolean {
  return file === folder || file.startsWith(folder.endsWith(path.sep) ? folder : folder + path.sep);
}

/**
 * Whether `file` lies below `folder` under one of its dot-folders (`.vitepress/dist`, `.docsgen/cache`): the content
 * folder's listing skips dot-folders, so what is written there is never read back as a page.
 */
export function isUnderDotFolder(folder: string, file: string): boolean {
  if (!isInsideFolder(folder, file) || file === folder) return false;
  return path
    .relative(folder, file)
    .split(path.sep)
    .some((part) => part.startsWith('.'));
}
