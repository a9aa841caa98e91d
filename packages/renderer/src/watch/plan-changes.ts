import path from 'node:path';

/** What chokidar saw happen to a path (absolute). */
export interface FileChange {
  event: 'add' | 'change' | 'unlink' | 'addDir' | 'unlinkDir';
  path: string;
}

/** What a batch of file changes asks the dev site to read again. */
export interface ChangePlan {
  /** `portal.config.ts` changed: everything is read again. */
  config: boolean;
  /** Files of the API descriptions' folders that changed (absolute): the descriptions in those folders are read again. */
  api: string[];
  /** Guides, folders or `_category_` files were added or removed: the whole content tree is read again. */
  tree: boolean;
  /** Content-relative paths of guides edited in place. */
  guides: string[];
  /** Other files of the content folder (images), absolute. */
  assets: string[];
  /** The theme's CSS changed: the stylesheet is rebuilt, the pages are not. */
  css: boolean;
  /** A file of the changelog folder changed: its posts are read again. */
  changelog: boolean;
  /** A site component, its CSS or a partial outside the guides changed: the components are bundled again. */
  components: boolean;
  /** A file of Docusaurus's `static/` folder changed: its files are read again. */
  staticFiles: boolean;
  /** A file of another docs instance's folder, or its sidebars file, changed: the instances are read again. */
  instances: boolean;
}

/** Where the watched sources are. */
export interface WatchedPaths {
  configFile: string;
  contentDir: string;
  /** The folders of the API descriptions (every entry of the config's `openapi` list), when the site has them. */
  openapiDirs: string[];
  themeDir: string;
  /** The changelog's posts, beside the content folder. */
  changelogDir?: string;
  /** The site's own components (`src/` beside the config), when the site has them. */
  componentsDir?: string;
  /** The site's own pages (`pages.path`) when they are not under `src/`. */
  pagesDir?: string;
  /** Docusaurus's `static/` beside the config, served as it is. */
  staticDir?: string;
  /** The folders and sidebars files of the config's other docs instances (`docsInstances`). */
  instancePaths?: string[];
  /** The site's files the config's `markdown.plugins` module was bundled from: a change bundles it again, with the components. */
  pluginFiles?: string[];
}

/** A component's source or stylesheet (bundled with the site's components, not read as a guide). */
const COMPONENT_FILE = /\.(jsx?|tsx?|css)$/i;

const inside = (dir: string, file: string) => file === dir || file.startsWith(dir + path.sep);

/** Sorts a batch of changes into what to read again; `isGuide` tells a known guide from a new or broken one. */
export function planChanges(changes: readonly FileChange[], where: WatchedPaths, isGuide: (relPath: string) => boolean): ChangePlan {
  const plan: ChangePlan = {
    config: false,
    api: [],
    tree: false,
    guides: [],
    assets: [],
    css: false,
    changelog: false,
    components: false,
    staticFiles: false,
    instances: false,
  };
  for (const change of changes) {
    const file = path.resolve(change.path);
    if (file === where.configFile) plan.config = true;
    else if (where.pluginFiles?.includes(file)) plan.components = true;
    else if (where.instancePaths?.some((dir) => inside(dir, file))) plan.instances = true;
    else if (inside(where.themeDir, file)) plan.css ||= file.endsWith('.css') || change.event.endsWith('Dir');
    else if (where.openapiDirs.some((dir) => inside(dir, file))) plan.api.push(file);
    else if (where.changelogDir && inside(where.changelogDir, file)) plan.changelog = true;
    else if (where.componentsDir && inside(where.componentsDir, file)) plan.components = true;
    else if (where.pagesDir && inside(where.pagesDir, file)) plan.components = true;
    else if (where.staticDir && inside(where.staticDir, file)) plan.staticFiles = true;
    else if (inside(where.contentDir, file)) {
      const rel = path.relative(where.contentDir, file).split(path.sep).join('/');
      const name = path.posix.basename(rel);
      if (change.event === 'addDir' || change.event === 'unlinkDir' || name.startsWith('_category_.')) plan.tree = true;
      else if (COMPONENT_FILE.test(name)) plan.components = true;
      else if (/\.mdx?$/i.test(name)) {
        if (change.event === 'change' && isGuide(rel)) {
          if (!plan.guides.includes(rel)) plan.guides.push(rel);
        } else plan.tree = true;
      } else plan.assets.push(file);
    }
  }
  return plan;
}
