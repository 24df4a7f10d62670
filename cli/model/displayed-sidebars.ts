// A page may name the sidebar it shows (`displayed_sidebar` in its front matter, as Docusaurus reads it), whichever
// sidebars list it: a landing page no sidebar lists, a page two sidebars list, or `null` for none at all.
import type { Sidebar } from '../../shared/model/navigation.js';
import { DocsgenError } from '../errors/docsgen-error.js';
import type { DocEntry } from './doc-entry.js';

/** The pages whose front matter names their sidebar, by route: the sidebar's id, or null for none. */
export function displayedSidebars(docs: readonly DocEntry[], sidebars: Record<string, Sidebar>): Map<string, string | null> {
  const displayed = new Map<string, string | null>();
  for (const doc of docs) {
    const id = doc.content.frontMatter.displayed_sidebar;
    if (id === undefined) continue;
    if (id !== null && !Object.hasOwn(sidebars, id)) {
      const known = Object.keys(sidebars);
      throw new DocsgenError({
        code: 'displayed-sidebar-unknown',
        file: doc.file,
        message: `\`displayed_sidebar\` names the sidebar "${id}", but the site has no sidebar of that id`,
        hint: known.length > 0 ? `name one of: ${known.join(', ')} (or null for none)` : 'the site has no sidebars: remove the field',
      });
    }
    displayed.set(doc.route, id);
  }
  return displayed;
}
