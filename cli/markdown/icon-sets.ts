// MkDocs Material's icon shortcodes (`:material-check:`, `:octicons-heart-16:`, `:fontawesome-brands-github:`,
// `:simple-python:`) name an SVG file of the icon sets Material bundles: Material Design Icons, GitHub's Octicons,
// Font Awesome Free (7, as Material has it today) and Simple Icons. docsgen draws them from those sets as the
// @iconify-json packages ship them: one JSON file a set, each icon the inside of its <svg> and its size.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Element } from 'hast';
import { fromHtml } from 'hast-util-from-html';

/** A shortcode's prefix (with its trailing dash) → the package holding that set. */
const ICON_SETS: readonly (readonly [prefix: string, pkg: string])[] = [
  ['material-', '@iconify-json/mdi'],
  ['octicons-', '@iconify-json/octicon'],
  ['fontawesome-brands-', '@iconify-json/fa7-brands'],
  ['fontawesome-solid-', '@iconify-json/fa7-solid'],
  ['fontawesome-regular-', '@iconify-json/fa7-regular'],
  ['simple-', '@iconify-json/simple-icons'],
];

/** A name shaped as Material's icon shortcodes are (without the colons). */
const ICON_NAME = /^(?:material|octicons|fontawesome|simple)-[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Iconify's JSON format, as far as it is read here (no alias of these sets flips or rotates). */
interface IconSetJson {
  icons: Record<string, { body: string; width?: number; height?: number; left?: number; top?: number }>;
  aliases?: Record<string, { parent: string }>;
  width?: number;
  height?: number;
}

export interface IconSets {
  /** The `<svg>` a shortcode's name (`material-check`) draws, or undefined when no set has it. */
  svg(name: string): Element | undefined;
}

/** Whether `name` is shaped as an icon shortcode of Material's sets, whether or not a set has it. */
export function isIconName(name: string): boolean {
  return ICON_NAME.test(name);
}

/** The icon sets, each read from its package on the first icon of it (mdi's file is 3 MB) and kept by this value. */
export function createIconSets(): IconSets {
  const require = createRequire(import.meta.url);
  const sets = new Map<string, IconSetJson>();
  const load = (pkg: string): IconSetJson => {
    let set = sets.get(pkg);
    if (!set) {
      set = JSON.parse(readFileSync(require.resolve(`${pkg}/icons.json`), 'utf8')) as IconSetJson;
      sets.set(pkg, set);
    }
    return set;
  };
  return {
    svg(name) {
      const found = ICON_SETS.find(([prefix]) => name.startsWith(prefix));
      if (!found) return undefined;
      const set = load(found[1]);
      const icon = lookUp(set, name.slice(found[0].length));
      if (!icon) return undefined;
      // Iconify's default size is 16 (Octicons' 16 px icons give none).
      const width = icon.width ?? set.width ?? 16;
      const height = icon.height ?? set.height ?? 16;
      const viewBox = `${icon.left ?? 0} ${icon.top ?? 0} ${width} ${height}`;
      const svg = fromHtml(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}">${icon.body}</svg>`, {
        fragment: true,
        space: 'svg',
      }).children[0] as Element;
      // Decoration: the text around it says what it means, as Material's do (its spans carry no label either).
      svg.properties.ariaHidden = 'true';
      svg.properties.focusable = 'false';
      return svg;
    },
  };
}

/** An icon by its name in the set, through its aliases (a few levels at most; a loop ends). */
function lookUp(set: IconSetJson, name: string): IconSetJson['icons'][string] | undefined {
  let current = name;
  for (let depth = 0; depth < 8; depth++) {
    const icon = Object.hasOwn(set.icons, current) ? set.icons[current] : undefined;
    if (icon) return icon;
    const alias = set.aliases && Object.hasOwn(set.aliases, current) ? set.aliases[current] : undefined;
    if (!alias) return undefined;
    current = alias.parent;
  }
  return undefined;
}
