import { describe, expect, it } from 'vitest';
import { endsInShortWord } from '../../../src/search/use-search.ts';

// Issue 15: a prefix of one or two characters matches words across many index chunks, so it waits for typing to pause.
describe('endsInShortWord', () => {
  it('holds while the word being typed has one or two characters, whole query or last word', () => {
    expect(['p', 'pa', 'webhook s', 'webhook si', 'ré', 'webhook  s'].map(endsInShortWord)).toEqual([true, true, true, true, true, true]);
  });

  it('lets a query whose last word has three characters or more search at once', () => {
    expect(['pay', 'webhook sig', 'to refund', 'POST /payments', 'a b refund'].map(endsInShortWord)).toEqual([false, false, false, false, false]);
  });
});
