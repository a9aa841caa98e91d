import path from 'node:path';
import type { HtmlMemo } from '../../cache/html-memo.ts';
import { readInputFile } from '../../safety/read-input.ts';
import type { PageLinks } from '../../links/page-links.ts';
import type { CompiledMarkdown } from '../../markdown/compile-markdown.ts';
import { PageFingerprints, sha1, sidebarHashes } from '../../site/page-fingerprint.ts';
import type { PageData, SiteModel } from '../../site/types.ts';
import type { PageAssets } from '../templates/Head.tsx';

/** What a kept page gives the build besides its file: its links for the checker, its layout links in order, its search entry. */
interface PageRecord {
  /** The hash of the page's file, as the previous build wrote it. */
  sha1: string;
  links?: PageLinks;
  layout: [string, boolean][];
  /** The search entry, base64. */
  searched?: string;
}

/** A page the previous build wrote and this one keeps. */
export interface KeptPage {
  bytes: Uint8Array;
  links?: PageLinks;
  layout: [string, boolean][];
  searched?: Uint8Array;
}

/**
 * Guide and category pages of the previous build, reused when nothing their HTML is made from changed:
 * what every page shares (config, navbar, versions, asset names), the sidebar the page shows, its own
 * data (title, breadcrumbs, prev/next, version links, cards, the guide's text and front matter) and, for
 * a guide, its compiled Markdown (the compile cache decides that, with the routes, images and
 * components it depends on). The record is kept with the other build caches; the bytes are the
 * previous output's file, read only when its hash is the one recorded. Layout rendering, the link
 * scan and the search entry of an unchanged page are skipped; old versions' pages cost a read.
 */
export class PageCache {
  private readonly shared: string;
  private readonly sidebars: Record<string, string>;
  private readonly fingerprints = new PageFingerprints();

  constructor(
    private readonly memo: HtmlMemo,
    site: SiteModel,
    assets: PageAssets,
    /** The output folder of the previous build (still in place while this one is staged); none: pages are only kept for the next build. */
    private readonly previousOut: string | undefined,
  ) {
    this.shared = sha1(JSON.stringify([site.config, site.navbarItems, site.version, site.versions ?? null, assets]));
    this.sidebars = sidebarHashes(site);
  }

  /** Does the cache take pages of this kind? */
  static takes(page: PageData): page is Extract<PageData, { kind: 'doc' | 'category' }> {
    return page.kind === 'doc' || page.kind === 'category';
  }

  /** The key of a page's file: everything its HTML, links and search entry are made from. */
  key(page: PageData, compiled: CompiledMarkdown | undefined): string {
    const sidebar = page.sidebar === undefined ? '' : (this.sidebars[page.sidebar] ?? '');
    return sha1(`${this.shared}\u0000${sidebar}\u0000${this.fingerprints.own(page)}\u0000${compiled ? JSON.stringify(compiled) : ''}`);
  }

  /** The previous build's page under `key`, when its record and its unchanged file are there. */
  find(key: string, file: string): KeptPage | undefined {
    if (this.previousOut === undefined) return undefined;
    const text = this.memo.find(key);
    if (text === undefined) return undefined;
    const record = JSON.parse(text) as PageRecord;
    let bytes: Uint8Array;
    try {
      // Read as any input: within the output folder once links are followed, never a FIFO or a device, bounded in size.
      bytes = readInputFile(path.join(this.previousOut, file), { kind: 'asset', within: { root: this.previousOut, name: 'the output folder' } });
    } catch {
      return undefined;
    }
    if (sha1(bytes) !== record.sha1) return undefined;
    return {
      bytes,
      ...(record.links ? { links: record.links } : {}),
      layout: record.layout,
      ...(record.searched !== undefined ? { searched: new Uint8Array(Buffer.from(record.searched, 'base64')) } : {}),
    };
  }

  /** Keeps a page this build rendered, for the next one. */
  keep(key: string, page: KeptPage): void {
    const record: PageRecord = {
      sha1: sha1(page.bytes),
      ...(page.links ? { links: page.links } : {}),
      layout: page.layout,
      ...(page.searched ? { searched: Buffer.from(page.searched).toString('base64') } : {}),
    };
    this.memo.get(key, () => JSON.stringify(record));
  }
}
