import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { locateBuildCaches } from '../../../src/render/job/build-caches.ts';

// These tests look at the default place of the caches, in their own temporary site's package.
vi.stubEnv('PORTAL_CACHE_DIR', '');

describe('where a build keeps its caches', () => {
  it('in node_modules/.cache/portal of the package that holds the content, one file per kind and site', () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'portal-site-'));
    writeFileSync(path.join(root, 'package.json'), '{}');
    const caches = locateBuildCaches(path.join(root, 'docs', 'content'));
    for (const kind of ['highlight', 'markdown', 'descriptions'] as const) {
      expect(caches[kind]?.file).toMatch(new RegExp(`^${root}/node_modules/\\.cache/portal/${kind}-[0-9a-f]{12}\\.jsonl$`));
    }
    expect(locateBuildCaches(path.join(root, 'other'))['markdown']?.file).not.toBe(caches.markdown?.file);
  });

  it('nowhere when no package holds the content', () => {
    expect(locateBuildCaches(path.join(mkdtempSync(path.join(os.tmpdir(), 'portal-loose-')), 'content'))).toEqual({});
  });
});

describe('a chosen cache folder', () => {
  it('holds the caches of every site when PORTAL_CACHE_DIR (what --cache-dir sets) names it', () => {
    const chosen = mkdtempSync(path.join(os.tmpdir(), 'portal-chosen-'));
    vi.stubEnv('PORTAL_CACHE_DIR', chosen);
    try {
      const caches = locateBuildCaches(path.join(mkdtempSync(path.join(os.tmpdir(), 'portal-loose-')), 'content'));
      expect(caches.highlight?.file).toMatch(new RegExp(`^${chosen}/highlight-[0-9a-f]{12}\\.jsonl$`));
    } finally {
      vi.stubEnv('PORTAL_CACHE_DIR', '');
    }
  });
});
