import { createHash } from 'node:crypto';
import { readInputFile } from '../../safety/read-input.ts';
import path from 'node:path';
import type { MarkdownCompiler } from '../../markdown/compile-markdown.ts';
import type { CodeHighlighter } from '../../markdown/highlighter.ts';
import { createMdxCompiler } from '../../markdown/mdx/compile-mdx.ts';
import { compilesAsMdx } from '../../markdown/mdx/mdx-format.ts';
import { SITE_COMPONENTS } from '../../markdown/mdx/mdx-imports.ts';
import { packageFingerprint, packageOfDependency } from '../../markdown/mdx/load-site-module.ts';
import type { SiteModules } from '../../markdown/mdx/site-modules.ts';
import type { SitePlugins } from '../../markdown/site-plugins.ts';
import type { SidebarItem } from '../../site/sidebar.ts';
import type { SiteModel } from '../../site/types.ts';
import type { DocCard, DocCategory } from '../../markdown/mdx/theme/page-context.tsx';

/** What MDX pages need from the build besides the site model: the site's folder and its bundled components. */
export interface MdxInputs {
  rootDir: string;
  modules: SiteModules;
}

/** The sidebar category that holds `href` (its own page or one of its links), its items as cards; none when no category does. */
function categoryAround(items: readonly SidebarItem[], href: string): DocCategory | undefined {
  for (const item of items) {
    if (item.type !== 'category') continue;
    if (item.href === href || item.items.some((child) => child.type === 'link' && child.href === href)) {
      const cards: DocCard[] = item.items.flatMap((i) => (i.type !== 'html' && i.href ? [{ label: i.label, href: i.href }] : []));
      return item.href ? { label: item.label, href: item.href, cards } : { label: item.label, cards };
    }
    const inner = categoryAround(item.items, href);
    if (inner) return inner;
  }
  return undefined;
}

/** What a guide's dependencies are read against: the site, its content folder and its components. */
interface GuideInputs {
  site: SiteModel;
  contentDir: string;
  mdx?: MdxInputs;
}

/** The site's folder and components, for a site without an MDX setup too (none bundled; the folder above the content). */
function mdxInputsOf(options: GuideInputs): MdxInputs {
  return options.mdx ?? { modules: { codes: {}, css: '', hash: 'none' }, rootDir: path.dirname(options.contentDir) };
}

/**
 * The category around a guide's page, by its route, in the sidebar the page shows (a docs instance's,
 * a version's, another of a sidebars file), else in the docs sidebar.
 */
function categoryOfRoute(site: SiteModel): (route: string) => DocCategory | undefined {
  let sidebarOf: Map<string, string | undefined> | undefined;
  return (route) => {
    sidebarOf ??= new Map(site.pages.map((page) => [page.route, page.sidebar]));
    const name = sidebarOf.get(route);
    return categoryAround((name !== undefined ? site.sidebars[name] : undefined) ?? site.sidebars.docs, route);
  };
}

/**
 * The fingerprint of each input an MDX page's cached HTML depends on besides its text, by the key its
 * compile gave: an imported partial's or file's text, the site's components, an installed package, its
 * sidebar category (`cards:`); undefined when there is none.
 */
export function guideDependencies(options: GuideInputs): (key: string) => string | undefined {
  const { modules, rootDir } = mdxInputsOf(options);
  const categoryOf = categoryOfRoute(options.site);
  return (key) => {
    if (key === SITE_COMPONENTS) return modules.hash;
    if (key.startsWith('cards:')) return JSON.stringify(categoryOf(key.slice('cards:'.length)) ?? null);
    const spec = packageOfDependency(key);
    if (spec !== undefined) return packageFingerprint(spec, rootDir);
    try {
      return createHash('sha1')
        .update(readInputFile(key, { kind: 'text' }))
        .digest('hex');
    } catch {
      return undefined;
    }
  };
}

/**
 * The guide compiler of a build: plain Markdown through today's pipeline, MDX (by `markdown.format`,
 * when the text has anything MDX reads differently) through compile-mdx.ts; and the fingerprints an
 * MDX page's cached HTML depends on (`guideDependencies`).
 */
export function createGuideCompiler(options: GuideInputs & { highlighter: CodeHighlighter; markdown: MarkdownCompiler; plugins?: SitePlugins }): {
  compile: MarkdownCompiler;
  dependency: (key: string) => string | undefined;
} {
  const { site } = options;
  const format = site.config.markdown?.format ?? 'mdx';
  const { modules, rootDir } = mdxInputsOf(options);
  const mdx = createMdxCompiler({
    highlighter: options.highlighter,
    config: site.config,
    rootDir,
    contentDir: options.contentDir,
    modules,
    categoryOf: categoryOfRoute(site),
    plugins: options.plugins,
  });
  return {
    // A guide's images may come from the site's folder too (Docusaurus's `../static/img/x.png`).
    compile: (text, input) => {
      const ctx = { ...input, siteDir: rootDir };
      return compilesAsMdx(ctx.relPath, ctx.format ?? format, text) ? mdx(text, ctx) : options.markdown(text, ctx);
    },
    dependency: guideDependencies(options),
  };
}
