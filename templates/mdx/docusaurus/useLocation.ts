import { useMdxServices } from '../useMdxServices.js';

/** react-router's `useLocation` (from `@docusaurus/router`): the page's own address as the server renders it. */
export function useLocation(): { pathname: string; search: string; hash: string; state: undefined; key: string } {
  const { baseUrl, route = '/' } = useMdxServices();
  const pathname = route === '/' ? baseUrl : `${baseUrl.replace(/\/$/, '')}${route}`;
  return { pathname, search: '', hash: '', state: undefined, key: 'default' };
}
