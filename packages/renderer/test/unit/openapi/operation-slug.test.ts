import { describe, expect, it } from 'vitest';
import { MAX_SLUG_LENGTH, identifierWords, kebabIdentifier, operationSlug } from '../../../src/openapi/operation-slug.ts';

describe('operationSlug', () => {
  it.each([
    ['createTransaction', 'create-transaction'],
    ['addMerchantDataToTransaction', 'add-merchant-data-to-transaction'],
    ['getAccountStatementCamt053', 'get-account-statement-camt-053'],
    ['getAccountStatementXml', 'get-account-statement-xml'],
    ['getAccountStatementXML', 'get-account-statement-xml'],
    ['getHTTPResponse', 'get-http-response'],
    ['get_user_by_id', 'get-user-by-id'],
    ['list-users', 'list-users'],
    ['v2ListItems', 'v-2-list-items'],
  ])('turns the operationId %s into %s', (operationId, slug) => {
    expect(operationSlug({ operationId, method: 'get', path: '/x' })).toBe(slug);
  });

  it('falls back to the summary, then to method and path', () => {
    expect(operationSlug({ summary: 'Get a refund', method: 'get', path: '/refunds/{id}' })).toBe('get-a-refund');
    expect(operationSlug({ method: 'delete', path: '/v1/refunds/{refundId}' })).toBe('delete-v-1-refunds-refund-id');
  });

  it('keeps a slug from a 900-character summary within a folder name, ending at a word and a hash of the whole', () => {
    const summary = `Returns detailed information about merchants ${'that have been terminated by an acquiring bank '.repeat(20)}`;
    const [a, b] = [`${summary} and more`, `${summary} and less`].map((s) => operationSlug({ summary: s, method: 'get', path: '/x' })) as [string, string];
    expect(a.length).toBeLessThanOrEqual(MAX_SLUG_LENGTH);
    expect(a).toMatch(/^returns-detailed-information-about-merchants-that-have-been-terminated-[a-z-]*[a-z]-[0-9a-f]{8}$/);
    expect(b).not.toBe(a);
    expect(operationSlug({ operationId: 'x'.repeat(MAX_SLUG_LENGTH), method: 'get', path: '/x' })).toBe('x'.repeat(MAX_SLUG_LENGTH));
  });

  it('keeps digit runs and acronyms whole', () => {
    expect(identifierWords('parseISO8601Date')).toEqual(['parse', 'ISO', '8601', 'Date']);
    expect(kebabIdentifier('Camt053')).toBe('camt-053');
  });
});
