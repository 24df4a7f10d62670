/** Starlight's <Badge>: a short label, coloured by its variant (note, tip, caution, danger, success or default). */
export function Badge({ text, variant = 'default' }: { text: string; variant?: string; size?: string }) {
  const look = ['note', 'tip', 'caution', 'danger', 'success'].includes(variant) ? variant : 'default';
  return <span className={`dg-sl-badge dg-sl-badge--${look}`}>{text}</span>;
}
