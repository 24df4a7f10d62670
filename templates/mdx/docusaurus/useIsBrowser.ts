/** Docusaurus's `useIsBrowser`: false, since docsgen renders pages once, at build time, and does not hydrate them. */
export function useIsBrowser(): boolean {
  return false;
}
