import { describe, expect, it } from 'vitest';
import { sanitizeSvg } from '../../../src/safety/svg-sanitize.ts';

// Issue 41: an SVG from the content or static folder runs no script when opened at the site's origin.
const svg = (body: string, attrs = '') => `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"${attrs}>${body}</svg>`;
const clean = (text: string) => {
  const result = sanitizeSvg(Buffer.from(text));
  if (!result.ok) throw new Error(result.reason);
  return result.bytes.toString('utf8');
};

describe('sanitizeSvg', () => {
  const hostile: [string, string][] = [
    ['a script element', svg('<script>alert(1)</script><rect width="1" height="1"/>')],
    ['a script in CDATA', svg('<script><![CDATA[alert(1)]]></script>')],
    ['an event handler', svg('<rect onclick="alert(1)" width="1"/>', ' onload="alert(1)"')],
    ['an upper-case event handler', svg('<rect ONMOUSEOVER="alert(1)"/>')],
    ['foreignObject with HTML', svg('<foreignObject><div xmlns="http://www.w3.org/1999/xhtml"><img src="x" onerror="alert(1)"/></div></foreignObject>')],
    ['a javascript: link', svg('<a href="javascript:alert(1)"><text>x</text></a>')],
    ['a javascript: xlink:href with entities and spaces', svg('<a xlink:href=" &#106;ava&#x09;script:alert(1)"><text>x</text></a>')],
    [
      'an animation that sets a link to javascript:',
      svg('<a><animate attributeName="href" to="javascript:alert(1)"/><set attributeName="xlink:href" to="javascript:alert(1)"/><text>x</text></a>'),
    ],
    ['an animation that sets a handler', svg('<set attributeName="onmouseover" to="alert(1)"/>')],
    ['a use of an external data: SVG', svg('<use href="data:image/svg+xml;base64,PHN2Zz48c2NyaXB0PmFsZXJ0KDEpPC9zY3JpcHQ+PC9zdmc+#x"/>')],
    ['an image of an SVG data: URL', svg('<image href="data:image/svg+xml,&lt;svg onload=alert(1)&gt;"/>')],
    ['an XSLT processing instruction', `<?xml version="1.0"?><?xml-stylesheet type="text/xsl" href="data:text/xml,x"?>${svg('<rect/>')}`],
    ['an iframe in the SVG namespace', svg('<iframe src="javascript:alert(1)"/>')],
    ['an HTML script in another namespace', svg('<h:script xmlns:h="http://www.w3.org/1999/xhtml">alert(1)</h:script>')],
    ['a style with a javascript: URL', svg('<rect style="fill:url(javascript:alert(1))"/>')],
  ];
  for (const [name, text] of hostile) {
    it(`takes out ${name}`, () => {
      const out = clean(text);
      expect(out).not.toMatch(/<script|<h:script|onload|onclick|onmouseover|foreignObject|iframe|javascript|xml-stylesheet|data:image\/svg|data:text/i);
      expect(out).toMatch(/^<svg /);
    });
  }

  it('refuses a DOCTYPE with entities that would build a script, and text that is not XML', () => {
    const entity = sanitizeSvg(
      Buffer.from('<!DOCTYPE svg [<!ENTITY x "&#60;script&#62;alert(1)&#60;/script&#62;">]><svg xmlns="http://www.w3.org/2000/svg">&x;</svg>'),
    );
    if (entity.ok) expect(entity.bytes.toString()).not.toMatch(/<script|DOCTYPE|ENTITY/);
    expect(sanitizeSvg(Buffer.from('<svg><script>')).ok).toBe(false);
    expect(sanitizeSvg(Buffer.from('<html xmlns="http://www.w3.org/1999/xhtml"><script>alert(1)</script></html>')).ok).toBe(false);
  });

  it('keeps what a diagram needs: shapes, text, gradients, filters, styles, fragment links, https links, raster data: images', () => {
    const text = svg(
      '<defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient><filter id="f"><feGaussianBlur stdDeviation="2"/></filter></defs>' +
        '<style>.a{fill:url(#g)}</style><rect class="a" width="10" height="10" filter="url(#f)"/><use href="#g"/><a href="https://example.com"><text x="1" y="2">Flow</text></a>' +
        '<image href="data:image/png;base64,iVBORw0KGgo="/><animate attributeName="opacity" from="0" to="1" dur="1s"/>',
      ' viewBox="0 0 10 10"',
    );
    const out = clean(text);
    for (const kept of [
      'viewBox="0 0 10 10"',
      '<linearGradient id="g">',
      '<feGaussianBlur stdDeviation="2"/>',
      '.a{fill:url(#g)}',
      'filter="url(#f)"',
      '<use href="#g"/>',
      '<a href="https://example.com">',
      '>Flow</text>',
      'data:image/png;base64',
      'attributeName="opacity"',
    ])
      expect(out).toContain(kept);
  });
});
