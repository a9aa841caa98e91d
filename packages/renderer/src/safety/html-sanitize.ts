import type { Element, Root } from 'hast';
import { defaultSchema, sanitize, type Schema } from 'hast-util-sanitize';
import { ALLOWED_SCHEME_NAMES, refusedScheme } from './url-scheme.ts';

/**
 * The element portal puts in place of its own HTML (code blocks, admonition icons) while a
 * writer's raw HTML is parsed and sanitized around it; the only element the schema keeps that
 * GitHub's does not.
 */
export const KEPT_TAG = 'portal-kept';

/** Class names portal's Markdown output gives the elements the sanitizer sees (admonitions, task lists, footnotes, code languages). */
const PORTAL_CLASS = /^(admonition(-[a-z]+)?|contains-task-list|task-list-item|footnotes|sr-only|data-footnote-backref|language-.+)$/;

/**
 * The schema raw HTML from content is sanitized by in `markdown.rawHtml: 'sanitize'` (the untrusted
 * content mode's default): GitHub's (what github.com keeps in a README: no `script`, `style`, `iframe`,
 * `form`, `base`, `meta`, `svg`, `math`, no `on…` handler, no `style` attribute), with
 * - URLs by the content allow-list (`url-scheme.ts`: http, https, mailto, tel or a path) on every
 *   attribute that holds one;
 * - ids kept as written (a writer's heading `{#id}` is kept too, and links point at them); only `name`
 *   is prefixed (`user-content-`), as it alone can shadow `document.x` properties;
 * - the class names portal's own Markdown output uses, and its placeholder for kept HTML;
 * - `script`, `style` and `template` removed with their content (their text is not prose).
 */
export const CONTENT_HTML_SCHEMA: Schema = {
  ...defaultSchema,
  tagNames: [...(defaultSchema.tagNames ?? []), KEPT_TAG],
  attributes: {
    ...defaultSchema.attributes,
    [KEPT_TAG]: ['dataKept'],
    '*': [...(defaultSchema.attributes?.['*'] ?? []), ['className', PORTAL_CLASS]],
  },
  clobber: ['name'],
  clobberPrefix: 'user-content-',
  protocols: {
    href: [...ALLOWED_SCHEME_NAMES],
    src: ['http', 'https'],
    cite: ['http', 'https'],
    longDesc: ['http', 'https'],
  },
  strip: ['script', 'style', 'template'],
};

/** What sanitizing took out of a writer's HTML, for one warning each: the element or attribute and where it was. */
export interface SanitizeRemoval {
  what: string;
  node: Element;
}

const allowedTags = new Set(CONTENT_HTML_SCHEMA.tagNames);
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formAction', 'cite', 'longDesc', 'srcSet', 'poster', 'background', 'xLinkHref', 'data']);

/**
 * The parts of `tree` a reader's browser would run, load or follow that the schema takes out, one
 * per element: an element outside the schema (`<script>`, `<iframe>`, `<svg>`; what it holds is not
 * looked at again), else its `on…` handlers and URL attributes with a refused scheme. Other
 * attributes the schema drops (a `style`) are not reported.
 */
export function activeParts(tree: Root): SanitizeRemoval[] {
  const found: SanitizeRemoval[] = [];
  const walk = (node: Root | Element) => {
    for (const child of node.children) {
      if (child.type !== 'element' || child.tagName === KEPT_TAG) continue;
      if (!allowedTags.has(child.tagName)) {
        found.push({ what: `<${child.tagName}>`, node: child });
        continue;
      }
      const parts = Object.entries(child.properties).flatMap(([name, value]) => {
        if (/^on/i.test(name)) return [`\`${name.toLowerCase()}\``];
        const scheme = URL_ATTRIBUTES.has(name) ? refusedScheme(String(value)) : undefined;
        return scheme ? [`the \`${scheme}\` URL of \`${name}\``] : [];
      });
      if (parts.length) found.push({ what: `${parts.join(', ')} on <${child.tagName}>`, node: child });
      walk(child);
    }
  };
  walk(tree);
  return found;
}

/** Sanitizes a hast tree by CONTENT_HTML_SCHEMA (hast-util-sanitize, GitHub's rules). */
export function sanitizeContentHtml(tree: Root): Root {
  return sanitize(tree, CONTENT_HTML_SCHEMA) as Root;
}
