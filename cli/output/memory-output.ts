// The output of `docsgen dev`: the files a build would write, held in memory and made when a reader first asks for
// them (a page renders on its first request, the search index on the first search), each kept until a rebuild
// changes it. A rebuild of some routes starts from the other routes' files of the output before it; every file of
// the site as a whole (a memory output is given them at every emit: emit/site-wide.ts) is given anew, so nothing a
// rebuild no longer makes stays behind, however long the session runs.
import type { PolicySources } from '../../shared/model/policy.js';
import type { OutputFile } from './output-file.js';
import type { Output, Put } from './output.js';

/** A file as memory holds it. */
export type HeldFile =
  /** Text or bytes, made on the first call and kept. `page`: a page's HTML, with its route and what it needs of the CSP. */
  | { kind: 'text'; body: () => string | Uint8Array; immutable: boolean; page?: { route: string; policy?: PolicySources } }
  /** A file on disk, read when asked for; its real path must stay inside `root`. */
  | { kind: 'disk'; file: string; root: string; immutable: boolean };

type Folder = { make: (name: string) => string | undefined; made: (name: string) => string | undefined };

export class MemoryOutput implements Output {
  readonly lazy = true;
  private readonly files: Map<string, HeldFile>;
  /** The paths each route's files are at, so a rebuild of the route drops them. */
  private readonly byRoute: Map<string, string[]>;
  /** Folders of files made by name, each with the one it replaced (answering only from what that one made). */
  private readonly folders: Map<string, { now: Folder; before?: Folder }>;

  /**
   * `root`: the folder a file on disk given without one must stay inside (the site's). `after`: the output of the build
   * before, when this one makes only `changed` routes' files: it starts with that output's files of the other routes.
   */
  constructor(
    private readonly root: string,
    after?: { previous: MemoryOutput; changed: readonly string[] },
  ) {
    this.files = new Map();
    this.byRoute = new Map();
    // Each folder's files made so far answer for it once it is replaced (a page loaded before may ask for them).
    this.folders = new Map(after?.previous.folders);
    if (!after) return;
    const changed = new Set(after.changed);
    for (const [route, paths] of after.previous.byRoute) {
      if (changed.has(route)) continue;
      this.byRoute.set(route, paths);
      for (const rel of paths) this.files.set(rel, after.previous.files.get(rel)!);
    }
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
    if ('copy' in body) this.files.set(rel, { kind: 'disk', file: body.copy, root: body.root ?? this.root, immutable });
    else {
      const page = file.route !== undefined && rel.endsWith('.html') ? { page: { route: file.route, policy: file.policy } } : {};
      this.files.set(rel, { kind: 'text', body: 'text' in body ? () => body.text : once(body.make), immutable, ...page });
    }
    if (file.route !== undefined) this.byRoute.set(file.route, [...(this.byRoute.get(file.route) ?? []), rel]);
    return 'made';
  }

  settled(): Promise<void> {
    return Promise.resolve();
  }

  claimFolder(folder: string): void {
    for (const rel of this.files.keys()) if (rel.startsWith(`${folder}/`)) this.files.delete(rel);
  }

  /** The file at `rel` (relative, with "/"), if the output holds one. */
  get(rel: string): HeldFile | undefined {
    const held = this.files.get(rel);
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
