import { describe, expect, it } from 'vitest';
import type { CodeHighlighter, CodeToHighlight } from '../../../src/markdown/highlighter.ts';
import type { ApiMediaType } from '../../../src/openapi/api-types.ts';
import { buildOperationView, type ApiViewContext } from '../../../src/openapi/operation-view.ts';
import { apiOperation as operation } from './api-operation.ts';

const json = (value: unknown, pointer: string): ApiMediaType => ({ mediaType: 'application/json', examples: [{ value }], pointer });

/** A highlighter that records each call and gives every block `<pre>n</pre>`, n its place among all blocks it was given. */
function recordingHighlighter() {
  const calls: CodeToHighlight[][] = [];
  let n = 0;
  const highlighter: CodeHighlighter = {
    supports: () => true,
    highlight: () => {
      throw new Error('an operation page highlights its code in one highlightAll call');
    },
    highlightAll: (blocks) => {
      calls.push([...blocks]);
      return blocks.map(() => `<pre>${n++}</pre>`);
    },
  };
  return { highlighter, calls };
}

describe('buildOperationView', () => {
  it("highlights all of a page's code in one call (samples, request and response examples, callbacks'), each block's HTML in its place", () => {
    const { highlighter, calls } = recordingHighlighter();
    const callback = operation({
      kind: 'callback',
      slug: 'payment-paid',
      method: 'post',
      path: '{$request.body#/callbackUrl}',
      requestBody: { required: true, content: [json({ event: 'payment.paid' }, '#/cb/request')] },
      responses: [{ status: '204', headers: [], content: [] }],
      pointer: '#/cb',
    });
    const op = operation({
      requestBody: { required: true, content: [json({ amount: 1200 }, '#/request')] },
      responses: [
        { status: '201', headers: [], content: [json({ id: 'pay_1' }, '#/201')] },
        { status: '422', headers: [], content: [json({ error: 'amount' }, '#/422')] },
      ],
      callbacks: [{ name: 'paid', expression: '{$request.body#/callbackUrl}', operations: [callback] }],
    });
    const ctx: ApiViewContext = {
      highlighter,
      markdown: (text) => text ?? '',
      schemaHref: (name) => `/api/schemas/${name}`,
      sandboxUrl: 'https://sandbox.example',
      nodeBudget: 1000,
    };
    const view = buildOperationView(op, ctx);

    expect(calls).toHaveLength(1);
    const blocks = calls[0]!;
    const html = (code: string) => `<pre>${blocks.findIndex((b) => b.code === code)}</pre>`;
    // Samples first, then the request's example, the responses' in order, then the callback's: the
    // order the page's highlighting time is spent in.
    const samples = view.samples.length;
    expect(samples).toBeGreaterThan(1);
    expect(blocks.slice(samples).map((b) => JSON.parse(b.code))).toEqual([{ amount: 1200 }, { id: 'pay_1' }, { error: 'amount' }, { event: 'payment.paid' }]);
    expect(view.samples.map((s) => s.html)).toEqual(blocks.slice(0, samples).map((b) => html(b.code)));
    expect(view.requestBody!.content[0]!.examples[0]!.html).toBe(html(blocks[samples]!.code));
    expect(view.responses.map((r) => r.content[0]!.examples[0]!.html)).toEqual([html(blocks[samples + 1]!.code), html(blocks[samples + 2]!.code)]);
    expect(view.callbacks[0]!.operations[0]!.requestBody!.content[0]!.examples[0]!.html).toBe(html(blocks[samples + 3]!.code));
    expect(new Set([...blocks.map((b) => html(b.code))]).size).toBe(blocks.length);
  });
});
