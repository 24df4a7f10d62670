// A folder of many pages makes its sidebar category in time linear in its pages: the generated sidebar once copied
// the folder's list for every page it added to it, 200 million entries copied at 20,000 pages (20 s of the model
// stage; bench/folder-model.mjs measures it). Time is not asserted here: the entries the sidebar's code walks are
// counted, through the array iterator every spread and for…of goes through.
import { describe, expect, it } from 'vitest';
import type { DocEntry } from '../../../cli/model/doc-entry.js';
import { autogenerate } from '../../../cli/model/sidebar.js';

/** `count` pages in the folder "pasta", as the model hands them to the sidebar. */
function folderOfPages(count: number): DocEntry[] {
  return Array.from({ length: count }, (_, i) => {
    const id = `pasta/p${String(i).padStart(6, '0')}`;
    return { id, route: `/${id}`, label: `Página ${i}`, content: {} } as DocEntry;
  });
}

/** The array entries `run` walks through Array.prototype's iterator (spreads, for…of, Array.from of an array). */
function entriesWalked(run: () => unknown): number {
  const original = Array.prototype[Symbol.iterator];
  let walked = 0;
  Array.prototype[Symbol.iterator] = function (this: unknown[]) {
    const inner = original.call(this);
    return {
      next() {
        walked += 1;
        return inner.next();
      },
      [Symbol.iterator]() {
        return this;
      },
    } as ArrayIterator<unknown>;
  } as typeof original;
  try {
    run();
  } finally {
    Array.prototype[Symbol.iterator] = original;
  }
  return walked;
}

describe('the generated sidebar of a large folder', () => {
  it('walks each page a few times, not once for every page beside it', () => {
    const walked = (count: number) => {
      const docs = folderOfPages(count);
      let items: ReturnType<typeof autogenerate> = [];
      const steps = entriesWalked(() => {
        items = autogenerate(docs, '');
      });
      expect(items).toHaveLength(1);
      expect(items[0]).toMatchObject({ type: 'category', label: 'Pasta' });
      expect((items[0] as { items: unknown[] }).items).toHaveLength(count);
      return steps;
    };
    const small = walked(2_000);
    const large = walked(4_000);
    // Linear: twice the pages, twice the steps (a copy per page: four times, 2 million steps at 2,000 pages).
    expect(small).toBeLessThan(10 * 2_000);
    expect(large).toBeLessThan(2.5 * small);
  });
});
