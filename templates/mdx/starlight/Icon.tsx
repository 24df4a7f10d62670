/**
 * Starlight's <Icon>: its icons are Starlight's own set, which docsgen does not have; an icon is decoration beside the
 * words it goes with, so it draws nothing (and warns of nothing: a page may use many).
 */
export function Icon(_props: { name: string; label?: string; color?: string; size?: string; class?: string }) {
  return null;
}
