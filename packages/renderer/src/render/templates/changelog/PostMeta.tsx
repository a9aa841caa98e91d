import type { ChangelogPost } from '../../../changelog/types.ts';

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** `2025-03-01` → `March 1, 2025` (the day as written, whatever the build machine's time zone). */
export function formatPostDate(date: string): string {
  return DATE_FORMAT.format(new Date(`${date}T00:00:00Z`));
}

/** A post's date, reading time and authors, under its title. */
export function PostMeta(props: { post: ChangelogPost }) {
  const { post } = props;
  return (
    <div className="post-meta">
      <p className="post-date">
        <time dateTime={post.date}>{formatPostDate(post.date)}</time>
        {` · ${post.readingMinutes} min read`}
      </p>
      {post.authors.length ? (
        <ul className="post-authors" aria-label="Authors">
          {post.authors.map((author) => (
            <li key={author.name} className="post-author">
              {author.imageUrl ? <img className="post-author-image" src={author.imageUrl} alt="" width="32" height="32" /> : null}
              <span>
                {author.url ? <a href={author.url}>{author.name}</a> : <span className="post-author-name">{author.name}</span>}
                {author.title ? <span className="post-author-title">{author.title}</span> : null}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** A post's tags as links to the tag pages. */
export function PostTags(props: { post: ChangelogPost }) {
  if (!props.post.tags.length) return null;
  return (
    <div className="post-tags">
      <span className="post-tags-label">Tags:</span>
      <ul aria-label="Tags">
        {props.post.tags.map((tag) => (
          <li key={tag.route}>
            <a className="post-tag" href={tag.route}>
              {tag.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
