import { describe, expect, it } from 'vitest';
import { createSafeMarkdown } from '../../../src/markdown/compile-safe-markdown.ts';

describe('createSafeMarkdown (Markdown from an API description)', () => {
  const markdown = createSafeMarkdown();

  it('renders every GFM construct a description uses', () => {
    expect(markdown('Refund ~~all~~ part of it.')).toBe('<p>Refund <del>all</del> part of it.</p>');
    expect(markdown('See https://docs.merchantkit.example or www.merchantkit.example, or write to help@merchantkit.example.')).toBe(
      '<p>See <a href="https://docs.merchantkit.example">https://docs.merchantkit.example</a> or <a href="http://www.merchantkit.example">www.merchantkit.example</a>, or write to <a href="mailto:help@merchantkit.example">help@merchantkit.example</a>.</p>',
    );
    expect(markdown('| Status | Meaning |\n| --- | --- |\n| `paid` | Captured |')).toMatch(
      /^<div class="table-wrapper"[^>]*><table>\n<thead>\n<tr>\n<th>Status<\/th>/,
    );
    expect(markdown('- [x] Signed\n- [ ] Paid')).toContain('<input type="checkbox" checked disabled>');
    expect(markdown('Fees apply.[^1]\n\n[^1]: Per transaction.')).toContain('Per transaction.');
  });

  it('leaves GFM syntax alone where the text cannot hold it, as CommonMark does', () => {
    expect(markdown('A plain *sentence* with `code` and a [link](/guides/refunds).')).toBe(
      '<p>A plain <em>sentence</em> with <code>code</code> and a <a href="/guides/refunds">link</a>.</p>',
    );
  });

  it('keeps nothing that can run: no script, no event handler, no javascript: URL', () => {
    const html = markdown('<script>alert(1)</script>\n\n<img src=x onerror="alert(1)">\n\n[click](javascript:alert(1))');
    expect(html).not.toMatch(/<script|onerror|javascript:/i);
  });
});
