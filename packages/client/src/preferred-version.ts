import { PREFERRED_VERSION_KEY } from './preferred-version-key.ts';

/**
 * Remembers the docs version of the page shown as the reader's preferred one (Docusaurus's
 * `docs-preferred-version-<plugin>` key), on a full load and after each client navigation. A page
 * of no version (API, changelog) and a site without versions leave it alone.
 */
export function rememberPageVersion(): void {
  const version = document.querySelector<HTMLElement>('.navbar-versions')?.dataset.pageVersion;
  if (!version) return;
  try {
    localStorage.setItem(PREFERRED_VERSION_KEY, version);
  } catch {
    // Storage blocked: nothing to remember.
  }
}
