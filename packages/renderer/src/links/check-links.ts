import type { Diagnostics, SourcePosition } from '../diagnostics.ts';
import type { CheckableLink, LayoutLinks, PageLinks } from './page-links.ts';
import { safeDecode } from '../url.ts';
import { nearest, type SuggestionBudget } from '../suggest.ts';

/**
 * Comparison cells (characters of one string times the other's) the "did you mean" guesses of one link check may
 * use. A check that spends all of them stays under a second (3,000 broken anchors among a 2 MB description's
 * headings: 0.94 s for the whole check, against 85 s unbounded); a real site's guesses use a small part of it.
 */
const SUGGESTION_CELLS = 50_000_000;

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
  /** Files of `static/` that were not copied (output-relative path → why): a link to one says so. */
  unpublished?: ReadonlyMap<string, string>;
  severities: { links: Severity; anchors: Severity; markdownLinks: Severity };
  /** Where a URL is written in a source that is not Markdown (the API description), if it can tell. */
  locate?: (file: string, written: string) => { line: number; column: number } | undefined;
  diagnostics: Diagnostics;
  /** The site's base path (`baseUrl`), named in reports of links that leave it. */
  base?: string;
  /** Routes something else serves (config `externalRoutes`): a link to one or under one is not checked. */
  external?: readonly string[];
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
  const checker = new LinkChecker(options);
  for (const page of options.pages) {
    for (const link of [...page.content, ...page.brokenOwnAnchors]) {
      checker.check(link, () => ({
        file: link.file ?? page.file,
        ...(link.line === undefined ? options.locate?.(page.file, link.written) : { line: link.line, column: link.column ?? 1 }),
      }));
    }
  }
  for (const [name, hrefs] of Object.entries(options.sidebars)) {
    for (const href of new Set(hrefs)) checker.check({ target: href, written: href, image: false }, () => ({ file: `${name} sidebar` }));
  }
  for (const [target, use] of options.layout) {
    const link: CheckableLink = { target, written: target, image: use.image, ...(use.warnOnly ? { warnOnly: true } : {}) };
    const where = () => (use.pages.length > 1 ? { file: 'layout' } : { file: options.pages.find((p) => p.route === use.pages[0])?.file ?? 'layout' });
    const layout =
      use.pages.length > 1
        ? ` on ${use.count} pages (${use.pages.join(', ')}${use.count > use.pages.length ? ', …' : ''}); it probably comes from the layout`
        : '';
    checker.check(link, where, layout);
  }
  checker.flush();
  return checker.result;
}

/** Judges links against the site's routes, files and ids, and reports each broken one once. */
class LinkChecker {
  readonly result: LinkCheckResult = { brokenLinks: 0, brokenAnchors: 0, brokenMarkdownLinks: 0 };
  /** The ids of each route's page. */
  private readonly ids = new Map<string, Set<string>>();
  /** The nearest candidate of each broken target, remembered: the same broken target tends to repeat. */
  private readonly guesses = new Map<string, string | undefined>();
  /** What the guesses of this check may still compare (suggest.ts). */
  private readonly budget: SuggestionBudget = { cells: SUGGESTION_CELLS };
  /** A link written once in a shared source (an API schema's description) shows on many pages: one report. */
  private readonly reported = new Set<string>();
  /** The reports to give, by the place and text of the link (`report`), with how many more pages broke it there. */
  private readonly places = new Map<
    string,
    { kind: keyof LinkCheckResult; severity: Severity; warnOnly?: boolean; where: SourcePosition; message: string; hint?: string; more: number }
  >();

  constructor(private readonly options: LinkCheckOptions) {
    for (const page of options.pages) this.ids.set(page.route, new Set(page.ids));
  }

