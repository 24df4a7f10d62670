import type { SidebarCategory, SidebarItem } from '../../shared/model/navigation.js';
import { format, plural } from '../../shared/i18n/format.js';
import { useLocale } from '../useLocale.js';
import { useStrings } from '../useStrings.js';
import { routeHref, withBase } from '../../shared/url.js';
import { MethodBadge } from './MethodBadge.js';
import { trailIndex } from './sidebar-route.js';
import { listWindow } from './sidebar-window.js';

interface TreeProps {
  items: readonly SidebarItem[];
  currentPath: string;
  baseUrl: string;
  expanded: Set<string>;
  /** Absent on the server: the toggles still render, and the client's first click is replayed after hydration. */
  onToggle?: (key: string) => void;
  /** Long lists show only the entries around the current page (sidebar-window.ts), the rest behind a button. */
  windowed?: boolean;
  /** A "show more" button was chosen: the whole tree is wanted, focus going to the entry of `key` (the first revealed). */
  onShowAll?: (key: string) => void;
  /** The entry to focus once it is in the page: the first one a "show more" button revealed. */
  focusKey?: string;
  prefix?: string;
  level?: number;
  /** The keys of the entries leading to the current page (sidebar-route.ts trailTo), found once for the whole tree. */
  trail: ReadonlySet<string>;
}

/**
 * The sidebar's list. Collapsed categories render no children, and a windowed long list only the entries around the
 * current page, so a page's HTML holds its open branch within a fixed budget whatever the size of its folder.
 */
export function SidebarTree(props: TreeProps) {
  const { items, prefix = '', ...tree } = props;
  const { currentPath, baseUrl, windowed, onShowAll, focusKey, trail } = tree;
  const shown = windowed ? listWindow(items, trailIndex(trail, prefix)) : { start: 0, end: items.length };
  return (
    <ul className={`dg-menu dg-menu--level-${tree.level ?? 1}`}>
      {shown.start > 0 ? <MoreRow key="earlier" count={shown.start} earlier onShow={() => onShowAll?.(`${prefix}0`)} /> : null}
      {items.slice(shown.start, shown.end).map((item, offset) => {
        const index = shown.start + offset;
        const key = `${prefix}${index}`;
        // The client moves focus into this entry once it is in the page (client/islands/useSidebarReveal.ts).
        const focusMark = key === focusKey ? true : undefined;
        if (item.type !== 'category') {
          const current = item.href === currentPath;
          return (
            <li key={key} className="dg-menu__item" data-reveal-focus={focusMark}>
              <a
                className={current ? 'dg-menu__link dg-menu__link--active' : 'dg-menu__link'}
                href={item.type === 'link' ? withBase(baseUrl, item.href) : routeHref(baseUrl, item.href)}
                aria-current={current ? 'page' : undefined}
              >
                {item.type === 'doc' && item.badge ? <MethodBadge method={item.badge} /> : null}
                {item.label}
                {item.note ? <span className="dg-menu__note">{item.note}</span> : null}
              </a>
            </li>
          );
        }
        return <Category key={key} item={item} itemKey={key} open={tree.expanded.has(key)} focusMark={focusMark} {...tree} />;
      })}
      {shown.end < items.length ? (
        <MoreRow key="later" count={items.length - shown.end} onShow={() => onShowAll?.(`${prefix}${shown.end}`)} />
      ) : null}
    </ul>
  );
}

/** The entries a windowed list leaves out on one side, as a button that shows the whole sidebar. */
function MoreRow({ count, earlier = false, onShow }: { count: number; earlier?: boolean; onShow: () => void }) {
  const strings = useStrings();
  const locale = useLocale();
  return (
    <li className="dg-menu__item dg-menu__more">
      <button type="button" className="dg-menu__more-button" onClick={onShow}>
        {plural(locale, earlier ? strings.sidebar.showEarlier : strings.sidebar.showLater, count)}
      </button>
    </li>
  );
}

interface CategoryProps extends Omit<TreeProps, 'items' | 'prefix'> {
  item: SidebarCategory;
  itemKey: string;
  open: boolean;
  focusMark?: true;
}

function Category({ item, itemKey, open, focusMark, ...tree }: CategoryProps) {
  const { currentPath, baseUrl, onToggle, level = 1, trail } = tree;
  const strings = useStrings();
  const current = item.href === currentPath;
  const active = trail.has(itemKey);
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
    </button>
  );
  return (
    <li
      data-reveal-focus={focusMark}
      className={`dg-menu__item dg-menu__category${open ? ' dg-menu__category--open' : ''}${active ? ' dg-menu__category--active' : ''}`}
    >
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
          <SidebarTree {...tree} items={item.items} prefix={`${itemKey}.`} level={level + 1} />
        </div>
      ) : null}
    </li>
  );
}
