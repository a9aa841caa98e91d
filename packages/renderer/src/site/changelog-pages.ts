import type { PortalConfig } from '../config/schema.ts';
import type { ChangelogListing, ChangelogPageData, ChangelogSidebar, ChangelogSite, Crumb, NavLink, SidebarYear, TagCount } from './types.ts';
import type { ChangelogPost, ChangelogSource } from '../changelog/types.ts';

/** The changelog's route; fixed by DESIGN.md. */
export const CHANGELOG_ROUTE = '/changelog';

/** Posts by year (newest year first), each year's posts in the given order. */
export function groupByYear(posts: readonly ChangelogPost[]): SidebarYear[] {
  const years: SidebarYear[] = [];
  for (const post of posts) {
    const year = post.date.slice(0, 4);
    let group = years.at(-1);
    if (group?.year !== year) years.push((group = { year, posts: [] }));
    group.posts.push({ label: post.title, href: post.route });
  }
  return years;
}

/** `/changelog`, `/changelog/page/2`, … for page `n` (1-based) of a list at `base`. */
function pageRoute(base: string, n: number): string {
  return n === 1 ? base : `${base}/page/${n}`;
}

type Shared = Pick<ChangelogListing, 'blogSidebar' | 'feeds' | 'noindex' | 'sidebar' | 'keywords'>;

/** A list paginated at `perPage`: one listing per page, linked newer/older. */
function paginate(args: {
  base: string;
  posts: ChangelogPost[];
  perPage: number;
  make: (n: number) => Omit<ChangelogListing, 'route' | 'posts' | 'pagination'>;
}): ChangelogListing[] {
  const pages = Math.max(1, Math.ceil(args.posts.length / args.perPage));
  return Array.from({ length: pages }, (_, i) => {
    const n = i + 1;
    return {
      ...args.make(n),
      route: pageRoute(args.base, n),
      posts: args.posts.slice(i * args.perPage, n * args.perPage),
      pagination:
        pages > 1
          ? { page: n, pages, newer: n > 1 ? pageRoute(args.base, n - 1) : undefined, older: n < pages ? pageRoute(args.base, n + 1) : undefined }
          : undefined,
    };
  });
}

/** Tags of the listed posts with their counts, by label. */
function tagCounts(posts: readonly ChangelogPost[]): TagCount[] {
  const byRoute = new Map<string, TagCount>();
  for (const post of posts) {
    for (const tag of post.tags) {
      const known = byRoute.get(tag.route);
      if (known) known.count++;
      else byRoute.set(tag.route, { label: tag.label, route: tag.route, count: 1 });
    }
  }
  return [...byRoute.values()].sort((a, b) => a.label.localeCompare(b.label, 'en') || (a.route < b.route ? -1 : 1));
}

/**
 * Every page of the changelog (DESIGN.md's routes): the paginated list, one page per post, a page
 * per tag, the tags and the archive; drafts only in watch mode, unlisted posts only on their own page.
 */
export function buildChangelogPages(options: { source: ChangelogSource; config: PortalConfig; includeDrafts: boolean }): {
  pages: (ChangelogPageData | ChangelogListing)[];
  site: ChangelogSite;
} {
  const { config } = options;
  const settings = config.changelog;
  const base = CHANGELOG_ROUTE;
  const posts = options.source.posts.filter((p) => options.includeDrafts || !p.draft);
  const listed = posts.filter((p) => !p.unlisted && !p.draft);
  const blogSidebar: ChangelogSidebar = { title: 'Recent posts', years: groupByYear(listed.slice(0, settings.recentPosts)) };
  const shared: Shared = { blogSidebar, feeds: { rss: `${base}/rss.xml`, atom: `${base}/atom.xml` }, noindex: false, sidebar: undefined, keywords: undefined };
  const home: Crumb = { label: 'Home', href: '/' };
  const changelogCrumb: Crumb = { label: settings.title, href: base };
  const listing = (
    fields: Pick<ChangelogListing, 'view' | 'title' | 'source'> & Partial<ChangelogListing>,
  ): Omit<ChangelogListing, 'route' | 'posts' | 'pagination'> => ({
    ...shared,
    kind: 'changelog-list',
    breadcrumbs: [home, ...(fields.view === 'list' ? [] : [changelogCrumb]), { label: fields.title }],
    tags: [],
    archive: [],
    ...fields,
  });

  const pages: (ChangelogPageData | ChangelogListing)[] = [];
  pages.push(
    ...paginate({
      base,
      posts: listed,
      perPage: settings.postsPerPage,
      make: (n) =>
        listing({
          view: 'list',
          title: n === 1 ? settings.title : `${settings.title}: page ${n}`,
          description: settings.description,
          intro: settings.description,
          source: options.source.displayDir,
        }),
    }),
  );
  const link = (post: ChangelogPost | undefined): NavLink | undefined => post && { label: post.title, href: post.route };
  for (const post of posts) {
    const at = listed.indexOf(post);
    pages.push({
      ...shared,
      kind: 'changelog',
      route: post.route,
      title: post.title,
      description: post.description,
      keywords: post.keywords,
      noindex: post.unlisted || post.draft,
      breadcrumbs: [home, changelogCrumb, { label: post.title }],
      prev: at === -1 ? undefined : link(listed[at - 1]),
      next: at === -1 ? undefined : link(listed[at + 1]),
      source: post.displayPath,
      post,
      toc: post.hideTableOfContents
        ? undefined
        : { min: post.toc.min ?? config.tableOfContents.minHeadingLevel, max: post.toc.max ?? config.tableOfContents.maxHeadingLevel },
    });
  }
  const tags = tagCounts(listed);
  for (const tag of tags) {
    const tagged = listed.filter((p) => p.tags.some((t) => t.route === tag.route));
    const description = listed.flatMap((p) => p.tags).find((t) => t.route === tag.route && t.description)?.description;
    pages.push(
      ...paginate({
        base: tag.route,
        posts: tagged,
        perPage: settings.postsPerPage,
        make: () =>
          listing({
            view: 'tag',
            title: `${tag.count} ${tag.count === 1 ? 'post' : 'posts'} tagged with "${tag.label}"`,
            description,
            intro: description,
            source: options.source.displayDir,
          }),
      }),
    );
  }
  pages.push({ ...listing({ view: 'tags', title: 'Tags', source: options.source.displayDir, tags }), route: `${base}/tags`, posts: [] });
  pages.push({
    ...listing({
      view: 'archive',
      title: 'Archive',
      description: `Every ${settings.title.toLowerCase()} post`,
      source: options.source.displayDir,
      archive: groupByYear(listed),
    }),
    route: `${base}/archive`,
    posts: [],
  });
  return { pages, site: { route: base, title: settings.title, description: settings.description, posts: listed } };
}
