/** A post's author, from its front matter or `authors.yml`. */
export interface ChangelogAuthor {
  name: string;
  title?: string;
  url?: string;
  imageUrl?: string;
}

/** A tag of the changelog, from a post's front matter or `tags.yml`. */
export interface ChangelogTag {
  label: string;
  /** Route of the tag's page, e.g. `/changelog/tags/deprecations`. */
  route: string;
  description?: string;
}

/** One changelog post as read from `changelog/` (plain data: it crosses to render workers). */
export interface ChangelogPost {
  /** Absolute path of the file. */
  file: string;
  /** Path used in messages (relative to the working directory). */
  displayPath: string;
  /** Path relative to the changelog folder, e.g. `2025-03-01-release/index.md`. */
  relPath: string;
  route: string;
  title: string;
  description?: string;
  keywords?: string[];
  /** The post's date as `YYYY-MM-DD` (UTC). */
  date: string;
  authors: ChangelogAuthor[];
  tags: ChangelogTag[];
  image?: string;
  draft: boolean;
  unlisted: boolean;
  hideTableOfContents: boolean;
  toc: { min?: number; max?: number };
  /** The Markdown after the front matter. */
  body: string;
  bodyLineOffset: number;
  /** The Markdown before `<!-- truncate -->`, when the post has the marker. */
  excerpt?: string;
  /** Whole minutes to read the post, at least 1. */
  readingMinutes: number;
}

/** Everything the changelog's pages are built from. */
export interface ChangelogSource {
  /** Absolute path of the changelog folder. */
  dir: string;
  /** The folder as printed in messages. */
  displayDir: string;
  /** Every post that was read, newest first (drafts included; the site model leaves them out of a build). */
  posts: ChangelogPost[];
}
