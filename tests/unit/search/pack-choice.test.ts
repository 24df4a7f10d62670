// Which packs a query loads for the pages it needs: as few as hold them, each for at least two of them, two at most.
import { describe, expect, it } from 'vitest';
import { choosePacks } from '../../../client/search/pack-choice.js';

const pack = (file: string, pages: number[]) => ({ file, pages });

describe('the packs a query loads', () => {
  it('are the ones holding the most of the pages needed, then the most of the rest', () => {
    // "a" holds three needed pages, but once "b" is chosen only two of them are left; "c" still has three.
    const offers = [pack('a', [1, 2, 3]), pack('b', [3, 4, 5, 6, 7]), pack('c', [1, 2, 8])];
    expect(choosePacks([1, 2, 3, 4, 5, 6, 7, 8], offers)).toEqual([
      { file: 'b', pages: [3, 4, 5, 6, 7] },
      { file: 'c', pages: [1, 2, 8] },
    ]);
  });

  it('leave a page no pack holds with another to its own file, and never load a pack for one page', () => {
    expect(choosePacks([1, 9], [pack('a', [1, 2, 3]), pack('b', [9])])).toEqual([]);
    expect(choosePacks([1], [pack('a', [1, 2, 3])])).toEqual([]);
  });

  it('are two at most, whatever they would hold', () => {
    const offers = [pack('a', [1, 2]), pack('b', [3, 4]), pack('c', [5, 6])];
    expect(choosePacks([1, 2, 3, 4, 5, 6], offers).map(({ file }) => file)).toEqual(['a', 'b']);
  });
});
