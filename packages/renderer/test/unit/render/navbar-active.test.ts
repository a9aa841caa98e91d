import { describe, expect, it } from 'vitest';
import { activeItem } from '../../../src/render/templates/Navbar.tsx';
import type { NavbarItem } from '../../../src/site/types.ts';

const link = (label: string, to: string, extra: Partial<NavbarItem> = {}): NavbarItem => ({ label, to, activeBasePath: to, position: 'left', ...extra });

describe('the active navbar item', () => {
  // "Docs" leads to /docs/intro (a migrated `type: 'doc'` item): Docusaurus marks it on every page of that doc's sidebar.
  const docs = link('Docs', '/docs/intro', { sidebar: 'docs' });
  const reference = link('Reference', '/docs/reference/api', { sidebar: 'reference' });
  const api = link('API', '/api/mk-api', { activeBasePath: '/api' });
  const resources = { ...link('Resources', '/docs/setup', { activeBasePath: '' }), items: [link('Setup', '/docs/setup', { sidebar: 'docs' })] };
  const items = [docs, reference, api, resources];

  it('is the link into the sidebar the page shows when no activeBasePath matches', () => {
    expect(activeItem(items, '/docs/cli', 'docs')).toBe(docs);
    expect(activeItem(items, '/docs/reference/errors', 'reference')).toBe(reference);
  });

  it('is the longest matching activeBasePath first, a dropdown by its links, and none for a page outside every sidebar', () => {
    expect(activeItem(items, '/api/create-payment', 'api')).toBe(api);
    expect(activeItem(items, '/docs/setup', 'docs')).toBe(resources);
    expect(activeItem(items, '/showcase', undefined)).toBeUndefined();
  });
});
