/** Where a message points: a file and, when known, its line and column (1-based). */
export interface SourcePosition {
  file: string;
  line?: number;
  column?: number;
}

export type Severity = 'error' | 'warning';

/** One problem found while building, with where it is and how to fix it. */
export interface Diagnostic extends SourcePosition {
  severity: Severity;
  message: string;
  hint?: string;
  /** A short excerpt of the source around line:column, already formatted. */
  frame?: string;
  /**
   * A finding about the site rather than one place (an unknown code language, an unknown front matter
   * key): the report gives it once, at its first place, with how many places have it.
   */
  sitewide?: boolean;
}

/** An error that stops the build: carries a position, a hint and the cause it wraps. */
export class PortalError extends Error {
  readonly file?: string;
  readonly line?: number;
  readonly column?: number;
  readonly hint?: string;
  readonly frame?: string;

  constructor(message: string, options: Partial<Omit<Diagnostic, 'severity' | 'message'>> & { cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'PortalError';
    this.file = options.file;
    this.line = options.line;
    this.column = options.column;
    this.hint = options.hint;
    this.frame = options.frame;
  }

  /** The error as a diagnostic, for printing with the others. */
  toDiagnostic(): Diagnostic {
    return {
      severity: 'error',
      message: this.message,
      file: this.file ?? '',
      line: this.line,
      column: this.column,
      hint: this.hint,
      frame: this.frame,
    };
  }
}

/** Collects messages during a build and prints them together at the end (the vfile model). */
export class Diagnostics {
  readonly items: Diagnostic[] = [];

  warn(message: string, where: SourcePosition, hint?: string): void {
    this.items.push({ severity: 'warning', message, hint, ...where });
  }

  error(message: string, where: SourcePosition, hint?: string): void {
    this.items.push({ severity: 'error', message, hint, ...where });
  }

  add(diagnostic: Diagnostic): void {
    this.items.push(diagnostic);
  }

  get warnings(): Diagnostic[] {
    return this.items.filter((d) => d.severity === 'warning');
  }

  get errors(): Diagnostic[] {
    return this.items.filter((d) => d.severity === 'error');
  }
}

/** `file:line:col`, leaving out what is unknown. */
export function formatLocation(where: SourcePosition): string {
  if (!where.file) return '';
  if (where.line === undefined) return where.file;
  return `${where.file}:${where.line}${where.column === undefined ? '' : `:${where.column}`}`;
}

/** One diagnostic as the lines a person reads: location, message, frame, hint. */
export function formatDiagnostic(d: Diagnostic): string {
  const location = formatLocation(d);
  const head = `${d.severity === 'error' ? 'error' : 'warning'}${location ? ` ${location}` : ''}: ${d.message}`;
  const lines = [head];
  if (d.frame) lines.push(d.frame);
  if (d.hint) lines.push(`  hint: ${d.hint}`);
  return lines.join('\n');
}

/** Diagnostics by file, then line and column (those without a line first). */
export function byPosition(a: Diagnostic, b: Diagnostic): number {
  return (a.file < b.file ? -1 : a.file > b.file ? 1 : 0) || (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0);
}

/** All diagnostics grouped by file, in the order the files were first seen. */
export function formatReport(items: readonly Diagnostic[]): string {
  const byFile = new Map<string, Diagnostic[]>();
  for (const d of onceForRepeats(items)) {
    const list = byFile.get(d.file) ?? [];
    list.push(d);
    byFile.set(d.file, list);
  }
  const blocks: string[] = [];
  for (const list of byFile.values()) {
    list.sort(byPosition);
    blocks.push(list.map(formatDiagnostic).join('\n'));
  }
  return blocks.join('\n\n');
}

/** From how many files on the same message without a line is reported once, and how many of the other files it names. */
const REPEATED_FROM = 3;
const OTHERS_NAMED = 3;

/**
 * The diagnostics with each message that many files have without a line (a problem of the whole
 * file, the same cause everywhere: a site's MDXComponents that did not load fails every MDX page)
 * given once, at its first file, naming how many other files have it and the first of them. One
 * cause reported 525 times buried every other message of the report.
 */
function onceForRepeats(items: readonly Diagnostic[]): Diagnostic[] {
  const keyOf = (d: Diagnostic) =>
    d.sitewide || (d.line === undefined && d.file) ? JSON.stringify([d.severity, d.message, d.hint ?? '', d.sitewide === true]) : undefined;
  const placesOf = new Map<string, Diagnostic[]>();
  for (const d of items) {
    const key = keyOf(d);
    if (key === undefined) continue;
    const places = placesOf.get(key) ?? [];
    if (d.sitewide || !places.some((p) => p.file === d.file)) places.push(d);
    placesOf.set(key, places);
  }
  const given = new Set<string>();
  const out: Diagnostic[] = [];
  for (const d of items) {
    const key = keyOf(d);
    const places = key === undefined ? undefined : placesOf.get(key)!;
    if (!places || places.length < (d.sitewide ? 2 : REPEATED_FROM)) out.push(d);
    else if (!given.has(key!)) {
      given.add(key!);
      out.push(
        d.sitewide
          ? sitewideOnce(places)
          : { ...d, message: `${d.message} (also in ${places.length - 1} other files: ${named(places.slice(1).map((p) => p.file))})` },
      );
    }
  }
  return out;
}

/** The first few of `names`, then an ellipsis. */
const named = (names: readonly string[]): string => `${names.slice(0, OTHERS_NAMED).join(', ')}${names.length > OTHERS_NAMED ? ', …' : ''}`;

/** A site-wide finding once, at its first place, with the count of places and files and the next few places. */
function sitewideOnce(places: readonly Diagnostic[]): Diagnostic {
  const sorted = [...places].sort(byPosition);
  const first = sorted[0]!;
  const files = new Set(sorted.map((p) => p.file)).size;
  const where = files === 1 ? `${sorted.length} places of this file` : `${sorted.length} places in ${files} files`;
  return { ...first, message: `${first.message} (${where}; also ${named(sorted.slice(1).map(formatLocation))})` };
}

/** Characters of a line a code frame shows at most. */
const FRAME_WIDTH = 120;

/** A few lines of `source` around `line` with a caret under `column` (like Vite's generateCodeFrame). */
export function codeFrame(source: string, line: number, column = 1, context = 2): string {
  const lines = source.split(/\r?\n/);
  const first = Math.max(1, line - context);
  const last = Math.min(lines.length, line + context);
  const width = String(last).length;
  const out: string[] = [];
  // Long lines show a window around the column, so a minified or hostile line stays readable.
  const start = Math.max(0, column - 1 - FRAME_WIDTH / 2);
  const clip = (text: string) =>
    text.length <= FRAME_WIDTH ? text : `${start > 0 ? '…' : ''}${text.slice(start, start + FRAME_WIDTH)}${text.length > start + FRAME_WIDTH ? '…' : ''}`;
  for (let n = first; n <= last; n++) {
    const marker = n === line ? '>' : ' ';
    const text = lines[n - 1] ?? '';
    out.push(`  ${marker} ${String(n).padStart(width)} | ${clip(text)}`);
    if (n === line)
      out.push(`    ${' '.repeat(width)} | ${' '.repeat(Math.max(0, column - 1 - (text.length > FRAME_WIDTH ? start - (start > 0 ? 1 : 0) : 0)))}^`);
  }
  return out.join('\n');
}

/** A thrown value of any type as a message (`throw "text"` throws a string, not an Error). */
export function describeThrown(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}
