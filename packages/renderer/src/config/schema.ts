import { z } from 'zod';
import { normalizeRoute } from '../safety/routes.ts';
import { isExternal } from '../url.ts';

const severity = z.enum(['ignore', 'warn', 'throw']);

const navbarLink = z
  .strictObject({
    /** The text shown; an icon link may have none but its `ariaLabel`. */
    label: z.string().min(1).optional(),
    /** A route of the site (`/guides`), or a URL of another site (`https://github.com/…`), kept as it is and opened in a new tab. */
    to: z.string().refine((value) => value.startsWith('/') || /^https?:\/\//i.test(value), 'a route of the site (starting with /) or an http(s) URL'),
    /** Pages under this path mark the item active; defaults to `to`. */
    activeBasePath: z.string().startsWith('/').optional(),
    /** Which end of the navbar holds it (Docusaurus's `position`); `left` by default. */
    position: z.enum(['left', 'right']).optional(),
    /** The accessible name (Docusaurus's `aria-label`): needed by an icon link without a label. */
    ariaLabel: z.string().min(1).optional(),
    /** An icon shown instead of the label: `github` (Docusaurus sites' `className: 'header-github-link'`). */
    icon: z.enum(['github']).optional(),
    /** Classes for the link (Docusaurus's `className`): the site's stylesheet may draw an icon on one without a label (`header-npm-link`). */
    className: z
      .string()
      .regex(/^[A-Za-z_][\w-]*(\s+[A-Za-z_][\w-]*)*$/, 'class names separated by spaces')
      .optional(),
  })
  .refine((item) => item.label !== undefined || item.ariaLabel !== undefined, 'give a `label`, or an `ariaLabel` for an icon link');

/** A dropdown of links (Docusaurus's `type: 'dropdown'`): a disclosure that works without JavaScript. */
const navbarDropdown = z.strictObject({
  type: z.literal('dropdown'),
  label: z.string().min(1),
  position: z.enum(['left', 'right']).optional(),
  items: z.array(navbarLink).min(1),
});

const navbarItem = z.union([navbarDropdown, navbarLink]);

export type NavbarItemConfig = z.output<typeof navbarItem>;

/**
 * A path of the site's own files (`img/logo.svg`, `/img/logo.svg`) as the route it is served at
 * (`/img/logo.svg`, safety/routes.ts): never a URL, so a page loads nothing from elsewhere.
 */
const sitePath = z
  .string()
  .min(1)
  .refine((value) => !isExternal(value), 'a path of the static folder, not a URL')
  .transform((value, ctx) => {
    const checked = normalizeRoute(value);
    if (checked.ok) return checked.route;
    ctx.addIssue({ code: 'custom', message: `not a path of the static folder: ${checked.reason}` });
    return z.NEVER;
  });

/** A footer link (Docusaurus's `footer.links` item): a route of the site (`to`) or a page elsewhere (`href`, http(s) or mailto). */
const footerLink = z
  .strictObject({
    label: z.string().min(1),
    to: z.string().startsWith('/').optional(),
    href: z
      .string()
      .regex(/^(https?:\/\/|mailto:)/i, 'an http(s) or mailto: URL')
      .optional(),
  })
  .refine((link) => (link.to === undefined) !== (link.href === undefined), 'give either `to` (a route of the site) or `href` (a URL)');

const announcementBar = z.strictObject({
  id: z.string().min(1),
  /** Inline HTML shown in the bar (links allowed). */
  content: z.string().min(1),
  backgroundColor: z.string().default('#1d4ed8'),
  textColor: z.string().default('#ffffff'),
  isCloseable: z.boolean().default(true),
});

const explorerDefaults = { enabled: true, servers: [], timeoutMs: 30_000, proxy: 'fallback' as const, credentials: 'sessionStorage' as const };

/** The API explorer ("Try it") of operation pages. */
const explorerConfig = z
  .strictObject({
    enabled: z.boolean().default(true),
    /** Servers offered beside the sandbox: `description` (the description's servers) or listed URLs. */
    servers: z.union([z.literal('description'), z.array(z.url())]).default([]),
    /** How long a request may take before the explorer gives up. */
    timeoutMs: z.number().int().min(1000).max(300_000).default(30_000),
    /** A proxy for sandboxes without CORS: the request goes to `proxyUrl` + the full target URL. */
    proxyUrl: z.url().optional(),
    /** `fallback`: the proxy is offered only when a direct request fails; `always`: every request goes through it. */
    proxy: z.enum(['fallback', 'always']).default('fallback'),
    /** Where the explorer keeps the reader's credentials: the tab (`sessionStorage`), the browser (`localStorage`) or nowhere (`none`). */
    credentials: z.enum(['sessionStorage', 'localStorage', 'none']).default('sessionStorage'),
  })
  .default(explorerDefaults);

/**
 * The site's base path, as Docusaurus's `baseUrl`: `docs`, `/docs` and `/docs/` all give `/docs/`.
 * Path segments only (no URL, query, `..`), so every page's links stay on the site.
 */
const baseUrlSchema = z
  .string()
  .default('/')
  .transform((value, ctx) => {
    const trimmed = value.trim().replace(/^\/+|\/+$/g, '');
    if (trimmed === '') return '/';
    if (isExternal(value) || !/^[A-Za-z0-9._~-]+(\/[A-Za-z0-9._~-]+)*$/.test(trimmed) || trimmed.split('/').some((s) => s === '.' || s === '..')) {
      ctx.addIssue({ code: 'custom', message: `"${value}" is not a base path: path segments only, such as "/docs/"` });
      return z.NEVER;
    }
    return `/${trimmed}/`;
  });

/** One API description: its file and what its pages need (`openapi` is one of these or a list). */
const openapiEntry = z.strictObject({
  file: z.string().default('mk-openapi/openapi.yml'),
  sandboxUrl: z.url().default('https://sandbox.api.merchantkit.example'),
  /** Folders (relative to the config) whose files `$ref`s may name, besides the description's own folder. */
  refRoots: z.array(z.string().min(1)).default([]),
  /** May `$ref`s download http(s) URLs (10 s timeout)? */
  allowRemoteRefs: z.boolean().default(false),
  explorer: explorerConfig,
  /** The overview is `{routeBasePath}/{productSlug}-api`; the first description defaults to the site's `productSlug`. */
  productSlug: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'lower-case letters, digits and dashes')
    .optional(),
  /** The navbar item and the API sidebar's title; the first description defaults to "REST API". */
  label: z.string().min(1).optional(),
  /**
   * Where the description's pages live: operations at `{routeBasePath}/{operation}`. The first
   * description is at `/api` unless it says otherwise (a migrated project keeps its routes);
   * every other one needs its own (e.g. `/api/reporting`).
   */
  routeBasePath: z
    .string()
    .regex(/^(\/[A-Za-z0-9._~-]+)+$/, 'a path such as /api/reporting (no trailing slash)')
    .optional(),
  /** This description's version name (e.g. `v2`), shown in the version switch of its API pages. */
  version: z.string().min(1).optional(),
  /** The `productSlug` of another description this one is a version of: their pages get a version switch. */
  versionOf: z.string().min(1).optional(),
});

