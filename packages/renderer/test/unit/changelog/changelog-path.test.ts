import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { configSchema } from '../../../src/config/schema.ts';
import { sitePaths } from '../../../src/config/site-paths.ts';

const root = path.resolve('/site');
const paths = (changelog: Record<string, unknown>) => sitePaths({ cwd: root, rootDir: root, config: configSchema.parse({ changelog }) });

describe('changelog.path (issue 15)', () => {
  it('is changelog/ beside the content folder by default, or another folder there', () => {
    expect(paths({}).changelogDir).toBe(path.join(root, 'changelog'));
    expect(paths({ path: 'news/releases' }).changelogDir).toBe(path.join(root, 'news/releases'));
  });

  it.each(['../outside', '/etc', '.', 'a/../../b'])('refuses %s, which leaves the folder beside the content', (value) => {
    expect(() => paths({ path: value })).toThrow(/`changelog.path` must name a folder beside the content folder/);
  });
});
