// The page writer thread's work, called by its entry (page-writer-worker.ts): writes each page it is sent with
// page-files.ts and answers with its stamp (page-writer.ts is the other end).
import type { MessagePort } from 'node:worker_threads';
import { type PageFiles, type PageWriterReply, writePageFiles } from './page-files.js';

/** Writes each page `port` brings and answers with what was written, or with the error as plain data. */
export function servePageWrites(port: MessagePort): void {
  port.on('message', ({ id, page }: { id: number; page: PageFiles }) => {
    let reply: PageWriterReply;
    try {
      reply = { id, written: writePageFiles(page) };
    } catch (error) {
      const { message, code } = error as NodeJS.ErrnoException;
      reply = { id, error: { message: String(message), ...(typeof code === 'string' ? { code } : {}) } };
    }
    port.postMessage(reply);
  });
}
