import { expect, it } from 'vitest';
import { Diagnostics } from '../../../src/diagnostics.ts';
import { checkLinks } from '../../../src/links/check-links.ts';

it('reports a broken link written once and shown on many pages once, at its place, with how many more pages have it', () => {
  // PagerDuty's shared `PaymentRequired` response says `[Abilities API](#resource_Abilities)`: 87 identical warnings, one per operation.
  const diagnostics = new Diagnostics();
  const shared = (route: string) => ({
    route,
    file: 'openapiv3.json',
    ids: [],
    content: [],
    brokenOwnAnchors: [{ target: `${route}#resource_Abilities`, written: '#resource_Abilities', image: false, line: 6177, column: 177 }],
  });
  const own = {
    route: '/guide',
    file: 'docs/guide.md',
    ids: [],
    content: [{ target: '/missing', written: '/missing', image: false, line: 3, column: 1 }],
    brokenOwnAnchors: [],
  };
  const result = checkLinks({
    pages: [shared('/api/list-incidents'), shared('/api/get-incident'), shared('/api/create-incident'), own],
    layout: new Map(),
    routes: new Set(['/api/list-incidents', '/api/get-incident', '/api/create-incident', '/guide']),
    sidebars: {},
    files: new Set(),
    severities: { links: 'warn', anchors: 'warn', markdownLinks: 'warn' },
    diagnostics,
  });
  expect(diagnostics.items.map((d) => `${d.file}:${d.line}:${d.column} ${d.message}`)).toEqual([
    'openapiv3.json:6177:177 broken anchor: /api/list-incidents exists but has no #resource_Abilities (written as #resource_Abilities) (and on 2 more pages)',
    'docs/guide.md:3:1 broken link: /missing does not exist',
  ]);
  expect(result).toEqual({ brokenLinks: 1, brokenAnchors: 1, brokenMarkdownLinks: 0 });
});
