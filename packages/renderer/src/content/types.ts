import type { CategoryMeta } from './category-file.ts';
import type { FrontMatter } from './front-matter.ts';
import type { TagsFile } from './tags-file.ts';

/** One Markdown guide as read from `content/`. */
export interface DocSource {
  /** Docusaurus doc id: folder path (number prefixes stripped) + `/` + front matter id or file name. */
  id: string;
  /** Absolute path of the file. */
  file: string;
  /** Path relative to the content folder, with `/` separators, e.g. `guides/custom-api/refunds.md`. */
  relPath: string;
  /** Path used in messages (relative to the working directory). */
  displayPath: string;
  route: string;
  title: string;
  /**
   * The heading the page shows, as Docusaurus shows it: the Markdown's own leading `# …` (taken out of
   * `body`), else the title unless front matter says `hide_title`; undefined when none shows.
   */
  heading?: string;
  sidebarLabel: string;
  /** `pagination_label`, else the sidebar label: the text of links to it in other pages' previous/next buttons. */
  paginationLabel: string;
  /** `sidebar_position`, else the file name's number prefix. */
  position?: number;
  frontMatter: FrontMatter;
  body: string;
  bodyLineOffset: number;
  /** The 1-based file line of each top-level front matter key, for messages. */
  frontMatterLines: Record<string, number>;
  unlisted: boolean;
  draft: boolean;
  /** `index.md`, `README.md` or named like its folder: becomes the folder's category link. */
  isFolderIndex: boolean;
  /** File name as on disk, for ordering. */
  fileName: string;
  /** The docs version of a guide of `versioned_docs/` (none for the content folder's). */
  version?: string;
  /** The docs instance of a guide of another docs folder (config `docsInstances`; none for the main docs). */
  instance?: string;
  /** A page of the site's pages folder (Docusaurus's `src/pages`): a React page's default export, or a Markdown page; not a guide of any sidebar. */
  sitePage?: 'react' | 'markdown';
}

/** A folder of `content/`: its guides, sub-folders and `_category_` metadata. */
export interface ContentDir {
  /** Path relative to the content folder (`''` for the root). */
  relDir: string;
  /** Folder name with its number prefix stripped. */
  name: string;
  /** Folder name as on disk, for ordering. */
  dirName: string;
  /** Number prefix of the folder name, a default position. */
  prefixPosition?: number;
  docs: DocSource[];
  dirs: ContentDir[];
  category: CategoryMeta;
  categoryFile?: string;
  /** The root's `tags.yml`: the tags guides may name, by key. */
  tagsFile?: TagsFile;
}

/** A Docusaurus `sidebars.(js|ts)` as evaluated: sidebar name → items (a list, or `{ Label: items }`). */
export interface SidebarsFile {
  /** The file, for messages. */
  file: string;
  value: unknown;
}
