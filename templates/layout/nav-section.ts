/** True when the page is in the navbar item's section (its route or below it): the navbar and the drawer mark it. */
export function inSection(itemHref: string, currentPath: string): boolean {
  return itemHref === currentPath || (itemHref !== '/' && currentPath.startsWith(`${itemHref}/`));
}
