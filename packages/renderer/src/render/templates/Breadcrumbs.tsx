import { scriptJson } from '@portal/client/script-json.ts';
import type { Crumb } from '../../site/types.ts';

/** schema.org BreadcrumbList for search engines; the last crumb (the page) uses the page URL. */
export function breadcrumbJsonLd(crumbs: readonly Crumb[], pageUrl: string, siteUrl: string): string {
  return scriptJson({
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    // A crumb without a page of its own (a category without a link) has no URL to list.
    itemListElement: crumbs
      .filter((crumb, i) => crumb.href || i === crumbs.length - 1)
      .map((crumb, i, listed) => ({
        '@type': 'ListItem',
        position: i + 1,
        name: crumb.label,
        item: crumb.href && i < listed.length - 1 ? new URL(crumb.href, siteUrl).href : pageUrl,
      })),
  });
}

export function Breadcrumbs(props: { crumbs: readonly Crumb[] }) {
  if (props.crumbs.length === 0) return null;
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumbs">
      <ol>
        {props.crumbs.map((crumb, i) => {
          const last = i === props.crumbs.length - 1;
          const home = i === 0 && crumb.href === '/';
          return (
            <li key={`${i}-${crumb.label}`} className={last ? 'breadcrumb-current' : undefined}>
              {last ? (
                <span aria-current="page">{crumb.label}</span>
              ) : crumb.href ? (
                <a href={crumb.href} aria-label={home ? 'Home page' : undefined}>
                  {home ? (
                    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
                      <path
                        fill="currentColor"
                        d="M10 19v-5h4v5c0 .55.45 1 1 1h3c.55 0 1-.45 1-1v-7h1.7c.46 0 .68-.57.33-.87L12.67 3.6a1 1 0 0 0-1.34 0l-8.36 7.53c-.34.3-.13.87.33.87H5v7c0 .55.45 1 1 1h3c.55 0 1-.45 1-1Z"
                      />
                    </svg>
                  ) : (
                    crumb.label
                  )}
                </a>
              ) : (
                <span>{crumb.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