export type OpenApiEntry = z.output<typeof openapiEntry>;

const openapiDefaults = {
  file: 'mk-openapi/openapi.yml',
  sandboxUrl: 'https://sandbox.api.merchantkit.example',
  refRoots: [],
  allowRemoteRefs: false,
  explorer: explorerDefaults,
};

/**
 * The first description as `openapi` itself (what a one-description site always had), with every
 * description, the first included, in `openapi.descriptions`. Every description after the first
 * needs a `productSlug` and a `routeBasePath` of its own.
 */
function normalizeOpenapi(list: OpenApiEntry[], ctx: z.RefinementCtx): OpenApiEntry & { descriptions: OpenApiEntry[] } {
  const bases = new Map<string, number>();
  list.forEach((entry, i) => {
    if (i === 0) {
      bases.set(entry.routeBasePath ?? '/api', 0);
      return;
    }
    if (!entry.productSlug)
      ctx.addIssue({ code: 'custom', path: [i, 'productSlug'], message: `description ${i + 1} (${entry.file}) needs a productSlug of its own` });
    if (!entry.routeBasePath)
      ctx.addIssue({
        code: 'custom',
        path: [i, 'routeBasePath'],
        message: `description ${i + 1} (${entry.file}) needs a routeBasePath of its own, e.g. '/api/${entry.productSlug ?? 'reporting'}'`,
      });
    else if (bases.has(entry.routeBasePath))
      ctx.addIssue({
        code: 'custom',
        path: [i, 'routeBasePath'],
        message: `descriptions ${bases.get(entry.routeBasePath)! + 1} and ${i + 1} both use routeBasePath ${entry.routeBasePath}`,
      });
    else bases.set(entry.routeBasePath, i);
  });
  return { ...list[0]!, descriptions: list };
}

