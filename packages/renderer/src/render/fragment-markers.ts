import { randomBytes } from 'node:crypto';

/**
 * Prerendered sidebar categories left out of a page's HTML until it is written. A page of a large
 * site is mostly its sidebar (about 150 KB of 230 KB on the 1,000-guide corpus), the same on every
 * page: a build renders each page with a short marker where a prerendered category goes, reads the
 * page (islands, links, ids) with the markers standing for what they hold, and splices the categories
 * back in as bytes (each encoded once) when it makes the page's file.
 *
 * A marker is `\0<nonce>:<key>\0`, the nonce random per render job: no guide, sidebar or description can
 * write one, so splicing replaces only what the build put there, and the output stays the same bytes.
 */
export class FragmentMarkers {
  /** Random for each instance (each render job): see above. */
  readonly nonce = newNonce();
  private readonly pattern = new RegExp(`\0${this.nonce}:([^\0]*)\0`, 'g');
  private readonly html = new Map<string, string>();
  private readonly scans = new Map<(text: string) => unknown[], Map<string, unknown[]>>();
  private readonly bytes = new Map<string, Buffer>();

  /** `written` makes a fragment's HTML what a page's file holds (the base path in its URLs); scans read it as recorded. */
  constructor(private readonly written: (html: string) => string = (html) => html) {}

  /** Records a fragment's HTML and returns the marker that stands for it in pages. */
  mark(key: string, html: string): string {
    this.html.set(key, html);
    return `\0${this.nonce}:${key}\0`;
  }

  /**
   * What `scan` finds in the page as it will be written, in document order: the text between
   * markers is scanned, and each marker contributes what its fragment holds (scanned once per build).
   * `scan` must find nothing that a fragment's edge could cut (tags, attributes): fragments are whole elements.
   */
  scan<T>(html: string, scan: (text: string) => T[]): T[] {
    if (!html.includes('\0')) return scan(html);
    let memo = this.scans.get(scan) as Map<string, T[]> | undefined;
    if (!memo) this.scans.set(scan, (memo = new Map()));
    const found: T[] = [];
    let last = 0;
    for (const match of html.matchAll(this.pattern)) {
      found.push(...scan(html.slice(last, match.index)));
      const key = match[1]!;
      let inner = memo.get(key);
      if (!inner) memo.set(key, (inner = scan(this.fragment(key))));
      found.push(...inner);
      last = match.index + match[0].length;
    }
    found.push(...scan(html.slice(last)));
    return found;
  }

  /** The page as written: UTF-8 bytes with every marker replaced by its fragment (each fragment encoded once). */
  splice(html: string): Buffer {
    if (!html.includes('\0')) return Buffer.from(html, 'utf8');
    const parts: Buffer[] = [];
    let last = 0;
    for (const match of html.matchAll(this.pattern)) {
      parts.push(Buffer.from(html.slice(last, match.index), 'utf8'));
      const key = match[1]!;
      let bytes = this.bytes.get(key);
      if (!bytes) this.bytes.set(key, (bytes = Buffer.from(this.written(this.fragment(key)), 'utf8')));
      parts.push(bytes);
      last = match.index + match[0].length;
    }
    parts.push(Buffer.from(html.slice(last), 'utf8'));
    return Buffer.concat(parts);
  }

  /** The page as one string, markers replaced (for tests and for callers that need text). */
  join(html: string): string {
    return html.includes('\0') ? html.replace(this.pattern, (_, key: string) => this.written(this.fragment(key))) : html;
  }

  private fragment(key: string): string {
    const html = this.html.get(key);
    if (html === undefined) throw new Error(`no prerendered fragment "${key}"`);
    return html;
  }
}

/** A fresh random nonce for a build's markers. */
export function newNonce(): string {
  return randomBytes(9).toString('base64url');
}
