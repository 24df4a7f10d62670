// The JSX runtime of MDX pages' own code (cli/mdx/mdx-resolve-plugin.ts points their `react/jsx-runtime` here): React's,
// with each component the page places wrapped so that an error it throws while rendering names it. React's server
// renderer says nothing of which component threw, and "Cannot read properties of undefined" alone does not tell an
// author which of forty components on the page to look at.
import { Fragment, jsx as reactJsx, jsxs as reactJsxs } from 'react/jsx-runtime';
import type { ElementType } from 'react';

export { Fragment };

/** The error a wrapped component threw, with the component's name. */
export interface ComponentFailure extends Error {
  component: string;
}

type FunctionComponent = ((props: unknown) => unknown) & { displayName?: string; prototype?: { isReactComponent?: unknown } };

/**
 * A new wrapper for each element, none kept. This runtime serves only the pages' bundle, rendered once per page on the
 * server (the islands' bundle for the browser keeps React's own runtime): React never compares a type with an earlier
 * render's, and no built-in compares types (<Tabs> finds its <TabItem>s by their props). A memo of wrappers per
 * component was module state saving ~0.7 µs an element (measured: 10,000 component elements rendered 40 times).
 */
function guarded(type: ElementType): ElementType {
  if (typeof type !== 'function') return type;
  const component = type as FunctionComponent;
  if (component.prototype?.isReactComponent) return type; // a class: React calls its render itself
  const name = component.displayName || component.name || 'anonymous component';
  const wrapper: FunctionComponent = (props: unknown) => {
    try {
      return component(props);
    } catch (error) {
      if (error instanceof Error && !('component' in error)) Object.assign(error, { component: name });
      throw error;
    }
  };
  wrapper.displayName = name;
  return wrapper as ElementType;
}

export function jsx(type: ElementType, props: unknown, key?: string): unknown {
  return reactJsx(guarded(type), styled(type, props) as never, key);
}

export function jsxs(type: ElementType, props: unknown, key?: string): unknown {
  return reactJsxs(guarded(type), styled(type, props) as never, key);
}

/**
 * An HTML element's `style="color: red"` written as in HTML (Astro's and MDX 1's pages do; React wants an object):
 * the declarations as React's style object, custom properties kept as written.
 */
function styled(type: ElementType, props: unknown): unknown {
  const style = (props as { style?: unknown } | null)?.style;
  if (typeof type !== 'string' || typeof style !== 'string') return props;
  const object: Record<string, string> = {};
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 1) continue;
    const name = declaration.slice(0, colon).trim();
    const value = declaration.slice(colon + 1).trim();
    const key = name.startsWith('--')
      ? name
      : name
          .toLowerCase()
          .replace(/^-ms-/, 'ms-')
          .replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
    if (value) object[key] = value;
  }
  return { ...(props as object), style: object };
}
