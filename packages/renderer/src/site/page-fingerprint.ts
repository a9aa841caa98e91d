import { createHash } from 'node:crypto';
import type { DocSource } from '../content/types.ts';
import type { PageData, SiteModel } from './types.ts';

export const sha1 = (text: string | Uint8Array) => createHash('sha1').update(text).digest('base64url');

/**
 * Hashes of what a page is made from, for the build's page cache and watch mode's page keys alike,
 * so the two cannot drift apart on what a page depends on. A guide is hashed once per DocSource: an
 * edit replaces it, so unchanged guides keep theirs across site models.
 */
export class PageFingerprints {
  private readonly docs = new WeakMap<DocSource, string>();

  /** The page's own data (title, breadcrumbs, prev/next, cards, its guide); an API operation's model is left out: its description's generation stands for it. */
  own(page: PageData): string {
    return sha1(JSON.stringify(page, (key, value) => (key === 'doc' ? this.doc(value as DocSource) : key === 'operation' ? undefined : value)));
  }

  private doc(doc: DocSource): string {
    let known = this.docs.get(doc);
    if (known === undefined) this.docs.set(doc, (known = sha1(JSON.stringify(doc))));
    return known;
  }
}

/** Each sidebar of a site model by the hash of its items. */
export function sidebarHashes(site: SiteModel): Record<string, string> {
  return Object.fromEntries(Object.entries(site.sidebars).map(([name, items]) => [name, sha1(JSON.stringify(items))]));
}
