// The components every MDX page may use without importing them, under Docusaurus's names; `@theme/…` and
// `@docusaurus/Link` imports resolve to the same (cli/mdx/mdx-resolve-plugin.ts), so a Docusaurus page builds unchanged.
// `Fragment` is Astro's, which its MDX pages use unimported (`<Fragment slot="…">`): its content, as React's.
import { Fragment } from 'react';
import { Admonition } from './Admonition.js';
import { CodeBlock } from './CodeBlock.js';
import { Details } from './Details.js';
import { DocCardList } from './DocCardList.js';
import { DocsgenIsland } from './DocsgenIsland.js';
import { Link } from './Link.js';
import { TabItem, Tabs } from './Tabs.js';
import { TOCInline } from './TOCInline.js';

export const BUILTINS = { Admonition, CodeBlock, Details, DocCardList, DocsgenIsland, Fragment, Link, TabItem, Tabs, TOCInline };

export type BuiltinName = keyof typeof BUILTINS;
