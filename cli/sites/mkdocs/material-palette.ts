// Material for MkDocs' named colours as its pages draw them, for `theme.palette`'s `primary` and `accent`. Read from
// squidfunk/mkdocs-material (commit 5b36f2a): src/templates/assets/stylesheets/palette/_primary.scss (the primary
// colours, and the link colour of the light ones, `--md-typeset-a-color`), palette/_scheme.scss (the link colours of
// the dark `slate` scheme, lighter for dark primaries) and palette/_accent.scss (the accent, the link colour under the
// pointer); the hex values are those Material compiles them to (material/templates/assets/stylesheets/palette.*.min.css).
// docsgen's brand colour is the links' colour, so it takes the link colour: for `white`, `black`, `grey` and
// `blue-grey` Material draws links in indigo, not in the header's colour.

/** Links in the `default` (light) scheme and in `slate`, by primary colour name. */
export const MATERIAL_PRIMARY: Readonly<Record<string, { light: string; slate: string }>> = {
  red: { light: '#ef5552', slate: '#ef5552' },
  pink: { light: '#e92063', slate: '#ed5487' },
  purple: { light: '#ab47bd', slate: '#c46fd3' },
  'deep-purple': { light: '#7e56c2', slate: '#a47bea' },
  indigo: { light: '#4051b5', slate: '#5488e8' },
  blue: { light: '#2094f3', slate: '#2094f3' },
  'light-blue': { light: '#02a6f2', slate: '#02a6f2' },
  cyan: { light: '#00bdd6', slate: '#00bdd6' },
  teal: { light: '#009485', slate: '#00ccb8' },
  green: { light: '#4cae4f', slate: '#71c174' },
  'light-green': { light: '#72ad2e', slate: '#8bc34b' },
  lime: { light: '#8b990a', slate: '#cbdc38' },
  yellow: { light: '#b8a500', slate: '#ffec3d' },
  amber: { light: '#d19d00', slate: '#ffc105' },
  orange: { light: '#e68a00', slate: '#ffa724' },
  'deep-orange': { light: '#ff6e42', slate: '#ff764d' },
  brown: { light: '#795649', slate: '#c1775c' },
  grey: { light: '#4051b5', slate: '#5e8bde' },
  'blue-grey': { light: '#4051b5', slate: '#5e8bde' },
  white: { light: '#4051b5', slate: '#5e8bde' },
  black: { light: '#4051b5', slate: '#5e8bde' },
};

/** The accent colour by name: the same in both schemes. */
export const MATERIAL_ACCENT: Readonly<Record<string, string>> = {
  red: '#ff1947',
  pink: '#f50056',
  purple: '#df41fb',
  'deep-purple': '#7c4dff',
  indigo: '#526cfe',
  blue: '#4287ff',
  'light-blue': '#0091eb',
  cyan: '#00bad6',
  teal: '#00bda4',
  green: '#00c753',
  'light-green': '#63de17',
  lime: '#b0eb00',
  yellow: '#ffd500',
  amber: '#ffaa00',
  orange: '#ff9100',
  'deep-orange': '#ff6e42',
};

/** Material's font stacks after the font the site names (its `--md-text-font-family` and `--md-code-font-family`). */
export const MATERIAL_FONT_FALLBACK = {
  text: '-apple-system, BlinkMacSystemFont, Helvetica, Arial, sans-serif',
  code: 'SFMono-Regular, Consolas, Menlo, monospace',
} as const;

/** A colour name as mkdocs.yml may write it ("Deep Purple", "deep purple") as Material's attribute value ("deep-purple"). */
export function materialColourName(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '-');
}
