import path from 'node:path';

/**
 * Whether `file` is `folder` itself or lies below it, comparing absolute, normalised paths as given (resolve links
 * first where they matter). "/site-old" is not inside "/site": the separator is part of the test.
 */
export function isInsideFolder(folder: string, file: string): boolean {
  return file === folder || file.startsWith(folder.endsWith(path.sep) ? folder : folder + path.sep);
}
