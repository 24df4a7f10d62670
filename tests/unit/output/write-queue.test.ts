// The render stage's writes run on the thread pool a few at a time: never more than the limit in flight, every one
// finished before the stage ends, and a failed write fails the build instead of being lost.
import { describe, expect, it } from 'vitest';
import { WriteQueue } from '../../../cli/output/write-queue.js';

const later = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

describe('WriteQueue', () => {
  it('keeps at most `limit` tasks running, and drain waits for all of them', async () => {
    const queue = new WriteQueue(3);
    let running = 0;
    let most = 0;
    const done: number[] = [];
    for (let i = 0; i < 20; i++) {
      await queue.push(async () => {
        running += 1;
        most = Math.max(most, running);
        await later(1 + (i % 4));
        running -= 1;
        done.push(i);
      });
    }
    await queue.drain();
    expect(most).toBe(3);
    expect(done.sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i));
  });

  it('throws a failed task’s error from a later push, or from drain, after the others finished', async () => {
    const queue = new WriteQueue(2);
    let finished = 0;
    await queue.push(async () => {
      await later(5);
      finished += 1;
    });
    const pushes = (async () => {
      await queue.push(async () => {
        throw new Error('ENOSPC: no space left on device');
      });
      for (let i = 0; i < 10; i++) await queue.push(() => later(1));
    })();
    await expect(pushes).rejects.toThrow('ENOSPC');
    await expect(queue.drain()).rejects.toThrow('ENOSPC');
    await queue.settled();
    expect(finished).toBe(1);
  });
});
