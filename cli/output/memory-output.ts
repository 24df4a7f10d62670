// The output of `docsgen dev`: the files a build would write, held in memory and made when a reader first asks for
// them (a page renders on its first request, the search index on the first search), each kept until a rebuild
// changes it. A rebuild of some routes holds its routes' files over the other routes' of the output before it
// (route-layers.ts); every file of the site as a whole (a memory output is given them at every emit:
// emit/site-wide.ts) is given anew, so nothing a rebuild no longer makes stays behind, however long the session runs.
import type { PolicySources } from '../../shared/model/policy.js';
import type { OutputFile } from './output-file.js';
import type { Output, Put } from './output.js';
import { RouteLayers } from './route-layers.js';

/** A file as memory holds it, with the route it belongs to (a page's HTML, its Markdown). */
export type HeldFile = (TextFile | DiskFile) & { route?: string };

/** Text or bytes, made on the first call and kept. `page`: a page's HTML, with what it needs of the CSP (`policy`). */
interface TextFile {
  kind: 'text';
  body: () => string | Uint8Array;
  immutable: boolean;
  page?: boolean;
  policy?: PolicySources | undefined;
}

/** A file on disk, read when asked for; its real path must stay inside `root`. */
interface DiskFile {
  kind: 'disk';
  file: string;
  root: string;
  immutable: boolean;
}

type Folder = { make: (name: string) => string | undefined; made: (name: string) => string | undefined };

export class MemoryOutput implements Output {
  readonly lazy = true;
  /** The files of the site as a whole. */
  private readonly files = new Map<string, HeldFile>();
  /** The files of routes: this emit's, over those of the emits before it of the routes it did not make again. */
  private readonly routes: RouteLayers<HeldFile>;
  /** Folders of files made by name, each with the one it replaced (answering only from what that one made). */
  private readonly folders: Map<string, { now: Folder; before?: Folder }>;

  /**
   * `root`: the folder a file on disk given without one must stay inside (the site's). `after`: the output of the build
   * before, when this one makes only `changed` routes' files: that output's files of the other routes show through.
   */
  constructor(
    private readonly root: string,
    after?: { previous: MemoryOutput; changed: readonly string[] },
  ) {
    this.routes = new RouteLayers(after && { layer: after.previous.routes, changed: after.changed });
    // Each folder's files made so far answer for it once it is replaced (a page loaded before may ask for them).
    this.folders = new Map(after?.previous.folders);
  }

  put(file: OutputFile): Put {
    const { path: rel, body, immutable = false } = file;
    if ('folder' in body) {
      const before = this.folders.get(rel)?.now;
      this.folders.set(rel, { now: { make: body.folder, made: body.made }, ...(before ? { before } : {}) });
      return 'made';
    }
    if ('kept' in body) throw new Error(`docsgen: ${rel}: memory holds no file of a last build to keep`);
    if ('written' in body) throw new Error(`docsgen: ${rel}: memory lends no folder for a thread to write into`);
    const held: HeldFile =
      'copy' in body
        ? { kind: 'disk', file: body.copy, root: body.root ?? this.root, immutable }
        : { kind: 'text', body: 'text' in body ? () => body.text : once(body.make), immutable };
    const { route } = file;
    if (route === undefined) {
      this.files.set(rel, held);
      return 'made';
    }
    // A page's HTML: sent with what it needs of the CSP.
    if (held.kind === 'text' && rel.endsWith('.html')) Object.assign(held, { page: true, policy: file.policy });
    this.routes.set(rel, Object.assign(held, { route }));
    return 'made';
  }

  settled(): Promise<void> {
    return Promise.resolve();
  }

  /** The site's files under `folder` (an emitter that claims a folder gives files of the site as a whole, no route's). */
  claimFolder(folder: string): void {
    for (const rel of this.files.keys()) if (rel.startsWith(`${folder}/`)) this.files.delete(rel);
  }

  /** The file at `rel` (relative, with "/"), if the output holds one. */
  get(rel: string): HeldFile | undefined {
    // A route's file over the site's at the same path, as a folder holds the page the render wrote after the static copy.
    const held = this.routes.get(rel) ?? this.files.get(rel);
    if (held) return held;
    const at = rel.lastIndexOf('/');
    const folder = at > 0 ? this.folders.get(rel.slice(0, at)) : undefined;
    if (!folder) return undefined;
    const name = rel.slice(at + 1);
    const text = folder.now.make(name) ?? folder.before?.made(name);
    return text === undefined ? undefined : { kind: 'text', body: () => text, immutable: false };
  }
}

/** `make`, called on the first request only, then kept. */
function once(make: () => string | Uint8Array): () => string | Uint8Array {
  let made: string | Uint8Array | undefined;
  return () => (made ??= make());
}
