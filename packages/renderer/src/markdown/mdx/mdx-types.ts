import type { PortalConfig } from '../../config/schema.ts';
import type { CodeHighlighter } from '../highlighter.ts';
import type { CompileContext } from '../context.ts';
import type { ApiMention } from '../remark-api-mentions.ts';
import type { SitePlugins } from '../site-plugins.ts';
import type { DocCategory } from './theme/page-context.tsx';
import type { SiteModules } from './site-modules.ts';

export interface MdxCompilerOptions {
  highlighter: CodeHighlighter;
  config: PortalConfig;
  /** The site's folder (the config's): `@site/` and the limit of every import. */
  rootDir: string;
  contentDir: string;
  modules: SiteModules;
  /**
   * A guide's sidebar category, by the page's route (another docs instance or version has guides of the
   * same relative path): `<DocCardList />` shows its pages, `useCurrentSidebarCategory()` gives it.
   */
  categoryOf: (route: string) => DocCategory | undefined;
  /** The site's remark and rehype plugins (config `markdown.plugins`). */
  plugins?: SitePlugins;
}

/** What one MDX compile carries: the page's (or partial's) context and the API mentions it collects. */
export type MdxContext = CompileContext & { apiMentions: ApiMention[] };

/** Reports an error of the page at a position of its text (with a code frame). */
export type ReportFailure = (ctx: MdxContext, text: string, message: string, where: { line?: number; column?: number }, hint: string) => void;
