// Worker thread entry of the page writer (page-writer.ts), with page-files.ts: writes each page it is sent and answers with its stamp.
import { parentPort } from 'node:worker_threads';
import { type PageFiles, type PageWriterReply, writePageFiles } from './page-files.js';

parentPort!.on('message', ({ id, page }: { id: number; page: PageFiles }) => {
  let reply: PageWriterReply;
  try {
    reply = { id, written: writePageFiles(page) };
  } catch (error) {
    const { message, code } = error as NodeJS.ErrnoException;
    reply = { id, error: { message: String(message), ...(typeof code === 'string' ? { code } : {}) } };
  }
  parentPort!.postMessage(reply);
});
