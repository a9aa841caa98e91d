/** Finds where text is written in one source file; each search runs once, lines by binary search. */
export class TextLocator {
  private readonly lineStarts: number[] = [0];
  private readonly found = new Map<string, { line: number; column: number } | undefined>();
  /** Offsets of the URLs of Markdown links and href attributes, read in one pass when first needed. */
  private urls?: Map<string, number>;

  constructor(private readonly source: string) {
    for (let i = source.indexOf('\n'); i !== -1; i = source.indexOf('\n', i + 1)) this.lineStarts.push(i + 1);
  }

  /** Line and column (1-based) of the first occurrence of `needle` (a URL is looked up among the file's links first). */
  locate(needle: string): { line: number; column: number } | undefined {
    if (this.found.has(needle)) return this.found.get(needle);
    if (!this.urls) {
      this.urls = new Map();
      for (const match of this.source.matchAll(/\]\(\s*<?([^)\s>]+)|href=["']([^"']+)/g)) {
        const url = match[1] ?? match[2]!;
        if (!this.urls.has(url)) this.urls.set(url, match.index + match[0].length - url.length);
      }
    }
    const at = this.urls.get(needle) ?? this.source.indexOf(needle);
    let position: { line: number; column: number } | undefined;
    if (at !== -1) {
      let low = 0;
      let high = this.lineStarts.length - 1;
      while (low < high) {
        const mid = (low + high + 1) >> 1;
        if (this.lineStarts[mid]! <= at) low = mid;
        else high = mid - 1;
      }
      position = { line: low + 1, column: at - this.lineStarts[low]! + 1 };
    }
    this.found.set(needle, position);
    return position;
  }
}
