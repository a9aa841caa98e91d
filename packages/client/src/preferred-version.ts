/** localStorage key of the reader's preferred docs version (the key Docusaurus sites use). */
export const PREFERRED_VERSION_KEY = 'docs-preferred-version-default';

/** The docs version of the page shown (its `<main data-docs-version>`), undefined on a page of no version (API, changelog). */
export function pageVersion(): string | undefined {
  return document.querySelector<HTMLElement>('main[data-docs-version]')?.dataset.docsVersion;
}

/** The reader's preferred docs version, null when none is stored or storage is blocked. */
export function preferredVersion(): string | null {
  try {
    return localStorage.getItem(PREFERRED_VERSION_KEY);
  } catch {
    return null;
  }
}

/**
 * Remembers the docs version of the page shown (`current` on a site without versions) as the
 * reader's preferred one, under Docusaurus's key, on a full load and after each client navigation.
 * A page of no version (API, changelog) leaves it alone.
 */
export function rememberPageVersion(): void {
  const version = pageVersion();
  if (!version) return;
  try {
    localStorage.setItem(PREFERRED_VERSION_KEY, version);
  } catch {
    // Storage blocked: nothing to remember.
  }
}
