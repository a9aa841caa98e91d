import { describe, expect, it } from 'vitest';
import { catchError } from '../catch-error.ts';
import { parseCategoryFile } from '../../../src/content/category-file.ts';

describe('parseCategoryFile', () => {
  it('reads a JSON category file with a generated-index link', () => {
    const source = JSON.stringify(
      {
        label: 'Custom API',
        position: 2,
        collapsed: true,
        link: { type: 'generated-index', slug: '/custom', title: 'Custom API guides', description: 'All of it', keywords: ['api'] },
      },
      null,
      2,
    );
    expect(parseCategoryFile(source, 'content/guides/_category_.json')).toEqual({
      label: 'Custom API',
      position: 2,
      collapsed: true,
      link: { type: 'generated-index', slug: '/custom', title: 'Custom API guides', description: 'All of it', keywords: ['api'] },
    });
  });

  it('reads a YAML category file with a doc link', () => {
    const source = 'label: Modules\nposition: 1.5\ncollapsible: false\nlink:\n  type: doc\n  id: guides/modules/overview\n';
    expect(parseCategoryFile(source, '_category_.yml')).toEqual({
      label: 'Modules',
      position: 1.5,
      collapsible: false,
      link: { type: 'doc', id: 'guides/modules/overview' },
    });
  });

  it('accepts link: null and an empty file', () => {
    expect(parseCategoryFile('{"link": null}', '_category_.json')).toEqual({ link: null });
    expect(parseCategoryFile('', '_category_.yml')).toEqual({});
  });

  it('rejects an unknown key, naming it', () => {
    const error = catchError(() => parseCategoryFile('label: A\nlabl: B\n', 'content/x/_category_.yml'));
    expect(error.message).toBe('category: unknown key `labl`');
    expect(error.file).toBe('content/x/_category_.yml');
    expect(error.hint).toContain('label, position');
  });

  it('rejects an unknown key inside the link', () => {
    const error = catchError(() => parseCategoryFile('{"link": {"type": "doc", "id": "a", "slug": "/x"}}', '_category_.json'));
    expect(error.message).toContain('slug');
  });

  it('rejects a wrong type, naming the key and the type', () => {
    const error = catchError(() => parseCategoryFile('{"label": "A", "position": "first"}', '_category_.json'));
    expect(error.message).toBe('category: `position` must be a number, got a string ("first")');
  });

  it('reports invalid JSON with the line and column of the problem', () => {
    const source = '{\n  "label": "Guides"\n  "position": 2\n}\n';
    const error = catchError(() => parseCategoryFile(source, 'content/guides/_category_.json'));
    expect(error.message).toMatch(/^invalid JSON: /);
    expect(error.file).toBe('content/guides/_category_.json');
    expect(error.line).toBe(3);
    expect(error.column).toBe(3);
    expect(error.frame).toContain('> 3 |   "position": 2');
  });

  it('says YAML for a broken .yml file', () => {
    const error = catchError(() => parseCategoryFile('label: [a\nposition: 2\n', '_category_.yml'));
    expect(error.message).toMatch(/^invalid YAML: /);
  });
});
