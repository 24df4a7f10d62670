// The components a Starlight page imports from `@astrojs/starlight/components` (cli/mdx/mdx-resolve-plugin.ts),
// under Starlight's names and props, rendered with docsgen's React at build time; their styles go to the components
// stylesheet of the site's MDX pages, so a site without them carries none of their rules.
import './components.css';

export { Aside } from './Aside.js';
export { Badge } from './Badge.js';
export { Card, CardGrid } from './Card.js';
export { Code } from './Code.js';
export { FileTree } from './FileTree.js';
export { Icon } from './Icon.js';
export { LinkButton } from './LinkButton.js';
export { LinkCard } from './LinkCard.js';
export { Steps } from './Steps.js';
export { TabItem, Tabs } from './Tabs.js';
