// What `docsgen dev` watches, fed into its rebuild queue: chokidar's events, a second look at each changed file (chokidar
// drops a change that follows another within 50 ms), and a new watcher when the config moves a source folder.
import type { Log } from '../log/stages.js';
import type { DevSite } from './dev-site.js';
import type { RebuildQueue } from './rebuild-queue.js';
import { sameTargets, watchSite, type SiteWatcher, type WatchTargets } from './watch-site.js';

/**
 * chokidar drops a file's "change" events that follow another within 50 ms: a second save that soon would go unseen.
 * After each event the file is looked at once more, later than that, and rebuilt if it changed since it was read.
 */
const RECHECK_MS = 80;

export class SourceWatch {
  private watcher: SiteWatcher | undefined;
  private targets: WatchTargets;
  private readonly rechecks = new Map<string, ReturnType<typeof setTimeout>>();

  constructor(
    private readonly site: DevSite,
    private readonly queue: RebuildQueue,
    private readonly log: Log,
  ) {
    this.targets = site.targets();
  }

  /** Starts watching; resolves once the watcher is ready. */
  async start(): Promise<void> {
    this.watcher = await watchSite(
      this.targets,
      (file) => this.onFileEvent(file),
      (error) => this.onWatchError(error),
    );
  }

  /** A config that moves the content, static or spec folder moves the watcher with it. */
  async retarget(): Promise<void> {
    const next = this.site.targets();
    if (sameTargets(next, this.targets)) return;
    this.targets = next;
    await this.watcher?.close();
    this.watcher = await watchSite(
      this.targets,
      (file) => this.onFileEvent(file),
      (error) => this.onWatchError(error),
    );
  }

  async close(): Promise<void> {
    for (const timer of this.rechecks.values()) clearTimeout(timer);
    this.rechecks.clear();
    await this.watcher?.close();
  }

  /** The watcher still runs; what it could not watch is said, with what to do. */
  private onWatchError(error: Error): void {
    const code = (error as NodeJS.ErrnoException).code;
    const hint =
      code === 'ENOSPC' || code === 'EMFILE'
        ? " (the system's file-watch limit is reached: raise fs.inotify.max_user_watches / max_user_instances, or close other watchers)"
        : '';
    this.log(`warning: the file watcher failed: ${error.message}${hint}; edits may go unseen until docsgen dev is restarted`);
  }

  private onFileEvent(file: string): void {
    this.queue.push(file);
    clearTimeout(this.rechecks.get(file));
    this.rechecks.set(
      file,
      setTimeout(() => {
        this.rechecks.delete(file);
        if (this.site.changedSinceRead(file)) this.queue.push(file);
      }, RECHECK_MS),
    );
  }
}
