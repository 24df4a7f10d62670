/** An HTTP method as a small coloured label ("POST"); the colour is decoration, the text carries the meaning. */
export function MethodBadge({ method, large = false }: { method: string; large?: boolean }) {
  const name = method.toUpperCase();
  return <span className={`dg-method dg-method--${name.toLowerCase()}${large ? ' dg-method--large' : ''}`}>{name}</span>;
}
