import { describe, expect, it } from 'vitest';
import { collectPageLinks, countLayoutLink, mergeLayoutLinks, type LayoutLinks } from '../../../src/links/page-links.ts';

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

describe('layout links counted in several threads', () => {
  it('name the same first pages whichever thread rendered which page, and in whatever order they are merged', () => {
    const routes = ['/z', '/b', '/m', '/a', '/y', '/c', '/x', '/d'];
    const counted = (pages: string[]) => {
      const layout: LayoutLinks = new Map();
      for (const route of pages) countLayoutLink(layout, '/missing', false, route);
      return layout;
    };
    const merged = (parts: string[][]) => {
      const into: LayoutLinks = new Map();
      for (const part of parts) mergeLayoutLinks(into, counted(part));
      return into.get('/missing');
    };
    const expected = { image: false, count: 8, pages: ['/a', '/b', '/c', '/d', '/m'] };
    expect(merged([routes])).toEqual(expected);
    expect(merged([routes.slice(0, 3), routes.slice(3)])).toEqual(expected);
    expect(merged([routes.slice(5), routes.slice(0, 5)])).toEqual(expected);
  });
});
