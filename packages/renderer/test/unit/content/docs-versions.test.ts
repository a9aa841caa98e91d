import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { configSchema } from '../../../src/config/schema.ts';
import { planVersions, readVersionNames } from '../../../src/content/docs-versions.ts';
import { Diagnostics } from '../../../src/diagnostics.ts';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'portal-versions-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const config = (docs: object = {}) => configSchema.parse({ docs });
const plan = (names: string[] | undefined, docs: object = {}) =>
  planVersions({ config: config(docs), rootDir: '/site', contentDir: '/site/docs', names, diagnostics: new Diagnostics() }).map(
    (v) => `${v.name} ${v.label} ${v.routeBase} ${v.isLast ? 'last' : '-'} ${v.banner}`,
  );

describe('planVersions', () => {
  it('gives a site without versions.json the one version, current, labelled Next at the docs root', () => {
    expect(plan(undefined)).toEqual(['current Next / last none']);
  });

  it('serves the newest version at the root, current under next, older ones under their name, with Docusaurus banners', () => {
    expect(plan(['2.0', '1.0'])).toEqual(['current Next /next - unreleased', '2.0 2.0 / last none', '1.0 1.0 /1.0 - unmaintained']);
  });

  it('follows lastVersion, onlyIncludeVersions and each version’s label, path and banner', () => {
    expect(
      plan(['2.0', '1.0'], {
        routeBasePath: '/docs',
        lastVersion: 'current',
        onlyIncludeVersions: ['current', '1.0'],
        versions: { '1.0': { label: 'Legacy', path: 'legacy', banner: 'none' } },
      }),
    ).toEqual(['current Next /docs last none', '1.0 Legacy /docs/legacy - none']);
    expect(plan(['3.0', '2.0', '1.0'], { lastVersion: '2.0' })).toEqual([
      'current Next /next - unreleased',
      '3.0 3.0 /3.0 - unreleased',
      '2.0 2.0 / last none',
      '1.0 1.0 /1.0 - unmaintained',
    ]);
  });

  it('refuses an unknown lastVersion or an included version list without it', () => {
    expect(() => plan(['1.0'], { lastVersion: '9.9' })).toThrow(/docs.lastVersion "9.9" is not a version/);
    expect(() => plan(['1.0'], { onlyIncludeVersions: ['current'] })).toThrow(/leaves out the last version "1.0"/);
  });
});

describe('readVersionNames', () => {
  const site = (text: string) => {
    const dir = mkdtempSync(path.join(tmp, 'site-'));
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'versions.json'), text);
    return dir;
  };

  it('reads versions.json beside the config, newest first; none without the file', () => {
    expect(readVersionNames({ rootDir: site('["2.0", "1.0"]'), cwd: tmp })).toEqual(['2.0', '1.0']);
    expect(readVersionNames({ rootDir: tmp, cwd: tmp })).toBeUndefined();
  });

  it('refuses a name that would leave versioned_docs/, naming the file', () => {
    expect(() => readVersionNames({ rootDir: site('["../../etc"]'), cwd: tmp })).toThrow(/versions.json: "..\/..\/etc" is not a version name/);
    expect(() => readVersionNames({ rootDir: site('{"a": 1}'), cwd: tmp })).toThrow(/not an array/);
    expect(() => readVersionNames({ rootDir: site('[1.0'), cwd: tmp })).toThrow(/not valid JSON/);
  });
});
