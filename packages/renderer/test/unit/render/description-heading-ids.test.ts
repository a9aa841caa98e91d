import { describe, expect, it } from 'vitest';
import { markDescriptionHeadings, withDescriptionHeadingIds } from '../../../src/render/description-heading-ids.ts';
import { withSectionIds } from '../../../src/openapi/redoc-anchors.ts';

/** A page as the API templates make it: its own headings, with description HTML inside. */
const page = (...descriptions: string[]) =>
  `<h1>Create a payment</h1>${descriptions.map((d) => `<div class="markdown">${markDescriptionHeadings(d)}</div>`).join('')}<h2 id="responses" class="anchor-heading">Responses</h2>`;
const ids = (html: string) => [...html.matchAll(/ id="([^"]*)"/g)].map((m) => m[1]);

describe('headings of descriptions on an API page', () => {
  it("get GitHub's slug and a # link, as guides' headings do", () => {
    expect(withDescriptionHeadingIds(page('<h2>Rate limits</h2><p>x</p>'))).toBe(
      '<h1>Create a payment</h1><div class="markdown"><h2 id="rate-limits" class="anchor-heading">Rate limits<a href="#rate-limits" class="hash-link" aria-label="Direct link to Rate limits" title="Direct link to Rate limits">#</a></h2><p>x</p></div><h2 id="responses" class="anchor-heading">Responses</h2>',
    );
  });

  it('are unique in document order across descriptions, and never take an id the page has, wherever it is', () => {
    const html = withDescriptionHeadingIds(page('<h2>Errors</h2><h2>Responses</h2>', '<h3>Errors</h3>'));
    expect(ids(html)).toEqual(['errors', 'responses-1', 'errors-1', 'responses']);
    // A page's sidebar fragments are markers until it is written: their ids are read through the scan.
    const scanned = withDescriptionHeadingIds(page('<h2>Nav</h2>'), (text, read) => [...read(text), 'nav']);
    expect(ids(scanned)[0]).toBe('nav-1');
  });

  it("keep Redoc's section id, with the GitHub one at their start", () => {
    const info = markDescriptionHeadings(withSectionIds('<h1>Getting Started</h1><h2>Status &#x26; Codes</h2>').html);
    expect(withDescriptionHeadingIds(info)).toBe(
      '<h1 id="section/Getting-Started" class="anchor-heading"><span id="getting-started"></span>Getting Started<a href="#getting-started" class="hash-link" aria-label="Direct link to Getting Started" title="Direct link to Getting Started">#</a></h1>' +
        '<h2 id="section/Getting-Started/Status-and-Codes" class="anchor-heading"><span id="status--codes"></span>Status &#x26; Codes<a href="#status--codes" class="hash-link" aria-label="Direct link to Status &amp; Codes" title="Direct link to Status &amp; Codes">#</a></h2>',
    );
  });

  it('leave a heading with no letters or digits without an id, and the footnotes heading alone', () => {
    const footnotes = '<h2 id="user-content-footnote-label" class="sr-only">Footnotes</h2>';
    expect(withDescriptionHeadingIds(markDescriptionHeadings(`<h2>!!!</h2>${footnotes}`))).toBe(`<h2>!!!</h2>${footnotes}`);
  });

  it('leave a page without description headings as it is, text that looks like a mark included', () => {
    const html = '<h1>Title</h1><p>a\0>b &lt;h2\0&gt;</p>';
    expect(withDescriptionHeadingIds(html)).toBe(html);
    expect(markDescriptionHeadings('<p>&lt;h2&gt;</p><hr>')).toBe('<p>&lt;h2&gt;</p><hr>');
  });
});
