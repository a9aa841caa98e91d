import { describe, expect, it } from 'vitest';
import { nearest } from '../../src/suggest.ts';

/** Candidates that count how many were read. */
function counted(list: string[]) {
  const seen = { count: 0 };
  function* read() {
    for (const item of list) {
      seen.count++;
      yield item;
    }
  }
  return { seen, read };
}

describe('nearest (the "did you mean" guesses of the link check)', () => {
  it('guesses the candidate a typo was meant for, and nothing far from every candidate', () => {
    expect(nearest('partial-refund', ['refunds', 'partial-refunds', 'payments'])).toBe('partial-refunds');
    expect(nearest('webhook-signature', ['refunds', 'payments'])).toBeUndefined();
  });

  it('stops comparing once the budget shared by a check is spent, keeping the nearest found so far', () => {
    // 20,000 ids, 3,000 broken anchors: unbounded, a page like this took 85 s to check for suggestions alone.
    const ids = Array.from({ length: 20_000 }, (_, i) => `heading-number-${i}`);
    const budget = { cells: 10 * 'heading-number-1x'.length * 'heading-number-1'.length };
    const first = counted(ids);
    expect(nearest('heading-number-1x', first.read(), budget)).toBe('heading-number-1');
    expect(first.seen.count).toBeLessThanOrEqual(11);
    const later = counted(ids);
    expect(nearest('heading-number-2x', later.read(), budget)).toBeUndefined();
    expect(later.seen.count).toBeLessThanOrEqual(1);
    // Without a budget every candidate is compared.
    const all = counted(ids);
    nearest('heading-number-2x', all.read());
    expect(all.seen.count).toBe(ids.length);
  });
});

describe('nearest, for a target that a longer name now holds', () => {
  it('guesses the name that adds words at its end before a nearer other one', () => {
    expect(nearest('viewing-build-history', ['viewing-agent-history', 'viewing-build-history-legacy', 'viewing-build-history-legacy-2'])).toBe(
      'viewing-build-history-legacy',
    );
    expect(nearest('windows-installation', ['linux-installation', 'windows-installation-legacy'])).toBe('windows-installation-legacy');
    // Not a word added: a longer word that only starts the same.
    expect(nearest('refund', ['refundable', 'refunds'])).toBe('refunds');
  });
});
