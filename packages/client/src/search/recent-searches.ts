/** Where the dialog keeps the reader's last searches (this site's origin only). */
const KEY = 'portal-recent-searches';
/** How many recent searches the dialog offers. */
const KEPT = 5;

/** The reader's recent searches, newest first (none when storage is unavailable or holds something else). */
export function recentSearches(): string[] {
  try {
    const kept: unknown = JSON.parse(window.localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(kept) ? kept.filter((q): q is string => typeof q === 'string').slice(0, KEPT) : [];
  } catch {
    return [];
  }
}

/** Keeps a search the reader opened a result of, first, once. */
export function rememberSearch(query: string): void {
  const text = query.trim();
  if (!text) return;
  try {
    window.localStorage.setItem(KEY, JSON.stringify([text, ...recentSearches().filter((q) => q !== text)].slice(0, KEPT)));
  } catch {
    // Storage full or refused: the search is not kept.
  }
}
