import type { Diagnostics, SourcePosition } from '../diagnostics.ts';
import type { CheckableLink, LayoutLinks, PageLinks } from './page-links.ts';
import { safeDecode } from './url.ts';
import { nearest } from './suggest.ts';

export type Severity = 'ignore' | 'warn' | 'throw';

export interface LinkCheckOptions {
  pages: readonly PageLinks[];
  layout: LayoutLinks;
  /** Every route the site has. */
  routes: ReadonlySet<string>;
  /** Links of each sidebar (checked here once instead of on every page that shows it). */
  sidebars: Record<string, readonly string[]>;
  /** Every other file written (output-relative: `assets/css/…`, `mk-openapi/openapi.yml`). */
  files: ReadonlySet<string>;
  severities: { links: Severity; anchors: Severity; markdownLinks: Severity };
  /** Where a URL is written in a source that is not Markdown (the API description), if it can tell. */
  locate?: (file: string, written: string) => { line: number; column: number } | undefined;
  diagnostics: Diagnostics;
}

export interface LinkCheckResult {
  brokenLinks: number;
  brokenAnchors: number;
  brokenMarkdownLinks: number;
}

type Verdict = { ok: true } | { ok: false; kind: 'page'; path: string } | { ok: false; kind: 'anchor'; path: string; anchor: string };

/**
 * Checks every collected link against the pages and files of the build and reports each broken
 * one once, with where it is written, how it resolved, whether the page or only the anchor is
 * missing, and the nearest existing target.
 */
export function checkLinks(options: LinkCheckOptions): LinkCheckResult {
  const guesses = new Map<string, string | undefined>();
  /** The nearest candidate, remembered: the same broken target tends to repeat. */
  const guess = (wanted: string, kind: string, candidates: () => Iterable<string>): string | undefined => {
    const key = `${kind}\u0000${wanted}`;
    if (!guesses.has(key)) guesses.set(key, nearest(wanted, candidates()));
    return guesses.get(key);
  };
  const ids = new Map<string, Set<string>>();
  for (const page of options.pages) ids.set(page.route, new Set(page.ids));
  const result: LinkCheckResult = { brokenLinks: 0, brokenAnchors: 0, brokenMarkdownLinks: 0 };

  const judge = (target: string): Verdict => {
    const hashAt = target.indexOf('#');
    let path = safeDecode(hashAt === -1 ? target : target.slice(0, hashAt));
    const anchor = hashAt === -1 ? '' : safeDecode(target.slice(hashAt + 1));
    path = path.replace(/\/index\.html$/, '/');
    if (path.length > 1) path = path.replace(/\/+$/, '');
    if (options.routes.has(path)) {
      if (!anchor || ids.get(path)?.has(anchor) !== false) return { ok: true };
      return { ok: false, kind: 'anchor', path, anchor };
    }
    if (options.files.has(path.replace(/^\//, ''))) return { ok: true };
    return { ok: false, kind: 'page', path };
  };

  // A link written once in a shared source (an API schema's description) shows on many pages: one report.
  const reported = new Set<string>();
  /** Reports one broken link at its kind's severity; ignored kinds are neither reported nor counted. */
  const report = (args: { kind: keyof LinkCheckResult; severity: Severity; where: () => SourcePosition; message: string; hint?: string }) => {
    if (args.severity === 'ignore') return;
    // Only a broken link needs its position, which may mean searching its source.
    const where = args.where();
    const key = `${where.file.replace(/#.*$/, '')}:${where.line}:${where.column}:${args.message}`;
    if (reported.has(key)) return;
    reported.add(key);
    result[args.kind]++;
    if (args.severity === 'throw') options.diagnostics.error(args.message, where, args.hint);
    else options.diagnostics.warn(args.message, where, args.hint);
  };

  const written = (link: CheckableLink, shown: string) => (link.written !== shown ? ` (written as ${link.written})` : '');

  const describe = (link: CheckableLink, where: () => SourcePosition, layout?: string) => {
    if (link.unresolvedMarkdown) {
      const guessed = guess(link.written.replace(/^(\.\.?\/)+/, ''), 'md', () => [...options.routes].map((r) => `${r.slice(1)}.md`));
      report({
        kind: 'brokenMarkdownLinks',
        severity: options.severities.markdownLinks,
        where,
        message: `broken Markdown link: ${link.written} is not a guide${guessed ? `; did you mean the guide at /${guessed.replace(/\.md$/, '')}?` : ''}`,
        hint: 'Markdown file links are relative to the file they are written in',
      });
      return;
    }
    const verdict = judge(link.target);
    if (verdict.ok) return;
    if (verdict.kind === 'page') {
      const guessed = guess(verdict.path, link.image ? 'file' : 'route', () => (link.image ? [...options.files].map((f) => `/${f}`) : options.routes));
      report({
        kind: 'brokenLinks',
        severity: options.severities.links,
        where,
        message: `broken ${link.image ? 'image' : 'link'}: ${verdict.path} does not exist${written(link, verdict.path)}${layout ?? ''}${guessed ? `; did you mean ${guessed}?` : ''}`,
        hint: layout ? 'a link in the layout comes from portal.config.ts (navbar) or the sidebar' : undefined,
      });
    } else {
      const guessed = guess(verdict.anchor, `#${verdict.path}`, () => ids.get(verdict.path) ?? []);
      report({
        kind: 'brokenAnchors',
        severity: options.severities.anchors,
        where,
        message: `broken anchor: ${verdict.path} exists but has no #${verdict.anchor}${written(link, `${verdict.path}#${verdict.anchor}`)}${layout ?? ''}${guessed ? `; did you mean #${guessed}?` : ''}`,
        hint: 'anchors are the slugs of headings (## Partial refunds → #partial-refunds), or ids of parameters and properties on API pages',
      });
    }
  };

  for (const page of options.pages) {
    for (const link of [...page.content, ...page.brokenOwnAnchors]) {
      describe(link, () => ({ file: page.file, ...(link.line === undefined ? options.locate?.(page.file, link.written) : { line: link.line, column: link.column ?? 1 }) }));
    }
  }
  for (const [name, hrefs] of Object.entries(options.sidebars)) {
    for (const href of new Set(hrefs)) describe({ target: href, written: href, image: false }, () => ({ file: `${name} sidebar` }));
  }
  for (const [target, use] of options.layout) {
    const link: CheckableLink = { target, written: target, image: use.image };
    const where = () => (use.pages.length > 1 ? { file: 'layout' } : { file: options.pages.find((p) => p.route === use.pages[0])?.file ?? 'layout' });
    const layout = use.pages.length > 1 ? ` on ${use.count} pages (${use.pages.join(', ')}${use.count > use.pages.length ? ', …' : ''}); it probably comes from the layout` : '';
    describe(link, where, layout);
  }
  return result;
}
