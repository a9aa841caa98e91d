import type { SidebarCategory, SidebarItem } from '../../site/sidebar.ts';
import { Island } from './Island.tsx';

/**
 * Inner HTML of categories that do not hold the current page, by their list id, prerendered by the
 * render context (render/sidebar-fragments.tsx). Such a category renders the same on every page, so
 * a large sidebar is rendered once per build, not per page.
 */
export type SidebarFragments = ReadonlyMap<string, string>;

interface ItemProps {
  route: string;
  /** Ids of the category lists must be unique on the page: the path of indexes makes them so. */
  path: string;
  fragments?: SidebarFragments;
  /**
   * The lists of collapsed categories are left empty (`data-lazy`): their items are in the sidebar's
   * items file (render/sidebar-items-file.tsx), which the client loads when one is opened.
   */
  lazy?: boolean;
}

/** Does this category hold the current page (then it renders expanded whatever its default)? */
function containsRoute(category: SidebarCategory, route: string): boolean {
  return category.items.some((i) => (i.type !== 'html' && i.href === route) || (i.type === 'category' && containsRoute(i, route)));
}

/**
 * Is this category's list left empty on the pages outside it, with the sidebar's items file holding it
 * (render/sidebar-items-file.tsx)? Collapsed ones, but for a large API sidebar's lazy tag groups, which
 * show their link alone.
 */
export function listInItemsFile(item: SidebarCategory): boolean {
  return item.collapsible && item.collapsed && !(item.lazy && item.href);
}

/** A category's row and list, without its `<li>`: what a fragment holds. */
export function CategoryInner(props: ItemProps & { item: SidebarCategory; listId: string; expanded: boolean; current: boolean }) {
  const { item, listId, expanded, current } = props;
  if (item.lazy && item.href && !expanded) {
    return (
      <div className="sidebar-category-row">
        <a className="sidebar-link" href={item.href}>
          {item.label}
        </a>
      </div>
    );
  }
  return (
    <>
      <div className="sidebar-category-row">
        {item.href ? (
          <a className="sidebar-link" href={item.href} aria-current={current ? 'page' : undefined}>
            {item.label}
          </a>
        ) : null}
        {item.collapsible ? (
          <Island
            name="CategoryToggle"
            as="span"
            className={item.href ? 'sidebar-caret-island' : 'sidebar-label-island'}
            props={{ label: item.label, listId, expanded, showLabel: !item.href }}
          />
        ) : item.href ? null : (
          <span className="sidebar-link">{item.label}</span>
        )}
      </div>
      {props.lazy && !expanded && listInItemsFile(item) ? (
        <ul className="sidebar-list" id={listId} hidden data-lazy="" />
      ) : (
        <ul className="sidebar-list" id={listId} hidden={!expanded}>
          <SidebarItems items={item.items} route={props.route} path={props.path} fragments={props.fragments} lazy={props.lazy} />
        </ul>
      )}
    </>
  );
}

function Category(props: ItemProps & { item: SidebarCategory }) {
  const { item, route } = props;
  const listId = `sidebar-${props.path}`;
  const holdsPage = item.href === route || containsRoute(item, route);
  const expanded = !item.collapsed || !item.collapsible || holdsPage;
  const current = item.href === route;
  const className = `sidebar-category${current ? ' sidebar-active' : ''}${item.className ? ` ${item.className}` : ''}`;
  const html = holdsPage ? undefined : props.fragments?.get(listId);
  if (html !== undefined) return <li className={className} dangerouslySetInnerHTML={{ __html: html }} />;
  return (
    <li className={className}>
      <CategoryInner {...props} listId={listId} expanded={expanded} current={current} />
    </li>
  );
}

/** The items of a sidebar or category list. */
export function SidebarItems(props: ItemProps & { items: readonly SidebarItem[] }) {
  return (
    <>
      {props.items.map((item, i) => {
        const path = `${props.path}-${i}`;
        if (item.type === 'category') return <Category key={path} item={item} route={props.route} path={path} fragments={props.fragments} lazy={props.lazy} />;
        if (item.type === 'html')
          return <li key={path} className={['sidebar-html', item.className].filter(Boolean).join(' ')} dangerouslySetInnerHTML={{ __html: item.value }} />;
        if (item.unlisted) return null;
        const current = item.href === props.route;
        return (
          <li key={path} className={[current ? 'sidebar-active' : '', item.className ?? ''].filter(Boolean).join(' ') || undefined}>
            <a href={item.href} aria-current={current ? 'page' : undefined}>
              {item.method ? (
                <>
                  <span className={`method-badge method-${item.method.toLowerCase()}`}>{item.method.toUpperCase()}</span>
                  <span className={item.deprecated ? 'deprecated' : undefined}>{item.label}</span>
                </>
              ) : (
                item.label
              )}
            </a>
          </li>
        );
      })}
    </>
  );
}

/**
 * A sidebar as links and collapsible categories; with JavaScript off every open category shows. With
 * `itemsUrl` (the sidebar's items file), collapsed categories' lists are filled when they are opened.
 */
export function Sidebar(props: { items: readonly SidebarItem[]; route: string; label: string; id: string; fragments?: SidebarFragments; itemsUrl?: string }) {
  return (
    <nav className="sidebar" aria-label={props.label} id={props.id} data-items={props.itemsUrl}>
      <ul className="sidebar-list sidebar-root">
        <SidebarItems items={props.items} route={props.route} path={props.id} fragments={props.fragments} lazy={props.itemsUrl !== undefined} />
      </ul>
    </nav>
  );
}
