import { useLocation } from './useLocation.js';

/** react-router's `useHistory` (from `@docusaurus/router`): the location; moving does nothing at build time. */
export function useHistory(): {
  location: ReturnType<typeof useLocation>;
  push: () => void;
  replace: () => void;
  listen: () => () => void;
} {
  const location = useLocation();
  const stay = (): void => undefined;
  return { location, push: stay, replace: stay, listen: () => stay };
}
