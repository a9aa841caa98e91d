import type { TocHeading } from '../../markdown/compile-markdown.ts';
import type { DocPageData } from '../../site/types.ts';
import { Pagination } from './Pagination.tsx';

/** Why a page is not in the sidebar, said on the page itself. */
function StatusBanner(props: { page: DocPageData }) {
  if (props.page.draft) {
    return (
      <div className="admonition admonition-warning page-banner" role="note">
        <p className="admonition-heading">Draft page</p>
        <div className="admonition-content">
          <p>This page is a draft. It is only visible in watch mode and is left out of the production build.</p>
        </div>
      </div>
    );
  }
  if (props.page.unlisted) {
    return (
      <div className="admonition admonition-warning page-banner" role="note">
        <p className="admonition-heading">Unlisted page</p>
        <div className="admonition-content">
          <p>This page is unlisted. Search engines will not index it, and only users having a direct link can access it.</p>
        </div>
      </div>
    );
  }
  return null;
}

/** The guide's tags and its "Edit this page" link, when it has them. */
function DocFooter(props: { page: DocPageData }) {
  const { tags, editUrl } = props.page;
  if (!tags?.length && !editUrl) return null;
  return (
    <footer className="doc-footer">
      {tags?.length ? (
        <p className="doc-tags">
          <b>Tags:</b>
          {tags.map((tag) => (
            <a key={tag.href} className="doc-tag" href={tag.href} rel="tag">
              {tag.label}
            </a>
          ))}
        </p>
      ) : null}
      {editUrl ? (
        <p className="doc-edit">
          <a href={editUrl} target="_blank" rel="noopener noreferrer">
            Edit this page
          </a>
        </p>
      ) : null}
    </footer>
  );
}

/** A guide: breadcrumbs, status banner, title, the compiled Markdown, prev/next. */
export function DocPage(props: { page: DocPageData; html: string }) {
  const { page } = props;
  // A React page of src/pages is the page as its component renders it, across the whole main column.
  if (page.doc.sitePage === 'react') return <div className="site-page" dangerouslySetInnerHTML={{ __html: props.html }} />;
  return (
    <>
      <article className="doc">
        <StatusBanner page={page} />
        {page.docsVersion?.badge ? <span className="version-badge">{`Version: ${page.docsVersion.label}`}</span> : null}
        {page.doc.heading === undefined ? null : (
          <header>
            <h1>{page.doc.heading}</h1>
          </header>
        )}
        <div className="markdown" dangerouslySetInnerHTML={{ __html: props.html }} />
        <DocFooter page={page} />
      </article>
      <Pagination prev={page.prev} next={page.next} />
    </>
  );
}

export type { TocHeading };
