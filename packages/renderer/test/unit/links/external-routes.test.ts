import { expect, it } from 'vitest';
import { Diagnostics } from '../../../src/diagnostics.ts';
import { checkLinks } from '../../../src/links/check-links.ts';

it('does not check links to a route something else serves (externalRoutes) or under it, and still checks the others', () => {
  const diagnostics = new Diagnostics();
  const link = (target: string) => ({ target, written: target, image: false, line: 1, column: 1 });
  const result = checkLinks({
    pages: [{ route: '/', file: 'docs/index.md', ids: [], content: [link('/api'), link('/api/classes/x#y'), link('/apix')], brokenOwnAnchors: [] }],
    layout: new Map(),
    routes: new Set(['/']),
    sidebars: { docs: ['/api'] },
    files: new Set(),
    severities: { links: 'throw', anchors: 'throw', markdownLinks: 'throw' },
    diagnostics,
    external: ['/api'],
  });
  expect(result.brokenLinks).toBe(1);
  expect(diagnostics.items.map((d) => d.message)).toEqual([expect.stringMatching(/^broken link: \/apix does not exist/)]);
});
