import { pageVersion, preferredVersion } from '../preferred-version.ts';
import type { SearchManifest } from './index-format.ts';

/** The docs version being read: the page's own, else the reader's preferred one, else the last version (the navbar's dropdown says which). */
export function readingVersion(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const dropdown = document.querySelector<HTMLElement>('.navbar-versions');
  if (!dropdown) return undefined;
  return pageVersion() ?? preferredVersion() ?? dropdown.dataset.lastVersion;
}

/**
 * Which pages of the index a query may show: on a site with docs versions, the pages of no version
 * (API, changelog) and those of the version being read; undefined (all) on a site without versions.
 */
export function versionScope(manifest: SearchManifest, reading: string | undefined = readingVersion()): ((doc: number) => boolean) | undefined {
  const { versions, docVersions } = manifest;
  if (!versions || !docVersions || reading === undefined) return undefined;
  const at = versions.indexOf(reading);
  if (at < 0) return undefined;
  const code = 48 + at;
  return (doc) => {
    const c = docVersions.charCodeAt(doc);
    return c === 45 || c === code;
  };
}
