import { describe, expect, it } from 'vitest';
import { redocAnchorLinks, withSectionIds } from '../../../src/openapi/redoc-anchors.ts';
import type { ApiModel } from '../../../src/openapi/api-types.ts';

const model = {
  operations: [
    { operationId: 'createPayment', route: '/api/create-payment' },
    { operationId: 'getPayment', route: '/api/get-payment' },
  ],
  tags: [{ name: 'Payments' }, { name: 'Payment Links' }],
} as unknown as ApiModel;
const links = redocAnchorLinks(model, '/api/mk-api');

describe("links written for Redoc's anchors", () => {
  it('lead to the operation pages and the tags on the overview', () => {
    expect(links('<a href="#operation/createPayment">a</a>')).toBe('<a href="/api/create-payment">a</a>');
    expect(links('<a href="#tag/Payments/operation/getPayment">b</a>')).toBe('<a href="/api/get-payment">b</a>');
    expect(links('<a href="#tag/Payment%20Links">c</a> <a href="#tag/payment-links">d</a>')).toBe(
      '<a href="/api/mk-api#tag-Payment-Links">c</a> <a href="/api/mk-api#tag-Payment-Links">d</a>',
    );
  });

  it('leave what names nothing of the description as written, for the link checker to report', () => {
    const html = '<a href="#operation/deleteEverything">x</a><a href="#tag/Nope">y</a><a href="#section/Authentication">z</a><a href="#other">w</a>';
    expect(links(html)).toBe(html);
  });

  it("give the info description Redoc's section ids and lead section links to them", () => {
    const info = withSectionIds('<h1>Getting Started</h1><p>x</p><h2>Status &amp; Codes</h2><h3>Deeper</h3><h1>Getting Started</h1><h2>Alone</h2>');
    expect(info.html).toBe(
      '<h1 id="section/Getting-Started">Getting Started</h1><p>x</p><h2 id="section/Getting-Started/Status-and-Codes">Status &amp; Codes</h2><h3>Deeper</h3><h1>Getting Started</h1><h2 id="section/Getting-Started/Alone">Alone</h2>',
    );
    const withSections = redocAnchorLinks(model, '/api/mk-api', info.ids);
    expect(
      withSections('<a href="#section/Getting-Started/Status-and-Codes">a</a><a href="#section/getting-started">b</a><a href="#section/Missing">c</a>'),
    ).toBe(
      '<a href="/api/mk-api#section/Getting-Started/Status-and-Codes">a</a><a href="/api/mk-api#section/Getting-Started">b</a><a href="#section/Missing">c</a>',
    );
  });
});
