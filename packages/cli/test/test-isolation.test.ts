import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ISOLATED } from '../../../scripts/isolated-tests.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');

describe('the test files that stub their environment', () => {
  it('each runs in a fresh process (scripts/isolated-tests.ts): its stubs would leak into the next file of its worker', () => {
    const stubbing = readdirSync(path.join(ROOT, 'packages'), { recursive: true, encoding: 'utf8' })
      .filter((file) => /(^|\/)test\/.*\.test\.tsx?$/.test(file) && !file.includes('node_modules'))
      .map((file) => `packages/${file}`)
      .filter((file) => /vi\.(stubEnv|stubGlobal|resetModules|doMock|mock)\(/.test(readFileSync(path.join(ROOT, file), 'utf8')))
      .filter((file) => !file.endsWith('test-isolation.test.ts'));
    expect(stubbing.filter((file) => !ISOLATED.includes(file))).toEqual([]);
    expect(stubbing.length).toBeGreaterThan(0);
  });
});
