/** Docusaurus's `ExecutionEnvironment`: the page renders on the server (docsgen renders it once, at build time). */
export const EXECUTION_ENVIRONMENT = {
  canUseDOM: false,
  canUseEventListeners: false,
  canUseIntersectionObserver: false,
  canUseViewport: false,
} as const;
