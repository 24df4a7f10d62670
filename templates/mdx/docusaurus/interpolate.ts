// Docusaurus's message interpolation (`<Translate values>`, `translate()`, `<Interpolate>`): `{name}` in a message
// replaced by its value; React elements among the values make the result a list of parts.
import { Fragment, createElement, isValidElement, type ReactNode } from 'react';

const PLACEHOLDER = /\{(\w+)\}/g;

/** The message with its placeholders filled: a string when every value is text, else React nodes. */
export function interpolate(message: string, values?: Record<string, ReactNode>): ReactNode {
  if (!values) return message;
  const parts = message.split(PLACEHOLDER).map((part, index) => (index % 2 === 1 && part in values ? values[part] : part));
  if (parts.every((part) => !isValidElement(part)))
    return parts.map((part) => (part === null || part === undefined ? '' : String(part))).join('');
  return createElement(
    Fragment,
    null,
    ...parts.map((part, index) => (isValidElement(part) ? createElement(Fragment, { key: index }, part) : part)),
  );
}

/** Docusaurus's `translate({ message, id }, values)`: the message (the default locale's), its placeholders filled. */
export function translate(
  { message, id }: { message?: string; id?: string; description?: string },
  values?: Record<string, string | number>,
): string {
  return String(interpolate(message ?? id ?? '', values));
}
