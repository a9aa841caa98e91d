import type { ChangelogSidebar } from '../../../site/types.ts';

/** The blog sidebar (SPEC §2): "Recent posts" grouped by year, newest first, each year a heading. */
export function BlogSidebar(props: { sidebar: ChangelogSidebar; route: string }) {
  const { sidebar, route } = props;
  if (!sidebar.years.length) return null;
  return (
    <nav className="blog-sidebar" aria-labelledby="blog-sidebar-title">
      <h2 className="blog-sidebar-title" id="blog-sidebar-title">
        {sidebar.title}
      </h2>
      {sidebar.years.map((group) => (
        // A group, not a region: the archive's own year sections are the page's regions.
        <div key={group.year} className="blog-sidebar-year" role="group" aria-labelledby={`blog-sidebar-year-${group.year}`}>
          <h3 className="blog-sidebar-year-heading" id={`blog-sidebar-year-${group.year}`}>
            {group.year}
          </h3>
          <ul className="blog-sidebar-list">
            {group.posts.map((post) => (
              <li key={post.href}>
                <a
                  className={`blog-sidebar-link${post.href === route ? ' blog-sidebar-link-active' : ''}`}
                  href={post.href}
                  aria-current={post.href === route ? 'page' : undefined}
                >
                  {post.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
