import { createHash } from 'node:crypto';

/**
 * Words of an identifier, keeping digit runs and acronyms whole:
 * `getAccountStatementCamt053` → get Account Statement Camt 053; `getStatementXML` → get Statement XML.
 */
export function identifierWords(text: string): string[] {
  return text.match(/[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+/g) ?? [];
}

/** `getAccountStatementCamt053` → `get-account-statement-camt-053`; `Get a refund` → `get-a-refund`. */
export function kebabIdentifier(text: string): string {
  return identifierWords(text)
    .map((w) => w.toLowerCase())
    .join('-');
}

/**
 * The longest slug a page gets: a folder name may hold 255 bytes (`{slug}-2`, `{slug}.md` included),
 * and real descriptions take slugs from 900-character summaries and 270-character operationIds.
 */
export const MAX_SLUG_LENGTH = 200;

/**
 * A slug of at most MAX_SLUG_LENGTH characters: a longer one keeps its first words and ends with a
 * hash of the whole, so two long slugs that start alike still get pages of their own.
 */
export function boundedSlug(slug: string): string {
  if (slug.length <= MAX_SLUG_LENGTH) return slug;
  const hash = createHash('sha256').update(slug).digest('hex').slice(0, 8);
  const head = slug.slice(0, MAX_SLUG_LENGTH - hash.length - 1);
  const cut = head.lastIndexOf('-');
  return `${cut > 0 ? head.slice(0, cut) : head}-${hash}`;
}

/** The page slug of an operation: from its operationId, else its summary, else method and path (at most MAX_SLUG_LENGTH characters). */
export function operationSlug(op: { operationId?: string; summary?: string; method: string; path: string }): string {
  const fromId = op.operationId ? kebabIdentifier(op.operationId) : '';
  if (fromId) return boundedSlug(fromId);
  const fromSummary = op.summary ? kebabIdentifier(op.summary) : '';
  if (fromSummary) return boundedSlug(fromSummary);
  return boundedSlug(kebabIdentifier(`${op.method} ${op.path.replace(/[{}]/g, '')}`) || op.method.toLowerCase());
}
