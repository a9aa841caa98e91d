import type { BasePage, NavLink } from '../site/types.ts';
import type { ChangelogPost } from './types.ts';

/** One year of the blog sidebar: its heading and its posts, newest first. */
export interface SidebarYear {
  year: string;
  posts: NavLink[];
}

/** The blog sidebar shown on the changelog's list and post pages. */
export interface ChangelogSidebar {
  title: string;
  years: SidebarYear[];
}

/** What every changelog page shares. */
interface ChangelogBase extends BasePage {
  blogSidebar: ChangelogSidebar;
  /** Routes of the RSS and Atom feeds, for the head's alternate links. */
  feeds: { rss: string; atom: string };
}

/** A changelog post page (the kind search and llms.txt index). */
export interface ChangelogPageData extends ChangelogBase {
  kind: 'changelog';
  post: ChangelogPost;
  /** Heading levels the TOC shows, or undefined when the post hides it. */
  toc?: { min: number; max: number };
}

/** Page links of a paginated list. */
export interface ListPagination {
  page: number;
  pages: number;
  newer?: string;
  older?: string;
}

/** A tag with how many listed posts carry it. */
export interface TagCount {
  label: string;
  route: string;
  count: number;
}

/** A page that lists posts: the list, a tag, all tags, the archive. */
export interface ChangelogListing extends ChangelogBase {
  kind: 'changelog-list';
  view: 'list' | 'tag' | 'tags' | 'archive';
  /** Text under the title. */
  intro?: string;
  /** `list` and `tag`: the posts of this page, newest first. */
  posts: ChangelogPost[];
  pagination?: ListPagination;
  /** `tags`: every tag, by label. */
  tags: TagCount[];
  /** `archive`: every listed post by year, newest first. */
  archive: SidebarYear[];
}

/** What the site keeps of the changelog for its feeds. */
export interface ChangelogSite {
  route: string;
  title: string;
  description: string;
  /** Listed posts (no drafts, no unlisted ones), newest first. */
  posts: ChangelogPost[];
}
