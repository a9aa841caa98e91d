import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { highlightCacheFile, readHighlightCache, writeHighlightCache } from '../../../src/markdown/highlight-cache.ts';

describe('highlight cache', () => {
  it('gives the next build what this one used, and makes only what it lacks', () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'portal-cache-')), 'highlight.json');
    const first = readHighlightCache(file);
    expect(first.get({ lang: 'php', code: 'echo 1;', lines: '' }, () => '<pre>1</pre>')).toBe('<pre>1</pre>');
    writeHighlightCache(file, first.used);
    const second = readHighlightCache(file);
    expect(second.get({ lang: 'php', code: 'echo 1;', lines: '' }, () => 'made again')).toBe('<pre>1</pre>');
    expect(second.get({ lang: 'php', code: 'echo 1;', lines: '1' }, () => '<pre class="marked">1</pre>')).toBe('<pre class="marked">1</pre>');
  });

  it('starts empty from a file of another version or a broken file', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-cache-'));
    writeFileSync(path.join(dir, 'old.json'), JSON.stringify({ version: '0:shiki@0.0.0', entries: {} }));
    writeFileSync(path.join(dir, 'broken.json'), '{');
    for (const name of ['old.json', 'broken.json', 'missing.json']) {
      expect(readHighlightCache(path.join(dir, name)).get({ lang: 'go', code: 'x', lines: '' }, () => 'made')).toBe('made');
    }
  });

  it('lives in node_modules/.cache/portal of the package that holds the content', () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'portal-site-'));
    writeFileSync(path.join(root, 'package.json'), '{}');
    expect(highlightCacheFile(path.join(root, 'docs', 'content'))).toMatch(new RegExp(`^${root}/node_modules/\\.cache/portal/highlight-[0-9a-f]{12}\\.json$`));
  });
});
