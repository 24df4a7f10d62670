// The components a Starlight page imports from `@astrojs/starlight/components` (cli/mdx/mdx-resolve-plugin.ts),
// under Starlight's names and props, rendered with docsgen's React at build time.
export { Aside } from './Aside.js';
export { TabItem, Tabs } from './Tabs.js';
