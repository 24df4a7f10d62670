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
 * One wrapper per component for the bundle's life, so that a component is one type to React wherever the page uses
 * it (a new function each time would remount it, and a <Tabs> looking for its <TabItem>s would not find them).
 */
const wrapped = new WeakMap<FunctionComponent, FunctionComponent>();

function guarded(type: ElementType): ElementType {
  if (typeof type !== 'function') return type;
  const component = type as FunctionComponent;
  if (component.prototype?.isReactComponent) return type; // a class: React calls its render itself
  let wrapper = wrapped.get(component);
  if (!wrapper) {
    const name = component.displayName || component.name || 'anonymous component';
    wrapper = (props: unknown) => {
      try {
        return component(props);
      } catch (error) {
        if (error instanceof Error && !('component' in error)) Object.assign(error, { component: name });
        throw error;
      }
    };
    wrapper.displayName = name;
    wrapped.set(component, wrapper);
  }
  return wrapper as ElementType;
}

export function jsx(type: ElementType, props: unknown, key?: string): unknown {
  return reactJsx(guarded(type), props as never, key);
}

export function jsxs(type: ElementType, props: unknown, key?: string): unknown {
  return reactJsxs(guarded(type), props as never, key);
}
