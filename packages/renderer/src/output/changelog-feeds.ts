import { Feed } from 'feed';
import type { PortalConfig } from '../config/schema.ts';
import { absoluteUrl } from '../url.ts';
import type { ChangelogSite } from '../site/types.ts';

const day = (date: string) => new Date(`${date}T00:00:00Z`);

/**
 * The changelog's RSS 2.0 and Atom 1.0 feeds (output-relative path → XML), made with `feed`.
 * Deterministic: the feed's date is the newest post's, never the build's time.
 */
export function changelogFeeds(changelog: ChangelogSite, config: PortalConfig): Map<string, string> {
  const url = (route: string) => absoluteUrl(route, config);
  const rss = `${changelog.route}/rss.xml`;
  const atom = `${changelog.route}/atom.xml`;
  const newest = changelog.posts[0];
  const feed = new Feed({
    id: url(changelog.route),
    title: `${config.title} ${changelog.title}`,
    description: changelog.description,
    link: url(changelog.route),
    language: 'en',
    favicon: url(config.favicon ?? '/favicon.svg'),
    copyright: config.footer.copyright,
    updated: day(newest?.date ?? '1970-01-01'),
    generator: 'portal',
    feedLinks: { rss: url(rss), atom: url(atom) },
  });
  for (const post of changelog.posts) {
    feed.addItem({
      title: post.title,
      id: url(post.route),
      link: url(post.route),
      date: day(post.date),
      description: post.description,
      author: post.authors.map((a) => ({ name: a.name, link: a.url })),
      category: post.tags.map((t) => ({ name: t.label, term: t.label })),
      image: post.image ? url(post.image) : undefined,
    });
  }
  return new Map([
    [rss.slice(1), feed.rss2()],
    [atom.slice(1), feed.atom1()],
  ]);
}
