import { describe, expect, it } from 'vitest';
import { collectPageLinks } from '../../../src/links/page-links.ts';

describe('collectPageLinks', () => {
  it('takes the content to end at the last </article>', () => {
    const html =
      '<nav><a href="/outside">o</a></nav><article><a href="/a">a</a><article><a href="/b">b</a></article><a href="/c">c</a></article><footer><a href="/after">x</a></footer>';
    const layout = new Map();
    const links = collectPageLinks({ html, route: '/p', file: 'p.md', sourceLinks: [], layout });
    expect(links.content.map((l) => l.target)).toEqual(['/a', '/b', '/c']);
    expect([...layout.keys()]).toEqual(['/outside', '/after']);
  });
});
