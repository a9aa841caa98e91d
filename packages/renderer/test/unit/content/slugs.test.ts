import { describe, expect, it } from 'vitest';
import { compareFileNames, isIndexFileName, joinRoute, kebabCase, resolveSlug, routeToFile, stripNumberPrefix } from '../../../src/content/slugs.ts';

describe('stripNumberPrefix', () => {
  it.each([
    ['01-intro', 'intro', 1],
    ['2_setup', 'setup', 2],
    ['10. faq', 'faq', 10],
    ['003 - Getting started', 'Getting started', 3],
    ['0-zero', 'zero', 0],
    ['5--double', 'double', 5],
    // Not date-like (Docusaurus needs digits after the separator to ignore it): a plain prefix.
    ['2024-report', 'report', 2024],
  ])('strips the prefix of %j', (input, name, position) => {
    expect(stripNumberPrefix(input)).toEqual({ name, position });
  });

  it.each(['intro', '123', '5-', '7 - ', '12_', 'a1-doc', 'My Doc-000', 'My 001- Doc', '00abc01-doc', 'Hey - 03 - My Doc'])(
    'leaves %j unchanged (no prefix, or nothing after it)',
    (input) => {
      expect(stripNumberPrefix(input)).toEqual({ name: input });
    },
  );

  it('returns no position key at all when nothing is stripped', () => {
    expect('position' in stripNumberPrefix('intro')).toBe(false);
  });

  it.each(['2021-01-31 - Doc', '2021-01-31', '21.01-notes', '8.0 - Doc', '1.2.3', '7.0-foo', '10_5 release'])(
    'leaves the date-like or version-like name %j unchanged, like Docusaurus',
    (input) => {
      expect(stripNumberPrefix(input)).toEqual({ name: input });
    },
  );
});

describe('kebabCase', () => {
  it.each([
    ['Custom API integration', 'custom-api-integration'],
    ['camelCaseName', 'camel-case-name'],
    ['recurringPayments', 'recurring-payments'],
    ['Crème brûlée à la carte', 'creme-brulee-a-la-carte'],
    ['  --Hello, World!-- ', 'hello-world'],
    ['SDK v2.0 (beta)', 'sdk-v2-0-beta'],
    ['snake_case_name', 'snake-case-name'],
    ['already-kebab', 'already-kebab'],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(kebabCase(input)).toBe(expected);
  });
});

describe('joinRoute', () => {
  it('joins segments with single slashes and no trailing slash', () => {
    expect(joinRoute('guides', 'custom-api', 'refunds')).toBe('/guides/custom-api/refunds');
    expect(joinRoute('/guides/', '/custom-api/')).toBe('/guides/custom-api');
    expect(joinRoute('a//b', './c')).toBe('/a/b/c');
  });

  it('gives the root for no or empty segments', () => {
    expect(joinRoute()).toBe('/');
    expect(joinRoute('', '/', '.')).toBe('/');
  });
});

describe('resolveSlug', () => {
  it('treats a slug starting with / as absolute from the root', () => {
    expect(resolveSlug('/payments/refunds', '/guides/custom-api')).toBe('/payments/refunds');
    expect(resolveSlug('/', '/guides')).toBe('/');
  });

  it('resolves a slug without a leading slash from the folder route', () => {
    expect(resolveSlug('refunds', '/guides/custom-api')).toBe('/guides/custom-api/refunds');
    expect(resolveSlug('deep/page/', '/guides')).toBe('/guides/deep/page');
    expect(resolveSlug('top', '/')).toBe('/top');
  });
});

describe('isIndexFileName', () => {
  it('accepts index and README in any case', () => {
    expect(isIndexFileName('index', 'guides')).toBe(true);
    expect(isIndexFileName('INDEX', undefined)).toBe(true);
    expect(isIndexFileName('README', 'guides')).toBe(true);
    expect(isIndexFileName('readme', undefined)).toBe(true);
  });

  it('accepts a file named exactly like its folder', () => {
    expect(isIndexFileName('modules', 'modules')).toBe(true);
    expect(isIndexFileName('Modules', 'modules')).toBe(false);
  });

  it('rejects other names', () => {
    expect(isIndexFileName('intro', 'guides')).toBe(false);
    expect(isIndexFileName('indexes', undefined)).toBe(false);
    expect(isIndexFileName('modules', undefined)).toBe(false);
  });
});

describe('routeToFile', () => {
  it('maps routes to index.html files', () => {
    expect(routeToFile('/')).toBe('index.html');
    expect(routeToFile('/guides')).toBe('guides/index.html');
    expect(routeToFile('/guides/custom-api/refunds')).toBe('guides/custom-api/refunds/index.html');
  });
});

describe('compareFileNames', () => {
  it('orders numbers naturally', () => {
    expect(['10-a.md', '2-b.md', '1-c.md'].sort(compareFileNames)).toEqual(['1-c.md', '2-b.md', '10-a.md']);
    expect(compareFileNames('page2', 'page10')).toBeLessThan(0);
    expect(compareFileNames('page10', 'page2')).toBeGreaterThan(0);
  });

  it('ignores case for the order', () => {
    expect(['beta.md', 'Alpha.md', 'gamma.md'].sort(compareFileNames)).toEqual(['Alpha.md', 'beta.md', 'gamma.md']);
  });

  it('breaks ties between names equal but for case deterministically, and returns 0 only for equal names', () => {
    expect(compareFileNames('a.md', 'a.md')).toBe(0);
    const ab = compareFileNames('A.md', 'a.md');
    expect(ab).not.toBe(0);
    expect(Math.sign(compareFileNames('a.md', 'A.md'))).toBe(-Math.sign(ab));
  });
});
