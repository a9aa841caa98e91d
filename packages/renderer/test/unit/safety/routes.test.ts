import { describe, expect, it } from 'vitest';
import { normalizeRoute, requestPath } from '../../../src/safety/routes.ts';
import { refusedScheme } from '../../../src/safety/url-scheme.ts';
import { scriptJson } from '@portal/client/script-json.ts';

describe('normalizeRoute', () => {
  const ok: [string, string, string][] = [
    ['/payments/refunds', '/guides', '/payments/refunds'],
    ['refunds', '/guides/custom-api', '/guides/custom-api/refunds'],
    ['deep/page/', '/guides', '/guides/deep/page'],
    ['../other', '/guides/custom-api', '/guides/other'],
    ['//double//slash', '/', '/double/slash'],
    ['./here', '/a', '/a/here'],
    ['/', '/guides', '/'],
  ];
  for (const [slug, base, route] of ok) it(`${slug} from ${base} → ${route}`, () => expect(normalizeRoute(slug, base)).toEqual({ ok: true, route }));

  const refused = ['../../x', '/../etc', '/%2e%2e/x', '/a/%2E%2e', '/a%2fb', 'a\\..\\b', 'a\0b', 'https://evil.example/x', 'javascript:alert(1)', '/a/%00'];
  for (const slug of refused) it(`refuses ${JSON.stringify(slug)}`, () => expect(normalizeRoute(slug, '/guides').ok).toBe(false));
});

describe('requestPath', () => {
  it('never reads a target as a protocol-relative URL', () => {
    expect(requestPath('//')).toMatchObject({ pathname: '/', encoded: '/', collapsed: true });
    expect(requestPath('//x')).toMatchObject({ pathname: '/x', encoded: '/x', collapsed: true });
    expect(requestPath('/.//api/mk-api/?a=1')).toMatchObject({ pathname: '/api/mk-api/', encoded: '/api/mk-api/', collapsed: true, search: '?a=1' });
    expect(requestPath('/guides/x')).toMatchObject({ pathname: '/guides/x', collapsed: false });
    expect(requestPath('http://evil.example/x')).toMatchObject({ pathname: '/x' });
  });

  it('refuses dot-dot, NUL, encoded separators and malformed escapes', () => {
    for (const target of ['/../x', '/a/%2e%2e/x', '/a%2fb', '/%00', '/%E0%A4%A', 'x', '*']) expect(requestPath(target), target).toBeUndefined();
  });
});

describe('refusedScheme (the one URL allow-list)', () => {
  it('refuses every scheme but http, https, mailto and tel, however it is written', () => {
    expect(refusedScheme('javascript:alert(1)')).toBe('javascript:');
    expect(refusedScheme(' JaVa\tScRiPt:alert(1)')).toBe('javascript:');
    expect(refusedScheme('java\nscript:alert(1)')).toBe('javascript:');
    expect(refusedScheme('\u0000javascript:alert(1)')).toBe('javascript:');
    expect(refusedScheme('vbscript:msgbox')).toBe('vbscript:');
    expect(refusedScheme('DATA:text/html;base64,PHNjcmlwdD4=')).toBe('data:');
    expect(refusedScheme('data:image/svg+xml,<svg onload=alert(1)>')).toBe('data:');
    expect(refusedScheme('file:///etc/passwd')).toBe('file:');
    expect(refusedScheme('vscode://x')).toBe('vscode:');
  });
  it('lets links to pages, anchors and http(s), mailto and tel through', () => {
    for (const url of [
      'https://example.com',
      'HTTP://x',
      'mailto:a@b.c',
      'tel:+1555',
      '/guides/x',
      './x.md',
      '../img/a.png',
      '#anchor',
      '//cdn.example/x',
      '?q=1',
      'a/b:c',
      '',
    ])
      expect(refusedScheme(url), url).toBeUndefined();
  });
});

describe('scriptJson', () => {
  it('cannot end or change an inline script', () => {
    const text = scriptJson('</script><script>alert(1)</script><!--\u2028&');
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toBe('</script><script>alert(1)</script><!--\u2028&');
  });
});
