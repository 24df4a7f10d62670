import { describe, expect, it } from 'vitest';
import { tabAfterKey } from '../../../templates/layout/tab-after-key.js';

describe('the tab a key moves to (ARIA tabs)', () => {
  it('steps with the arrows, wrapping around at both ends', () => {
    expect(tabAfterKey('ArrowRight', 0, 9)).toBe(1);
    expect(tabAfterKey('ArrowRight', 8, 9)).toBe(0);
    expect(tabAfterKey('ArrowLeft', 3, 9)).toBe(2);
    expect(tabAfterKey('ArrowLeft', 0, 9)).toBe(8);
  });

  it('goes to the ends with Home and End, and ignores every other key', () => {
    expect(tabAfterKey('Home', 5, 9)).toBe(0);
    expect(tabAfterKey('End', 2, 9)).toBe(8);
    expect(tabAfterKey('Enter', 2, 9)).toBeUndefined();
    expect(tabAfterKey('ArrowDown', 2, 9)).toBeUndefined();
  });
});
