import type { ReactNode } from 'react';
import { interpolate } from './interpolate.js';

/** Docusaurus's `<Interpolate>`: its text, `{name}` placeholders replaced by `values`. */
export function Interpolate({ children, values }: { children: string; values?: Record<string, ReactNode> }) {
  return <>{interpolate(children, values)}</>;
}
