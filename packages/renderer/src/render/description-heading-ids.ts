import GithubSlugger, { slug } from 'github-slugger';
import { pageIds, type HtmlScan } from '../links/extract-links.ts';
import { attributeValue, headingText } from '../openapi/html-text.ts';

/**
 * The opening tag of a description's heading between its compile and its page: `<h2␀>`, or
 * `<h1 id="section/…"␀>` with its Redoc id (redoc-anchors.ts). No description can write it: its text is
 * escaped and its raw HTML dropped, so `<h2` comes only from a Markdown heading, and no template puts a
 * NUL after one.
 */
const MARK = '\0>';
/** A marked heading: level, Redoc id attribute if any, inner HTML. A heading holds no other heading. */
const MARKED = /<h([1-6])((?: id="[^"]*")?)\0>([\s\S]*?)<\/h\1>/g;
/** A description heading as compiled (footnotes' `<h2 id="user-content-footnote-label" class="sr-only">` is not one). */
const COMPILED = /<h([1-6])((?: id="[^"]*")?)>/g;

/**
 * Marks the headings of some description HTML as waiting for their page's ids: the compiled HTML is
 * kept by its text alone and shared by every page that shows it, while a heading's id depends on the
 * page (which ids its template and other descriptions already took), so ids are given per page by
 * `withDescriptionHeadingIds`.
 */
export function markDescriptionHeadings(html: string): string {
  return html.includes('<h') ? html.replace(COMPILED, `<h$1$2${MARK}`) : html;
}

/**
 * Gives each marked description heading of a rendered API page the id GitHub and rehype-slug give it
 * (`## Rate limits` → `rate-limits`) and a `#` link to it, as guides' headings have, so the `#rate-limits`
 * links descriptions write for GitHub resolve. Ids are unique on the page in document order (one
 * github-slugger, `rate-limits-1` for the second), and never one the page already has (the template's
 * operation, parameter and schema anchors, the layout's, Redoc's `section/…` ids): a heading that
 * would take one gets the next free suffix. A heading with a Redoc id keeps it, and the GitHub id goes on
 * an empty `<span>` at its start (both spellings of a link then land on it; the `#` link uses the GitHub
 * one, like every other heading's). A heading with no letters or digits gets no id.
 *
 * `<h2␀>Rate limits</h2>` → `<h2 id="rate-limits" class="anchor-heading">Rate limits<a href="#rate-limits"
 *   class="hash-link" aria-label="Direct link to Rate limits" title="Direct link to Rate limits">#</a></h2>`
 */
export function withDescriptionHeadingIds(html: string, scan?: HtmlScan): string {
  if (!html.includes(MARK)) return html;
  const slugger = new GithubSlugger();
  // The page's own ids, read with the marks in place: the Redoc ids on marked headings are among them.
  for (const id of pageIds(html, scan)) slugger.occurrences[id] = 0;
  return html.replace(MARKED, (_, level: string, redocId: string, inner: string) => {
    const text = headingText(inner);
    if (!slug(text)) return `<h${level}${redocId}>${inner}</h${level}>`;
    const id = attributeValue(slugger.slug(text));
    const label = attributeValue(`Direct link to ${text.trim()}`);
    const link = `<a href="#${id}" class="hash-link" aria-label="${label}" title="${label}">#</a>`;
    return redocId
      ? `<h${level}${redocId} class="anchor-heading"><span id="${id}"></span>${inner}${link}</h${level}>`
      : `<h${level} id="${id}" class="anchor-heading">${inner}${link}</h${level}>`;
  });
}
