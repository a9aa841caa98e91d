import { PREFERRED_VERSION_KEY } from './preferred-version-key.ts';

/**
 * Remembers the docs version of the page shown (its `<main data-docs-version>`: `current` on a site
 * without versions) as the reader's preferred one, under Docusaurus's key, on a full load and after
 * each client navigation. A page of no version (API, changelog) leaves it alone.
 */
export function rememberPageVersion(): void {
  const version = document.querySelector<HTMLElement>('main[data-docs-version]')?.dataset.docsVersion;
  if (!version) return;
  try {
    localStorage.setItem(PREFERRED_VERSION_KEY, version);
  } catch {
    // Storage blocked: nothing to remember.
  }
}
