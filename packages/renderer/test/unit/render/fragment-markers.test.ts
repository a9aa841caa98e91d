import { describe, expect, it } from 'vitest';
import { FragmentMarkers } from '../../../src/render/fragment-markers.ts';
import { extractLinks } from '../../../src/links/extract-links.ts';

/** A page with two prerendered categories left as markers, and the same page rendered whole. */
function page() {
  const markers = new FragmentMarkers();
  const first = '<div class="row"><a href="/a">Ä → a</a><span data-island="CategoryToggle"></span></div><ul id="sidebar-docs-0">…</ul>';
  const second = '<div class="row"><span data-island="CategoryToggle"></span></div><ul id="sidebar-docs-1"><li><a name="legacy">x</a></li></ul>';
  const shell = (a: string, b: string) =>
    `<head></head><nav id="nav"><li>${a}</li><li>${b}</li></nav><main><h2 id="intro">Intro</h2><span data-island="CopyButton"></span><p>€</p></main>`;
  return { markers, marked: shell(markers.mark('sidebar-docs-0', first), markers.mark('sidebar-docs-1', second)), whole: shell(first, second) };
}

const islands = (html: string) => Array.from(html.matchAll(/ data-island="(\w+)"/g), (m) => m[1]!);

describe('sidebar fragment markers', () => {
  it('writes the page rendered whole, byte for byte', () => {
    const { markers, marked, whole } = page();
    expect(markers.splice(marked).equals(Buffer.from(whole, 'utf8'))).toBe(true);
    expect(markers.join(marked)).toBe(whole);
    expect(marked.length).toBeLessThan(whole.length);
  });

  it('reads islands and ids in the order the written page has them', () => {
    const { markers, marked, whole } = page();
    expect(markers.scan(marked, islands)).toEqual(islands(whole));
    expect(extractLinks(marked, [0, 0], (html, read) => markers.scan(html, read)).ids).toEqual(extractLinks(whole).ids);
    // A second page reuses what the fragments hold.
    expect(markers.scan(marked, islands)).toEqual(['CategoryToggle', 'CategoryToggle', 'CopyButton']);
  });

  it("leaves alone what only looks like a marker: another build's nonce, or none", () => {
    const { markers, marked } = page();
    const other = new FragmentMarkers();
    const forged = `${marked}<pre>${other.mark('sidebar-docs-0', 'x')}\0${markers.nonce}\0</pre>`;
    expect(markers.join(forged)).toBe(`${markers.join(marked)}<pre>${other.mark('sidebar-docs-0', 'x')}\0${markers.nonce}\0</pre>`);
  });
});
