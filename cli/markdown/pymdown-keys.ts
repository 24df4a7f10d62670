// pymdownx.keys' names for keys: `++ctrl+alt+del++` shows Ctrl, Alt and Del, each `<kbd>` classed by the key's own
// name (`key-control`, `key-alt`, `key-delete`), whichever alias the author wrote. The common keys of its key map;
// another name shows as written, classed by it.

/** A key's name → [its own name (the class), the label shown]. */
const KEYS: Readonly<Record<string, readonly [string, string]>> = {
  ...aliases(['control', 'ctrl'], 'Ctrl'),
  ...aliases(['alt'], 'Alt'),
  ...aliases(['alt-graph', 'altgr'], 'AltGr'),
  ...aliases(['shift'], 'Shift'),
  ...aliases(['command', 'cmd'], 'Cmd'),
  ...aliases(['option', 'opt'], 'Option'),
  ...aliases(['meta'], 'Meta'),
  ...aliases(['windows', 'win'], 'Win'),
  ...aliases(['super'], 'Super'),
  ...aliases(['fn', 'function'], 'Fn'),
  ...aliases(['delete', 'del'], 'Del'),
  ...aliases(['insert', 'ins'], 'Ins'),
  ...aliases(['backspace', 'back', 'bksp'], 'Backspace'),
  ...aliases(['enter', 'return'], 'Enter'),
  ...aliases(['escape', 'esc'], 'Esc'),
  ...aliases(['tab'], 'Tab'),
  ...aliases(['space', 'spc'], 'Space'),
  ...aliases(['caps-lock', 'caps', 'capslock'], 'Caps Lock'),
  ...aliases(['num-lock', 'numlock'], 'Num Lock'),
  ...aliases(['scroll-lock', 'scrolllock'], 'Scroll Lock'),
  ...aliases(['print-screen', 'prtsc', 'prtscr'], 'Print Screen'),
  ...aliases(['pause', 'break'], 'Pause'),
  ...aliases(['home'], 'Home'),
  ...aliases(['end'], 'End'),
  ...aliases(['page-up', 'pgup', 'pageup'], 'Page Up'),
  ...aliases(['page-down', 'pgdn', 'pagedown'], 'Page Down'),
  ...aliases(['arrow-up', 'up'], 'Up'),
  ...aliases(['arrow-down', 'down'], 'Down'),
  ...aliases(['arrow-left', 'left'], 'Left'),
  ...aliases(['arrow-right', 'right'], 'Right'),
  ...aliases(['context-menu', 'menu', 'apps'], 'Menu'),
  ...aliases(['plus'], '+'),
  ...aliases(['minus', 'hyphen'], '-'),
  ...aliases(['equal', 'equals'], '='),
  ...aliases(['comma'], ','),
  ...aliases(['period', 'dot'], '.'),
  ...aliases(['slash'], '/'),
  ...aliases(['backslash'], '\\'),
  ...aliases(['backtick', 'grave'], '`'),
};

function aliases(names: string[], label: string): Record<string, readonly [string, string]> {
  return Object.fromEntries(names.map((name) => [name, [names[0]!, label] as const]));
}

/** The class and the label of one key as written (`ctrl`, `F5`, `a`), or a quoted label's own text with no class. */
export function keyOf(written: string): { name?: string; label: string } {
  if (/^(["']).*\1$/.test(written)) return { label: written.slice(1, -1) };
  const lower = written.toLowerCase();
  const known = KEYS[lower];
  if (known) return { name: known[0], label: known[1] };
  if (/^f([1-9]|1[0-9]|2[0-4])$/.test(lower)) return { name: lower, label: lower.toUpperCase() };
  if (/^[a-z0-9]$/.test(lower)) return { name: lower, label: lower.toUpperCase() };
  return { name: lower, label: written };
}
