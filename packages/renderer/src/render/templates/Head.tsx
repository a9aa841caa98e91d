import { announcementInlineScript } from '@portal/client/announcement.ts';
import { CLIENT_TEMPLATE_ID, clientLoaderInlineScript } from '@portal/client/client-loader.ts';
import { colorModeInlineScript } from '@portal/client/color-mode.ts';
import type { PortalConfig } from '../../config/schema.ts';
import type { PageData } from '../../site/types.ts';
import { breadcrumbJsonLd } from './Breadcrumbs.tsx';
import { hasTwin, twinRoute } from '../../site/urls.ts';
import { absoluteUrl } from '../../url.ts';
import { contentType } from '../../output/content-types.ts';

/** The media type of an icon, as `portal serve` sends it; none for a kind the table does not know. */
function iconType(href: string): string | undefined {
  const type = contentType(href);
  return type === 'application/octet-stream' ? undefined : type;
}

/** The asset URLs a page links to (content-hashed). */
export interface PageAssets {
  css: string;
  js: string;
  /** Chunks the entry imports, preloaded so they download in parallel. */
  preload: string[];
  /** Per island: its module and chunks, preloaded on the pages that have the island. */
  islands: Record<string, string[]>;
  /** Per sidebar with collapsed categories: the site path of its items file (render/sidebar-items-file.tsx); none in watch mode. */
  sidebarItems?: Record<string, string>;
}

/** `{page} | {site title}`, or the site title alone when they are the same. */
export function documentTitle(page: Pick<PageData, 'title' | 'documentTitle'>, config: PortalConfig): string {
  if (page.documentTitle) return page.documentTitle;
  return page.title === config.title ? config.title : `${page.title} | ${config.title}`;
}

export function Head(props: { page: PageData; config: PortalConfig; assets: PageAssets }) {
  const { page, config, assets } = props;
  const title = documentTitle(page, config);
  const url = absoluteUrl(page.route, config);
  const colorMode = { defaultMode: config.colorMode.defaultMode, respectPrefersColorScheme: config.colorMode.respectPrefersColorScheme };
  return (
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{title}</title>
      {page.description ? <meta name="description" content={page.description} /> : null}
      {page.keywords?.length ? <meta name="keywords" content={page.keywords.join(', ')} /> : null}
      {page.noindex ? <meta name="robots" content="noindex, nofollow" /> : null}
      {page.kind === 'not-found' ? null : <link rel="canonical" href={url} />}
      {hasTwin(page) ? <link rel="alternate" type="text/markdown" href={twinRoute(page.route)} /> : null}
      <meta property="og:type" content={page.kind === 'doc' || page.kind === 'changelog' ? 'article' : 'website'} />
      {page.kind === 'changelog' && page.post.image ? <meta property="og:image" content={absoluteUrl(page.post.image, config)} /> : null}
      <meta property="og:site_name" content={config.title} />
      <meta property="og:title" content={title} />
      {page.description ? <meta property="og:description" content={page.description} /> : null}
      {page.kind === 'not-found' ? null : <meta property="og:url" content={url} />}
      <meta property="og:locale" content="en_US" />
      <meta name="twitter:card" content="summary" />
      <meta name="color-scheme" content="light dark" />
      <script dangerouslySetInnerHTML={{ __html: `${colorModeInlineScript(colorMode)};document.documentElement.setAttribute('data-js','')` }} />
      {config.announcementBar ? <script dangerouslySetInnerHTML={{ __html: announcementInlineScript(config.announcementBar.id) }} /> : null}
      {'feeds' in page ? <link rel="alternate" type="application/rss+xml" href={page.feeds.rss} title={`${config.title} changelog RSS feed`} /> : null}
      {'feeds' in page ? <link rel="alternate" type="application/atom+xml" href={page.feeds.atom} title={`${config.title} changelog Atom feed`} /> : null}
      <link rel="icon" href={config.favicon ?? '/favicon.svg'} type={iconType(config.favicon ?? '/favicon.svg')} />
      {/* Before the stylesheet: an inline script after it would hold the parser until the stylesheet has loaded. */}
      <script dangerouslySetInnerHTML={{ __html: clientLoaderInlineScript }} />
      <link rel="stylesheet" href={assets.css} />
      {page.breadcrumbs.length > 1 ? (
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: breadcrumbJsonLd(page.breadcrumbs, url, config.url) }} />
      ) : null}
      {/* The client, started after the first paint (client-loader.ts); the page's island preloads are spliced in at CLIENT_END. */}
      <template id={CLIENT_TEMPLATE_ID}>
        <script type="module" src={assets.js} />
        {assets.preload.map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
      </template>
    </head>
  );
}
