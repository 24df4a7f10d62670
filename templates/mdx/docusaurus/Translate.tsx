import type { ReactNode } from 'react';
import { interpolate } from './interpolate.js';

/** Docusaurus's `<Translate>`: its message (the default locale's, docsgen reads no translations yet), values filled in. */
export function Translate({
  children,
  id,
  values,
}: {
  children?: string;
  id?: string;
  description?: string;
  values?: Record<string, ReactNode>;
}) {
  return <>{interpolate(children ?? id ?? '', values)}</>;
}
