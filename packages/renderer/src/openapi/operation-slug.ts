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

/** The page slug of an operation: from its operationId, else its summary, else method and path. */
export function operationSlug(op: { operationId?: string; summary?: string; method: string; path: string }): string {
  const fromId = op.operationId ? kebabIdentifier(op.operationId) : '';
  if (fromId) return fromId;
  const fromSummary = op.summary ? kebabIdentifier(op.summary) : '';
  if (fromSummary) return fromSummary;
  return kebabIdentifier(`${op.method} ${op.path.replace(/[{}]/g, '')}`) || op.method.toLowerCase();
}
