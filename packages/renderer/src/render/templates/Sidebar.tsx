import type { SidebarCategory, SidebarItem } from '../../site/sidebar.ts';
import { Island } from './Island.tsx';

interface ItemProps {
  route: string;
  /** Ids of the category lists must be unique on the page: the path of indexes makes them so. */
  path: string;
}

/** Does this category hold the current page (then it renders expanded whatever its default)? */
function containsRoute(category: SidebarCategory, route: string): boolean {
  return category.items.some((i) => i.href === route || (i.type === 'category' && containsRoute(i, route)));
}

function Category(props: ItemProps & { item: SidebarCategory }) {
  const { item, route } = props;
  const listId = `sidebar-${props.path}`;
  const expanded = !item.collapsed || !item.collapsible || containsRoute(item, route);
  const current = item.href === route;
  return (
    <li className={`sidebar-category${current ? ' sidebar-active' : ''}`}>
      <div className="sidebar-category-row">
        {item.href ? (
          <a className="sidebar-link" href={item.href} aria-current={current ? 'page' : undefined}>
            {item.label}
          </a>
        ) : null}
        {item.collapsible ? (
          <Island name="CategoryToggle" as="span" className={item.href ? 'sidebar-caret-island' : 'sidebar-label-island'} props={{ label: item.label, listId, expanded, showLabel: !item.href }} />
        ) : item.href ? null : (
          <span className="sidebar-link">{item.label}</span>
        )}
      </div>
      <ul className="sidebar-list" id={listId} hidden={!expanded}>
        <SidebarItems items={item.items} route={route} path={props.path} />
      </ul>
    </li>
  );
}

function SidebarItems(props: ItemProps & { items: readonly SidebarItem[] }) {
  return (
    <>
      {props.items.map((item, i) => {
        const path = `${props.path}-${i}`;
        if (item.type === 'category') return <Category key={path} item={item} route={props.route} path={path} />;
        if (item.unlisted) return null;
        const current = item.href === props.route;
        return (
          <li key={path} className={`sidebar-item${current ? ' sidebar-active' : ''}`}>
            <a className="sidebar-link" href={item.href} aria-current={current ? 'page' : undefined}>
              {item.method ? <span className={`method-badge method-${item.method.toLowerCase()}`}>{item.method.toUpperCase()}</span> : null}
              <span className={item.deprecated ? 'deprecated' : undefined}>{item.label}</span>
            </a>
          </li>
        );
      })}
    </>
  );
}

/** A sidebar as links and collapsible categories; with JavaScript off every category is open. */
export function Sidebar(props: { items: readonly SidebarItem[]; route: string; label: string; id: string }) {
  return (
    <nav className="sidebar" aria-label={props.label} id={props.id}>
      <ul className="sidebar-list sidebar-root">
        <SidebarItems items={props.items} route={props.route} path={props.id} />
      </ul>
    </nav>
  );
}
