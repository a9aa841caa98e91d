import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteCaches } from '../../../src/render/kept-caches.ts';

describe('where a build keeps its caches', () => {
  it('in node_modules/.cache/portal of the package that holds the content, one file per kind and site', () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'portal-site-'));
    writeFileSync(path.join(root, 'package.json'), '{}');
    const caches = siteCaches(path.join(root, 'docs', 'content'));
    for (const kind of ['highlight', 'markdown', 'descriptions'] as const) {
      expect(caches[kind]?.file).toMatch(new RegExp(`^${root}/node_modules/\\.cache/portal/${kind}-[0-9a-f]{12}\\.jsonl$`));
    }
    expect(siteCaches(path.join(root, 'other'))['markdown']?.file).not.toBe(caches.markdown?.file);
  });

  it('nowhere when no package holds the content', () => {
    expect(siteCaches(path.join(mkdtempSync(path.join(os.tmpdir(), 'portal-loose-')), 'content'))).toEqual({});
  });
});
