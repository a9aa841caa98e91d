import type { WorkBudget } from '../safety/budgets.ts';
import type { PatternScanner, RegexEngine, RegexEngineString } from 'shiki/core';

/** One match as a scanner gives it: which of its patterns matched, and where (UTF-16 offsets, the whole match first). */
type Match = NonNullable<ReturnType<PatternScanner['findNextMatchSync']>>;

/**
 * How many patterns the engine keeps compiled at most. Patterns with back-references are compiled
 * again for each text they capture (a heredoc's delimiter), so the patterns of a long build are not a
 * closed set; past this, a pattern not kept is compiled for its scanner alone, as shiki would.
 */
const KEPT_PATTERNS = 20_000;

/**
 * A regex engine that compiles each pattern once, whichever scanners hold it. A TextMate grammar's
 * rules include the same patterns again and again (a JavaScript expression's patterns are in most of
 * its rules, and html, php and markdown embed JavaScript), and Oniguruma's scanner compiles every
 * pattern it is given: on the real site, 272 scanners held 8,885 patterns, 1,313 of them distinct, and
 * compiling them was 1.1 s of a 4.7 s build.
 *
 * A scanner here holds one compiled pattern for each of its own and finds the next match as
 * vscode-oniguruma does for a line of 1,000 bytes or more (`findNextOnigScannerMatch`): each pattern
 * searches from the position, the match that starts first wins, the earliest pattern on a tie, and a
 * match at the position ends the search. For a shorter line vscode-oniguruma asks Oniguruma's regset
 * for the first position where any pattern matches, the earliest pattern there: the same match. And
 * as vscode-oniguruma does, a pattern remembers its last search of a line: searched again from a later
 * position (with the same options) whose match it had not passed, it gives that match again; a
 * pattern with `\G` (which matches at the search's start) always searches. `keep` (tests) bounds the
 * patterns kept.
 */
export function sharingPatterns(engine: RegexEngine, options: { keep?: number; budget?: WorkBudget } = {}): RegexEngine {
  const keep = options.keep ?? KEPT_PATTERNS;
  const kept = new Map<string, SharedPattern>();
  return {
    createString: (text) => engine.createString(text),
    createScanner(patterns) {
      const own: SharedPattern[] = [];
      const held = patterns.map((p) => {
        const source = typeof p === 'string' ? p : p.source;
        let pattern = kept.get(source);
        if (!pattern) {
          pattern = new SharedPattern(source, engine.createScanner([source]));
          if (kept.size < keep) kept.set(source, pattern);
          else own.push(pattern);
        }
        return pattern;
      });
      return new SharedScanner(held, own, options.budget);
    },
  };
}

/** One compiled pattern and its last search. */
class SharedPattern {
  /** Whether the pattern holds `\G` (as vscode-oniguruma tells it: a backslash and a G anywhere). */
  private readonly anchoredAtSearch: boolean;
  private lastLine: unknown;
  private lastPosition = 0;
  private lastOptions = 0;
  private lastMatch: Match | null = null;

  constructor(
    source: string,
    private readonly scanner: PatternScanner,
  ) {
    this.anchoredAtSearch = source.includes('\\G');
  }

  /** Frees the compiled pattern (one the engine did not keep, once its scanner is disposed). */
  dispose(): void {
    this.scanner.dispose?.();
  }

  /** The pattern's first match at or after `position` in `line`, or null. */
  search(line: string | RegexEngineString, position: number, options: number): Match | null {
    if (!this.anchoredAtSearch && line === this.lastLine && options === this.lastOptions && this.lastPosition <= position) {
      if (!this.lastMatch || this.lastMatch.captureIndices[0]!.start >= position) return this.lastMatch;
    }
    const match = this.scanner.findNextMatchSync(line, position, options);
    this.lastLine = line;
    this.lastPosition = position;
    this.lastOptions = options;
    this.lastMatch = match;
    return match;
  }
}

/** A scanner of shared patterns: the first match of any, as Oniguruma's regset finds it. */
class SharedScanner implements PatternScanner {
  constructor(
    private readonly patterns: readonly SharedPattern[],
    /** Its patterns the engine did not keep: freed with the scanner (vscode-textmate disposes a rule's scanners when a back-reference changes its end pattern). */
    private readonly own: readonly SharedPattern[],
    /** Counts each scan (safety/budgets.ts): a line that needs too many stops the block's highlighting. */
    private readonly budget?: WorkBudget,
  ) {}

  dispose(): void {
    for (const pattern of this.own) pattern.dispose();
  }

  findNextMatchSync(line: string | RegexEngineString, position: number, options: number): Match | null {
    this.budget?.spend();
    let best: Match | null = null;
    let bestIndex = 0;
    for (let i = 0; i < this.patterns.length; i++) {
      const match = this.patterns[i]!.search(line, position, options);
      if (match && (!best || match.captureIndices[0]!.start < best.captureIndices[0]!.start)) {
        best = match;
        bestIndex = i;
        if (match.captureIndices[0]!.start === position) break;
      }
    }
    return best && { index: bestIndex, captureIndices: best.captureIndices };
  }
}
