import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RebuildQueue } from '../../../cli/dev/rebuild-queue.js';

/** A queue whose rebuilds are recorded and finish when the test says so. */
function recordingQueue(options: { quietMs?: number; maxWaitMs?: number } = {}) {
  const runs: Array<string[]> = [];
  const finishers: Array<() => void> = [];
  let running = 0;
  let overlapped = false;
  const queue = new RebuildQueue({
    quietMs: options.quietMs ?? 30,
    maxWaitMs: options.maxWaitMs ?? 300,
    run: (changes) => {
      running += 1;
      if (running > 1) overlapped = true;
      runs.push([...changes].sort());
      return new Promise<void>((resolve) =>
        finishers.push(() => {
          running -= 1;
          resolve();
        }),
      );
    },
  });
  return { queue, runs, finish: () => finishers.shift()!(), overlapped: () => overlapped };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('RebuildQueue', () => {
  it('turns a burst of events into one rebuild, once events are quiet', async () => {
    const { queue, runs } = recordingQueue();
    queue.push('a.md');
    await vi.advanceTimersByTimeAsync(10);
    queue.push('a.md');
    await vi.advanceTimersByTimeAsync(10);
    queue.push('b.md');
    await vi.advanceTimersByTimeAsync(29);
    expect(runs).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toEqual([['a.md', 'b.md']]);
  });

  it('does not let a steady stream of events postpone the rebuild past maxWaitMs', async () => {
    const { queue, runs } = recordingQueue({ quietMs: 30, maxWaitMs: 100 });
    for (let t = 0; t < 100; t += 20) {
      queue.push(`f${t}.md`);
      await vi.advanceTimersByTimeAsync(20);
    }
    expect(runs).toHaveLength(1);
  });

  it('never overlaps rebuilds: what changes during one is batched into the next', async () => {
    const { queue, runs, finish, overlapped } = recordingQueue();
    queue.push('a.md');
    await vi.advanceTimersByTimeAsync(30);
    expect(runs).toEqual([['a.md']]);
    queue.push('b.md');
    queue.push('c.md');
    await vi.advanceTimersByTimeAsync(500);
    expect(runs).toHaveLength(1); // still running
    finish();
    await vi.advanceTimersByTimeAsync(30);
    expect(runs).toEqual([['a.md'], ['b.md', 'c.md']]);
    finish();
    await vi.advanceTimersByTimeAsync(500);
    expect(runs).toHaveLength(2);
    expect(overlapped()).toBe(false);
  });

  it('keeps going after a rebuild that fails, and idle() waits for the queue to drain', async () => {
    let calls = 0;
    const queue = new RebuildQueue({
      quietMs: 5,
      maxWaitMs: 50,
      run: async () => {
        calls += 1;
        if (calls === 1) throw new Error('broken');
      },
    });
    queue.push('a.md');
    const idle = queue.idle();
    await vi.advanceTimersByTimeAsync(5);
    await idle;
    queue.push('a.md');
    await vi.advanceTimersByTimeAsync(5);
    await queue.idle();
    expect(calls).toBe(2);
  });

  it('drops waiting changes once closed', async () => {
    const { queue, runs } = recordingQueue();
    queue.push('a.md');
    queue.close();
    await vi.advanceTimersByTimeAsync(1000);
    queue.push('b.md');
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toEqual([]);
    await queue.idle();
  });
});