/** Globs of guide files, relative to a docs folder (`**\/README.md`). */
const docGlobs = z.array(z.string().min(1)).optional();

/**
 * Another docs instance (Docusaurus's second `plugin-content-docs`): its own folder, route base and
 * sidebars. Its guides, sidebar, search entries and links are built like the main docs'.
 */
const docsInstance = z.strictObject({
  /** The instance's name (Docusaurus's plugin `id`): navbar items and sidebars are told apart by it. */
  id: z.string().regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, dashes and underscores'),
  /** Its guides' folder, relative to the config's folder. */
  path: z.string().min(1),
  /** Where its guides are served (`/learn`); never `/`, which the main docs hold. */
  routeBasePath: z.string().regex(/^(\/[A-Za-z0-9._~-]+)+$/, 'a path such as /learn (no trailing slash)'),
  /** A Docusaurus sidebars file for this instance, relative to the config's folder; without it the sidebar follows the folders. */
  sidebarPath: z.string().min(1).optional(),
  /** "Edit this page": the folder URL a guide's path (from the config's folder) is appended to. */
  editUrl: z.url().optional(),
  /** Which files of its folder are guides (Docusaurus's `include`/`exclude` globs); every .md and .mdx by default. */
  include: docGlobs,
  exclude: docGlobs,
});

export type DocsInstanceConfig = z.output<typeof docsInstance>;

