/** "my-docs_site" → "My Docs Site": a readable default title from a folder name. */
export function humanize(name: string): string {
  return (
    name
      .replace(/[-_]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/(^|\s)\p{Ll}/gu, (m) => m.toUpperCase()) || 'Docs'
  );
}
