import type { SidebarCategory, SidebarItem } from '../../shared/model/navigation.js';
import { format } from '../../shared/i18n/format.js';
import { useStrings } from '../useStrings.js';
import { routeHref, withBase } from '../../shared/url.js';
import { ChevronIcon } from './icons.js';
import { MethodBadge } from './MethodBadge.js';

/** True when the route is this item or inside it: such categories start open and are marked. */
export function containsRoute(item: SidebarItem, route: string): boolean {
  if (item.href === route) return true;
  return item.type === 'category' && item.items.some((child) => containsRoute(child, route));
}

/** Keys of the categories open at first render: those holding the current page, or configured open. */
/** The keys of the categories that hold `route`: they open when it becomes the current page. */
export function categoriesHolding(items: SidebarItem[], route: string, prefix = ''): string[] {
  return items.flatMap((item, index) =>
    item.type === 'category' && containsRoute(item, route)
      ? [`${prefix}${index}`, ...categoriesHolding(item.items, route, `${prefix}${index}.`)]
      : [],
  );
}

export function initiallyExpanded(items: SidebarItem[], route: string, prefix = ''): Set<string> {
  const open = new Set<string>();
  items.forEach((item, index) => {
    if (item.type !== 'category') return;
    const key = `${prefix}${index}`;
    if (!item.collapsed || containsRoute(item, route)) open.add(key);
    for (const inner of initiallyExpanded(item.items, route, `${key}.`)) open.add(inner);
  });
  return open;
}

interface TreeProps {
  items: SidebarItem[];
  currentPath: string;
  baseUrl: string;
  expanded: Set<string>;
  /** Absent on the server: the toggles still render, and the client's first click is replayed after hydration. */
  onToggle?: (key: string) => void;
  prefix?: string;
  level?: number;
}

/** The sidebar's list. Collapsed categories render no children, so a page's HTML holds only its open branch. */
export function SidebarTree({ items, currentPath, baseUrl, expanded, onToggle, prefix = '', level = 1 }: TreeProps) {
  return (
    <ul className={`dg-menu dg-menu--level-${level}`}>
      {items.map((item, index) => {
        const key = `${prefix}${index}`;
        if (item.type !== 'category') {
          const current = item.href === currentPath;
          return (
            <li key={key} className="dg-menu__item">
              <a
                className={current ? 'dg-menu__link dg-menu__link--active' : 'dg-menu__link'}
                href={item.type === 'link' ? withBase(baseUrl, item.href) : routeHref(baseUrl, item.href)}
                aria-current={current ? 'page' : undefined}
              >
                {item.type === 'doc' && item.badge ? <MethodBadge method={item.badge} /> : null}
                {item.label}
              </a>
            </li>
          );
        }
        return (
          <Category key={key} item={item} itemKey={key} open={expanded.has(key)} {...{ currentPath, baseUrl, expanded, onToggle, level }} />
        );
      })}
    </ul>
  );
}

interface CategoryProps extends Omit<TreeProps, 'items' | 'prefix'> {
  item: SidebarCategory;
  itemKey: string;
  open: boolean;
}

function Category({ item, itemKey, open, currentPath, baseUrl, expanded, onToggle, level = 1 }: CategoryProps) {
  const strings = useStrings();
  const current = item.href === currentPath;
  const active = containsRoute(item, currentPath);
  const listId = `dg-cat-${itemKey.replace(/\./g, '-')}`;
  const toggle = (
    <button
      type="button"
      className="dg-menu__caret"
      aria-expanded={open}
      aria-controls={open ? listId : undefined}
      aria-label={
        item.href ? format(open ? strings.sidebar.collapseCategory : strings.sidebar.expandCategory, { label: item.label }) : undefined
      }
      onClick={() => onToggle?.(itemKey)}
    >
      {item.href ? null : <span className="dg-menu__caret-label">{item.label}</span>}
      <ChevronIcon />
    </button>
  );
  return (
    <li className={`dg-menu__item dg-menu__category${open ? ' dg-menu__category--open' : ''}${active ? ' dg-menu__category--active' : ''}`}>
      <div className="dg-menu__category-row">
        {item.href ? (
          <a
            className={current ? 'dg-menu__link dg-menu__link--active' : 'dg-menu__link'}
            href={routeHref(baseUrl, item.href)}
            aria-current={current ? 'page' : undefined}
          >
            {item.label}
          </a>
        ) : null}
        {toggle}
      </div>
      {open ? (
        <div id={listId}>
          <SidebarTree items={item.items} prefix={`${itemKey}.`} level={level + 1} {...{ currentPath, baseUrl, expanded, onToggle }} />
        </div>
      ) : null}
    </li>
  );
}
