// The render stage's writes on a thread of their own. Writing a page (its HTML, then its compressed copies) through
// libuv's pool still cost the rendering thread a third of its time at 10,000 pages: zlib's async API calls back per
// chunk, and each open, write and close is a promise to make and settle. Here the rendering thread posts the page
// and goes on; this thread compresses and writes it with the synchronous calls, on the other core.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PageFiles, PageWriterReply, PageWritten } from './page-files.js';

/** The page writer's thread; undefined from the TypeScript sources (tests), where there is no bundled worker script. */
export class PageWriter {
  private readonly pending = new Map<number, { resolve: (written: PageWritten) => void; reject: (error: Error) => void }>();
  private next = 0;
  private failure: Error | undefined;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (reply: PageWriterReply) => {
      const waiting = this.pending.get(reply.id);
      this.pending.delete(reply.id);
      if (!waiting) return;
      if ('written' in reply) waiting.resolve(reply.written);
      else waiting.reject(Object.assign(new Error(reply.error.message), reply.error.code ? { code: reply.error.code } : {}));
    });
    // A thread that dies (out of memory) fails every page it held, and the build with them.
    worker.on('error', (error) => this.fail(error));
    worker.on('exit', (code) => this.fail(new Error(`the page writer's thread stopped (exit code ${code})`)));
  }

  static start(): PageWriter | undefined {
    const url = new URL('./page-writer-worker.mjs', import.meta.url);
    const script = url.protocol === 'file:' ? fileURLToPath(url) : undefined;
    return script && existsSync(script) ? new PageWriter(new Worker(script)) : undefined;
  }

  /** Writes the page on the thread; resolves once it and its copies are on disk. */
  write(page: PageFiles): Promise<PageWritten> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.next++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ id, page });
    });
  }

  /** Ends the thread at once: its caller first waits for the writes it handed over (their queue's `settled`). */
  stop(): Promise<number> {
    this.worker.removeAllListeners('exit');
    return this.worker.terminate();
  }

  private fail(error: Error): void {
    this.failure ??= error;
    for (const { reject } of this.pending.values()) reject(error);
    this.pending.clear();
  }
}

/**
 * The build's page writer, started when a stage has written PAGES_BEFORE_THREAD files on its own thread: not for a
 * one-page rebuild, whose thread would cost more to start than it saves. None with `threads: 1` (--threads 1), or
 * from the TypeScript sources.
 */
export class LazyPageWriter {
  private writer: PageWriter | undefined;
  /** Whether starting was tried: from the TypeScript sources it gives no thread, and is not tried again per page. */
  private started = false;

  constructor(private readonly options: { threads?: number } = {}) {}

  /** The thread for a stage that has written `written` files itself, or undefined: write on this thread. */
  after(written: number): PageWriter | undefined {
    if (this.options.threads === 1 || written < PAGES_BEFORE_THREAD) return undefined;
    if (!this.started) {
      this.started = true;
      this.writer = PageWriter.start();
    }
    return this.writer;
  }

  /** The thread when a stage started it already, else undefined: for writes not worth starting it for. */
  running(): PageWriter | undefined {
    return this.writer;
  }

  /** Ends the thread, if it started: after the writes handed to it are answered. */
  async stop(): Promise<void> {
    await this.writer?.stop();
  }
}

/** Files written on the stage's own thread before the page writer's thread is started. */
const PAGES_BEFORE_THREAD = 16;
