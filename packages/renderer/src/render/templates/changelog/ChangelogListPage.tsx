import type { ChangelogListing } from '../../../site/types.ts';
import { formatPostDate, PostMeta, PostTags } from './PostMeta.tsx';

/** One post on a list page: its title as a link, its meta, its excerpt and a "Read more" link when it was cut. */
function PostSummary(props: { post: ChangelogListing['posts'][number]; html: string }) {
  const { post } = props;
  return (
    <article className="post-summary">
      <header>
        <h2>
          <a href={post.route}>{post.title}</a>
        </h2>
        <PostMeta post={post} />
      </header>
      <div className="markdown" dangerouslySetInnerHTML={{ __html: props.html }} />
      <footer className="post-summary-footer">
        <PostTags post={post} />
        {post.excerpt !== undefined ? (
          // The post's title is part of the link's text (hidden visually), not only of an aria-label: a
          // link read as plain "Read more" says nothing about its target (Lighthouse's link-text, crawlers).
          <a className="post-read-more" href={post.route}>
            Read more<span className="sr-only">{` about ${post.title}`}</span>
          </a>
        ) : null}
      </footer>
    </article>
  );
}

function ListPagination(props: { pagination: NonNullable<ChangelogListing['pagination']> }) {
  const { pagination } = props;
  return (
    <nav className="pagination" aria-label="Changelog list pages">
      {pagination.newer ? (
        <a className="pagination-link pagination-prev" href={pagination.newer} rel="prev">
          <span className="pagination-label">« Newer entries</span>
        </a>
      ) : (
        <span />
      )}
      {pagination.older ? (
        <a className="pagination-link pagination-next" href={pagination.older} rel="next">
          <span className="pagination-label">Older entries »</span>
        </a>
      ) : null}
    </nav>
  );
}

/** The changelog's list, a tag's posts, all tags, or the archive; `html` holds each listed post's excerpt. */
export function ChangelogListPage(props: { page: ChangelogListing; html: string[] }) {
  const { page } = props;
  return (
    <>
      <header className="changelog-header">
        <h1>{page.title}</h1>
        {page.intro ? <p className="changelog-intro">{page.intro}</p> : null}
        {page.view === 'list' ? (
          <p className="changelog-feeds">
            <a href="/changelog/archive">Archive</a>
            {' · '}
            <a href="/changelog/tags">Tags</a>
            {' · '}
            <a href={page.feeds.rss}>RSS feed</a>
            {' · '}
            <a href={page.feeds.atom}>Atom feed</a>
          </p>
        ) : null}
        {page.view === 'tag' ? (
          <p className="changelog-feeds">
            <a href="/changelog/tags">View all tags</a>
          </p>
        ) : null}
      </header>
      {page.posts.map((post, i) => (
        <PostSummary key={post.route} post={post} html={props.html[i] ?? ''} />
      ))}
      {page.view === 'tags' ? (
        <ul className="changelog-tag-list">
          {page.tags.map((tag) => (
            <li key={tag.route}>
              <a className="post-tag" href={tag.route}>
                {tag.label} <span className="post-tag-count">{tag.count}</span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {page.view === 'archive'
        ? page.archive.map((group) => (
            <section key={group.year} className="changelog-archive-year" aria-labelledby={`archive-${group.year}`}>
              <h2 id={`archive-${group.year}`}>{group.year}</h2>
              <ul>
                {group.posts.map((post) => (
                  <li key={post.href}>
                    <a href={post.href}>{post.label}</a>
                  </li>
                ))}
              </ul>
            </section>
          ))
        : null}
      {page.pagination ? <ListPagination pagination={page.pagination} /> : null}
    </>
  );
}

export { formatPostDate };