  /** Checks one link; `layout` tells, for a link on many pages, where it probably comes from. */
  check(link: CheckableLink, where: () => SourcePosition, layout?: string): void {
    const { options } = this;
    if (link.unresolvedMarkdown) {
      const guessed = this.guess(link.written.replace(/^(\.\.?\/)+/, ''), 'md', () => [...options.routes].map((r) => `${r.slice(1)}.md`));
      this.report({
        written: link.written,
        kind: 'brokenMarkdownLinks',
        severity: options.severities.markdownLinks,
        where,
        message: `broken Markdown link: ${link.written} is not a guide${guessed ? `; did you mean the guide at /${guessed.replace(/\.md$/, '')}?` : ''}`,
        hint: 'Markdown file links are relative to the file they are written in',
      });
      return;
    }
    if (link.outsideBase) {
      this.report({
        written: link.written,
        kind: 'brokenLinks',
        severity: options.severities.links,
        where,
        message: `broken ${link.image ? 'image' : 'link'}: ${link.written} leaves the site, which is served under ${options.base ?? '/'}`,
        hint: `link to a page of the site (written with or without ${options.base ?? '/'}), or write the full URL of the other site`,
      });
      return;
    }
    const verdict = this.judge(link.target);
    if (verdict.ok) return;
    const unpublished = verdict.kind === 'page' ? options.unpublished?.get(verdict.path.replace(/^\//, '')) : undefined;
    if (unpublished) {
      this.report({
        written: link.written,
        kind: 'brokenLinks',
        severity: options.severities.links,
        warnOnly: link.warnOnly,
        where,
        message: `broken ${link.image ? 'image' : 'link'}: ${verdict.path} is not published: ${unpublished}${written(link, verdict.path)}${layout ?? ''}`,
        hint: 'see the warning on the file: a static file is copied only when it is a regular file within the size limit',
      });
    } else if (verdict.kind === 'page') {
      const guessed = this.guess(verdict.path, link.image ? 'file' : 'route', () => (link.image ? [...options.files].map((f) => `/${f}`) : options.routes));
      this.report({
        written: link.written,
        kind: 'brokenLinks',
        severity: options.severities.links,
        warnOnly: link.warnOnly,
        where,
        message: `broken ${link.image ? 'image' : 'link'}: ${verdict.path} does not exist${written(link, verdict.path)}${layout ?? ''}${guessed ? `; did you mean ${guessed}?` : ''}`,
        hint: layout ? 'a link in the layout comes from portal.config.ts (navbar) or the sidebar' : undefined,
      });
    } else {
      const guessed = this.guess(verdict.anchor, `#${verdict.path}`, () => this.ids.get(verdict.path) ?? []);
      this.report({
        written: link.written,
        kind: 'brokenAnchors',
        severity: options.severities.anchors,
        warnOnly: link.warnOnly,
        where,
        message: `broken anchor: ${verdict.path} exists but has no #${verdict.anchor}${written(link, `${verdict.path}#${verdict.anchor}`)}${layout ?? ''}${guessed ? `; did you mean #${guessed}?` : ''}`,
        hint: 'anchors are the slugs of headings (## Partial refunds → #partial-refunds), or ids of parameters and properties on API pages',
      });
    }
  }

  /** Whether a target is a route (and its anchor an id of that page) or a written file. */
  private judge(target: string): Verdict {
    const hashAt = target.indexOf('#');
    let path = safeDecode(hashAt === -1 ? target : target.slice(0, hashAt));
    const anchor = hashAt === -1 ? '' : safeDecode(target.slice(hashAt + 1));
    path = path.replace(/\/index\.html$/, '/');
    if (path.length > 1) path = path.replace(/\/+$/, '');
    if (this.options.routes.has(path)) {
      if (!anchor || this.ids.get(path)?.has(anchor) !== false) return { ok: true };
      return { ok: false, kind: 'anchor', path, anchor };
    }
    if (this.options.files.has(path.replace(/^\//, ''))) return { ok: true };
    if (this.options.external?.some((route) => path === route || path.startsWith(`${route}/`))) return { ok: true };
    return { ok: false, kind: 'page', path };
  }

  private guess(wanted: string, kind: string, candidates: () => Iterable<string>): string | undefined {
    const key = `${kind}\u0000${wanted}`;
    if (!this.guesses.has(key)) this.guesses.set(key, nearest(wanted, candidates(), this.budget));
    return this.guesses.get(key);
  }

  /**
   * Reports one broken link at its kind's severity (a warning at most for a link no Docusaurus check
   * looks at: `warnOnly`); ignored kinds are neither reported nor counted. A link written once and
   * shown on many pages (an API description's shared response, `#resource_Abilities` on 87
   * operations) broke on each: it is one report, at its place, saying how many more pages have it
   * (`flush`).
   */
  private report(args: {
    written: string;
    kind: keyof LinkCheckResult;
    severity: Severity;
    warnOnly?: boolean;
    where: () => SourcePosition;
    message: string;
    hint?: string;
  }): void {
    if (args.severity === 'ignore') return;
    // Only a broken link needs its position, which may mean searching its source.
    const where = args.where();
    const file = where.file.replace(/#.*$/, '');
    const key = `${file}:${where.line}:${where.column}:${args.message}`;
    if (this.reported.has(key)) return;
    this.reported.add(key);
    // Without a line, two links written alike are not known to be one.
    const place = where.line === undefined ? key : `${file}:${where.line}:${where.column}:${args.kind}:${args.written}`;
    const first = this.places.get(place);
    if (first) first.more++;
    else this.places.set(place, { ...args, where, more: 0 });
  }

  /** Gives the reports, in the order their places were first met. */
  flush(): void {
    for (const { kind, severity, warnOnly, where, message, hint, more } of this.places.values()) {
      const said = more ? `${message} (and on ${more} more ${more === 1 ? 'page' : 'pages'})` : message;
      this.result[kind]++;
      if (severity === 'throw' && !warnOnly) this.options.diagnostics.error(said, where, hint);
      else if (severity === 'throw') this.options.diagnostics.warn(said, where, [hint, WARN_ONLY_HINT].filter(Boolean).join('; '));
      else this.options.diagnostics.warn(said, where, hint);
    }
    this.places.clear();
  }
}

/** Why a broken link that would stop the build is only a warning (CheckableLink `warnOnly`). */
const WARN_ONLY_HINT =
  'a warning, not an error: Docusaurus checks neither full URLs, nor images written in JSX or HTML, nor the favicon, so a migrated site builds as it did (--strict stops on it)';

/** ` (written as …)` when the link was written otherwise than it resolved. */
function written(link: CheckableLink, shown: string): string {
  return link.written !== shown ? ` (written as ${link.written})` : '';
}
