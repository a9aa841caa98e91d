import { describe, expect, it } from 'vitest';
import { collectPageLinks, lastIndexOf } from '../../../src/links/page-links.ts';

describe('lastIndexOf', () => {
  it('finds what String.prototype.lastIndexOf finds', () => {
    const cases: [string, string][] = [
      ['', '</article>'],
      ['<article>a</article>', '</article>'],
      ['<article><article>a</article></article> tail', '</article>'],
      ['no end here', '</article>'],
      ['aaaa', 'aa'],
      ['</article></article></article>', '</article>'],
    ];
    for (const [html, text] of cases) expect(lastIndexOf(html, text)).toBe(html.lastIndexOf(text));
  });
});

describe('collectPageLinks', () => {
  it('takes the content to end at the last </article>', () => {
    const html = '<nav><a href="/outside">o</a></nav><article><a href="/a">a</a><article><a href="/b">b</a></article><a href="/c">c</a></article><footer><a href="/after">x</a></footer>';
    const layout = new Map();
    const links = collectPageLinks({ html, route: '/p', file: 'p.md', sourceLinks: [], layout });
    expect(links.content.map((l) => l.target)).toEqual(['/a', '/b', '/c']);
    expect([...layout.keys()]).toEqual(['/outside', '/after']);
  });
});
