import { DocsgenError } from '../../../cli/errors/docsgen-error.js';

/** The DocsgenError `run` throws; any other error is thrown on, and no error at all fails the test. */
export function docsgenErrorOf(run: () => unknown): DocsgenError {
  try {
    run();
  } catch (error) {
    if (error instanceof DocsgenError) return error;
    throw error;
  }
  throw new Error('expected a DocsgenError');
}

/** The DocsgenError the promise `run` gives rejects with; any other error is thrown on, and success fails the test. */
export async function docsgenErrorOfAsync(run: () => Promise<unknown>): Promise<DocsgenError> {
  try {
    await run();
  } catch (error) {
    if (error instanceof DocsgenError) return error;
    throw error;
  }
  throw new Error('expected a DocsgenError');
}