/** The run-time schema of `portal.config.ts`; unknown keys are rejected at every level. */
export const configSchema = z.strictObject({
  title: z.string().min(1).default('Merchant Kit Developer Portal'),
  tagline: z.string().default('Guides and API reference for integrating Merchant Kit payments'),
  productName: z.string().min(1).default('Merchant Kit'),
  productSlug: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'lower-case letters, digits and dashes')
    .default('mk'),
  url: z.url().default('https://developer.merchantkit.example'),
  /** The site's icon (Docusaurus's `favicon`): a file of the static folder (`img/favicon.ico`); portal's own mark by default. */
  favicon: sitePath.optional(),
  /** The path the site is served under (`/docs/`): every link, asset and feed carries it (url.ts `withBase`). */
  baseUrl: baseUrlSchema,
  contentDir: z.string().default('content'),
  navbar: z
    .strictObject({
      hideOnScroll: z.boolean().default(false),
      items: z.array(navbarItem).default([]),
      /** The site's logo beside its title (Docusaurus's `navbar.logo`): a file of the static folder, another for dark mode. */
      logo: z
        .strictObject({
          src: sitePath,
          srcDark: sitePath.optional(),
          alt: z.string().default(''),
        })
        .optional(),
    })
    .default({ hideOnScroll: false, items: [] }),
  colorMode: z
    .strictObject({
      defaultMode: z.enum(['light', 'dark']).default('light'),
      respectPrefersColorScheme: z.boolean().default(false),
      disableSwitch: z.boolean().default(false),
    })
    .default({ defaultMode: 'light', respectPrefersColorScheme: false, disableSwitch: false }),
  announcementBar: announcementBar.optional(),
  footer: z
    .strictObject({
      style: z.enum(['dark', 'light']).default('dark'),
      copyright: z.string().default('Copyright © 2025 Merchant Kit'),
      /** A logo above the copyright (Docusaurus's `footer.logo`): a file of the static folder, with its alt text and an optional link. */
      logo: z
        .strictObject({
          src: sitePath,
          srcDark: sitePath.optional(),
          alt: z.string().default(''),
          /** Where the logo leads: a route of the site or an http(s) URL. */
          href: z
            .string()
            .refine((value) => value.startsWith('/') || /^https?:\/\//i.test(value), 'a route of the site (starting with /) or an http(s) URL')
            .optional(),
          width: z.number().int().positive().max(2000).optional(),
          height: z.number().int().positive().max(2000).optional(),
        })
        .optional(),
      /** Link columns (`{ title, items }`) or one row of links, as Docusaurus's `footer.links`; none by default. */
      links: z.array(z.union([z.strictObject({ title: z.string().optional(), items: z.array(footerLink) }), footerLink])).default([]),
    })
    .default({ style: 'dark', copyright: 'Copyright © 2025 Merchant Kit', links: [] }),
  tableOfContents: z
    .strictObject({
      minHeadingLevel: z.number().int().min(2).max(6).default(2),
      maxHeadingLevel: z.number().int().min(2).max(6).default(3),
    })
    .default({ minHeadingLevel: 2, maxHeadingLevel: 3 }),
  docs: z
    .strictObject({
      sidebarHideable: z.boolean().default(true),
      autoCollapseCategories: z.boolean().default(false),
      // Docusaurus's docs options (`portal migrate docusaurus` writes them).
      /** Where the guides are served: `/` (portal's default) or e.g. `/docs`. */
      routeBasePath: z.string().default('/'),
      /** "Edit this page" links: the folder URL a guide's content-relative path is appended to. */
      editUrl: z.url().optional(),
      /** A Docusaurus `sidebars.js`/`sidebars.ts` beside the config; without it the sidebar follows the folders. */
      sidebarPath: z.string().min(1).optional(),
      /** Which files of the content folder (and of each version's) are guides: Docusaurus's `include`/`exclude` globs, relative to it. */
      include: docGlobs,
      exclude: docGlobs,
      // Versioned docs (Docusaurus's layout: `versions.json`, `versioned_docs/`, `versioned_sidebars/` beside the content folder).
      /** The version served at the docs root: the first of `versions.json` unless given (`current` is the docs folder). */
      lastVersion: z.string().min(1).optional(),
      /** Builds only these versions (names from `versions.json`, or `current`). */
      onlyIncludeVersions: z.array(z.string().min(1)).min(1).optional(),
      /** Per version: its label (dropdown, banners), route segment, banner (`none`, `unreleased`, `unmaintained`) and badge. */
      versions: z
        .record(
          z.string(),
          z.strictObject({
            label: z.string().min(1).optional(),
            path: z.string().optional(),
            banner: z.enum(['none', 'unreleased', 'unmaintained']).optional(),
            /** "Version: label" above each doc of the version; by default when the site builds more than one version, as in Docusaurus. */
            badge: z.boolean().optional(),
          }),
        )
        .optional(),
    })
    .default({ sidebarHideable: true, autoCollapseCategories: false, routeBasePath: '/' }),
  /** More docs instances beside the main docs (none by default); ids and route bases are each instance's own. */
  docsInstances: z
    .array(docsInstance)
    .default([])
    .superRefine((list, ctx) => {
      const seen = new Set<string>();
      for (const [i, entry] of list.entries()) {
        if (entry.id === 'default' || seen.has(entry.id))
          ctx.addIssue({ code: 'custom', path: [i, 'id'], message: `the docs instance id "${entry.id}" is taken` });
        if (list.findIndex((other) => other.routeBasePath === entry.routeBasePath) !== i)
          ctx.addIssue({ code: 'custom', path: [i, 'routeBasePath'], message: `two docs instances use routeBasePath ${entry.routeBasePath}` });
        seen.add(entry.id);
      }
    }),
  /** The site's own pages, as Docusaurus's pages plugin reads them: `src/pages` by default (when it exists), another folder, or `false` for none. */
  pages: z.union([z.literal(false), z.strictObject({ path: z.string().min(1) })]).optional(),
  onBrokenLinks: severity.default('warn'),
  /** Routes of the site's host that something else serves (the pages of a Docusaurus plugin portal does not run, such as a TypeDoc reference at /api): links to them or under them are not checked. */
  externalRoutes: z.array(z.string().regex(/^(\/[^/?#\s]+)+$/, 'a path such as /api (no trailing slash)')).default([]),
  onBrokenAnchors: severity.default('warn'),
  onBrokenMarkdownLinks: severity.default('warn'),
  highlight: z
    .strictObject({
      extraLanguages: z.array(z.string().min(1)).default(['ruby', 'csharp', 'php', 'java', 'powershell', 'json', 'bash']),
    })
    .default({ extraLanguages: ['ruby', 'csharp', 'php', 'java', 'powershell', 'json', 'bash'] }),
  openapi: z
    .union([openapiEntry, z.array(openapiEntry).min(1)])
    .default(openapiDefaults)
    .transform((value, ctx) => normalizeOpenapi(Array.isArray(value) ? value : [value], ctx)),
  markdown: z
    .strictObject({
      /** `escape`: raw HTML in guides is shown as text; `sanitize`: it keeps what GitHub keeps in a README (untrusted content mode's default). */
      rawHtml: z.enum(['allow', 'escape', 'sanitize']).default('allow'),
      /** How guides are read, as Docusaurus's `markdown.format`: `mdx`, `detect` (by extension) or `md`. */
      format: z.enum(['mdx', 'detect', 'md']).default('mdx'),
      /**
       * Docusaurus's `remarkPlugins`, `rehypePlugins` and `beforeDefaultRemarkPlugins`: a module of the
       * site's folder (relative to the config) whose default export has those lists, or a Docusaurus
       * config whose docs options have them (markdown/site-plugins.ts).
       */
      plugins: z.string().min(1).optional(),
      /**
       * Admonition types of the site's own beside Docusaurus's nine (Docusaurus's docs option
       * `admonitions.keywords`): `:::location` is an admonition drawn as Docusaurus draws a type it has
       * no component for (as `info`), titled with its name unless it has a title.
       */
      admonitions: z
        .strictObject({ keywords: z.array(z.string().regex(/^[a-z][\w-]*$/, 'a lower-case name: letters, digits, - and _')).default([]) })
        .optional(),
    })
    .default({ rawHtml: 'allow', format: 'mdx' }),
  changelog: z
    .strictObject({
      /** The posts' folder, relative to the folder that holds the content folder. */
      path: z.string().min(1).default('changelog'),
      title: z.string().min(1).default('Changelog'),
      description: z.string().default('What changed in the API, release by release'),
      postsPerPage: z.number().int().min(1).default(10),
      /** How many posts the sidebar lists under "Recent posts". */
      recentPosts: z.number().int().min(0).default(5),
    })
    .default({ path: 'changelog', title: 'Changelog', description: 'What changed in the API, release by release', postsPerPage: 10, recentPosts: 5 }),
  /**
   * The site's own stylesheets, after portal's theme (Docusaurus's `theme.customCss`): CSS or Sass
   * files of the site's folder, relative to the config's folder; Infima's variables and classes
   * are then available to them.
   */
  stylesheets: z.array(z.string().min(1)).default([]),
  /**
   * Untrusted content mode (also `--untrusted`): guides, changelog posts and partials are data only
   * (plain Markdown, raw HTML escaped, `.mdx` refused); see config/content-trust.ts.
   */
  untrusted: z.boolean().default(false),
  /** `false`: no search index and no search button (a site searched by another service, or `pnpm bench:search`'s baseline). */
  search: z.boolean().default(true),
});

/** What a writer puts in `portal.config.ts` (every key optional where a default exists). */
export type PortalConfigInput = z.input<typeof configSchema>;
/** The config after validation, with every default filled in. */
export type PortalConfig = z.output<typeof configSchema>;
