import { describe, expect, it } from 'vitest';
import { errorChain } from '../../../client/islands/IslandErrorBoundary.js';

describe("the crash notice's error chain", () => {
  it('lists the error, then each cause, as "Name: message"', () => {
    const root = new TypeError('Failed to fetch');
    const middle = new Error('sidebar data /assets/sidebar-guide.json: HTTP 500', { cause: root });
    const top = new Error('the sidebar could not be shown', { cause: middle });
    expect(errorChain(top)).toEqual([
      'Error: the sidebar could not be shown',
      'Error: sidebar data /assets/sidebar-guide.json: HTTP 500',
      'TypeError: Failed to fetch',
    ]);
  });

  it('shows what was thrown when it is not an Error, and stops on a cause that loops back', () => {
    expect(errorChain('boom')).toEqual(['boom']);
    const a = new Error('a');
    const b = new Error('b', { cause: a });
    (a as { cause?: unknown }).cause = b;
    expect(errorChain(b)).toEqual(['Error: b', 'Error: a']);
  });
});
