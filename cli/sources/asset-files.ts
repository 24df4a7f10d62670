// The files pages refer to by path (images, PDFs, archives), read for the model: whether each is there and may be
// published, its content hash (for its output name) and, for an image, its size. Only paths inside the site folder
// are read, and only when their real path (links resolved) is inside it too: a page can make the build publish
// neither /etc/passwd nor a file a link leads to outside the site, nor a hidden file such as .env.
import { statStamp } from '../fs/file-stamp.js';
import { createHash } from 'node:crypto';
import { closeSync, openSync, readFileSync, readSync, realpathSync, statSync } from 'node:fs';
import { imageSize } from 'image-size';
import { siteFilePath } from './site-file-path.js';

/** What a path a page names turned out to be. */
export type AssetFile =
  | {
      kind: 'file';
      /** Path as found (through any links), to copy from. */
      abs: string;
      /** Hex, of the content: part of the published name. */
      hash: string;
      /** The image's size in CSS pixels, when the format says it. */
      width?: number;
      height?: number;
    }
  | { kind: 'missing' }
  /** Outside the site folder, as written or (`real`) once links are resolved: never read. */
  | { kind: 'outside'; real?: string }
  /** A dot-file, or a file in a dot-folder (.env, .git/): never published. */
  | { kind: 'hidden' };

/** Formats whose size image-size reads and a browser shows. */
const IMAGE = /\.(?:png|apng|jpe?g|gif|webp|avif|svg|bmp|ico)$/i;
/** Larger images are published without a size rather than read whole into memory. */
const MAX_IMAGE_BYTES = 32 * 1024 * 1024;
/** JPEG orientations 5 to 8 turn the picture a quarter: it shows with width and height swapped. */
const QUARTER_TURN = 5;

/**
 * Reads what the paths (relative to the site root, "/"-separated) are. Owned by the build context: `docsgen dev` asks
 * again at every rebuild, and a file whose identity (inode, size, modification time) is unchanged is not read again.
 */
export class AssetFiles {
  private readonly held = new Map<string, { stamp: string; file: AssetFile }>();

  /** What each path is, by path; only inside `boundary` (the site root, or the folder holding its content: fs/site-folder.ts). */
  read(root: string, paths: Iterable<string>, boundary = root): Map<string, AssetFile> {
    const realBoundary = realpathSync(boundary);
    const found = new Map<string, AssetFile>();
    for (const rel of paths) if (!found.has(rel)) found.set(rel, this.readOne(root, realBoundary, rel, boundary));
    return found;
  }

  private readOne(root: string, realBoundary: string, rel: string, boundary: string): AssetFile {
    const found = siteFilePath(root, realBoundary, rel, boundary);
    if (found.kind !== 'inside') return found;
    const { abs, real } = found;
    const stat = statSync(real, { bigint: true, throwIfNoEntry: false });
    if (!stat?.isFile()) return { kind: 'missing' };
    const stamp = `${real}:${statStamp(stat)}`;
    const held = this.held.get(abs);
    if (held?.stamp === stamp) return held.file;
    const file: AssetFile = { kind: 'file', abs, ...readFile(real, IMAGE.test(rel) && stat.size <= BigInt(MAX_IMAGE_BYTES)) };
    this.held.set(abs, { stamp, file });
    return file;
  }
}

/** The content's hash, and an image's size: an image is read once, whole; another file in pieces (it may be huge). */
function readFile(file: string, image: boolean): { hash: string; width?: number; height?: number } {
  if (image) {
    const bytes = readFileSync(file);
    return { hash: createHash('sha256').update(bytes).digest('hex'), ...imageSizeOf(bytes) };
  }
  const hash = createHash('sha256');
  const buffer = Buffer.allocUnsafe(1 << 20);
  const fd = openSync(file, 'r');
  try {
    for (let read = readSync(fd, buffer); read > 0; read = readSync(fd, buffer)) hash.update(buffer.subarray(0, read));
  } finally {
    closeSync(fd);
  }
  return { hash: hash.digest('hex') };
}

/**
 * The size a browser lays the image out at, so the page keeps its place while the image loads: from image-size (a
 * small, dependency-free reader of every common format's header, SVG's width, height and viewBox included), turned
 * for a JPEG whose EXIF orientation turns it. Nothing for a format it cannot tell.
 */
function imageSizeOf(bytes: Uint8Array): { width?: number; height?: number } {
  try {
    const { width, height, orientation } = imageSize(bytes);
    if (!(width > 0 && height > 0)) return {};
    return orientation !== undefined && orientation >= QUARTER_TURN ? { width: height, height: width } : { width, height };
  } catch {
    return {};
  }
}
