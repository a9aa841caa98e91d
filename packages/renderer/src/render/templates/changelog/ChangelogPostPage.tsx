import type { ChangelogPageData } from '../../../site/types.ts';
import { PostMeta, PostTags } from './PostMeta.tsx';

/** Why a post is not listed, said on the post itself. */
function StatusBanner(props: { page: ChangelogPageData }) {
  const { post } = props.page;
  if (!post.draft && !post.unlisted) return null;
  return (
    <div className="admonition admonition-warning page-banner" role="note">
      <p className="admonition-heading">{post.draft ? 'Draft post' : 'Unlisted post'}</p>
      <div className="admonition-content">
        <p>
          {post.draft
            ? 'This post is a draft. It is only visible in watch mode and is left out of the production build.'
            : 'This post is unlisted. Search engines will not index it, and only users having a direct link can access it.'}
        </p>
      </div>
    </div>
  );
}

/** A changelog post: breadcrumbs, title, date and authors, the compiled Markdown, tags, newer/older posts. */
export function ChangelogPostPage(props: { page: ChangelogPageData; html: string }) {
  const { page } = props;
  return (
    <>
      <article className="doc post">
        <StatusBanner page={page} />
        <header>
          <h1>{page.title}</h1>
          <PostMeta post={page.post} />
        </header>
        <div className="markdown" dangerouslySetInnerHTML={{ __html: props.html }} />
        <footer>
          <PostTags post={page.post} />
        </footer>
      </article>
      {page.prev || page.next ? (
        <nav className="pagination" aria-label="Changelog posts">
          {page.prev ? (
            <a className="pagination-link pagination-prev" href={page.prev.href} rel="prev">
              <span className="pagination-sublabel">Newer post</span>
              <span className="pagination-label">{`« ${page.prev.label}`}</span>
            </a>
          ) : (
            <span />
          )}
          {page.next ? (
            <a className="pagination-link pagination-next" href={page.next.href} rel="next">
              <span className="pagination-sublabel">Older post</span>
              <span className="pagination-label">{`${page.next.label} »`}</span>
            </a>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}
