/**
 * The cost budgets of what a build reads, in one place: every input a writer or another team controls
 * is bounded here in size and in work, so that no small file can take minutes or gigabytes. Each limit
 * is checked before or during the work by a count (never a clock), so the same input gives the same
 * result on any machine, and going over it is one message with the file, the line and the limit's name.
 */

/** A code block's budget: over it, the block is shown as plain text with a warning (never a failed build). */
export const CODE_LIMITS = {
  /** Characters in one block. */
  chars: 1_000_000,
  /** Lines in one block. */
  lines: 20_000,
  /** Pattern scans the highlighter may make for one line (a normal line takes tens; `[(` × 300 in C++ took millions). */
  scansPerLine: 100_000,
  /** Depth of the grammar's state stack at the end of a line (each open bracket of JSON adds one). */
  stateDepth: 200,
  /**
   * Milliseconds one block may take to highlight. A real block takes milliseconds; a few hundred
   * characters of `[(` in C++ backtrack inside single regex searches for minutes, which no count
   * above bounds. Only a block this far from any real one can come out differently on a slower machine.
   */
  highlightMs: 5_000,
  /**
   * Milliseconds the code blocks of one page may take to highlight together: each block has at most
   * what is left of it (and `highlightMs`). A real page spends milliseconds; a page of 20 blocks that
   * each reach `highlightMs` took 100 s. Once it is spent, the page's later blocks are plain text,
   * with one warning for them all.
   */
  highlightMsPerPage: 10_000,
} as const;

/**
 * A page's budget of Markdown constructs whose parse costs more than linearly (remark-gfm's footnotes,
 * reference definitions, table cells: 6,000 footnotes took 11 s and 450 MB, 50,000 references 39 s and
 * 1.3 GB, a table of 600,000 cells over 60 s and 3 GB). Counted on the text before it is parsed
 * (markdown-limits.ts); over a limit, the page fails with the line where it went over.
 */
export const PAGE_LIMITS = {
  /** Footnote definitions (`[^x]: …`) in one page. */
  footnoteDefinitions: 1_000,
  /** Footnote references (`[^x]`) in one page. */
  footnoteReferences: 2_000,
  /** Link reference definitions (`[x]: /url`) in one page. */
  referenceDefinitions: 5_000,
  /** Columns of one table. */
  tableColumns: 200,
  /** Cells of one table (rows × columns). */
  tableCells: 20_000,
} as const;

/**
 * An API description's budget (openapi/load-example-sizes.ts): an example is shown on every page that
 * uses it, as highlighted JSON, in the twin and the search index (a 40 MB example string took 53 s
 * and 2.55 GB). Over the limit, the example is left out of the pages with a warning at its pointer.
 */
export const DESCRIPTION_LIMITS = {
  /** Characters of one `example` or `examples` value, counted over its strings, keys and other values. */
  exampleChars: 1_000_000,
  /**
   * Values (objects, arrays) of one example as the pages show it, `$ref`s expanded: 20 levels of
   * objects whose two keys `$ref` the next level are 2 KB written and a million values expanded.
   * Past it the example is cut short with "…" (openapi/safe-json.ts) and a warning names it.
   */
  exampleNodes: 2_000,
} as const;

/** A site's budget: every file of `static/` together. */
export const SITE_LIMITS = {
  /** Bytes of every file of `static/` together (each file has the asset limit of read-input.ts too). */
  staticBytes: 512 * 1024 * 1024,
} as const;

/** Work that went over one of the budgets above: which limit, in words, and its value. */
export class BudgetExceeded extends Error {
  constructor(
    readonly limit: string,
    readonly value: number,
  ) {
    super(`over the ${limit} limit (${value.toLocaleString('en-US')})`);
    this.name = 'BudgetExceeded';
  }
}

/** A count of work that throws BudgetExceeded once it goes over its limit; `reset` starts a new unit of work. */
export class WorkBudget {
  private left: number;
  constructor(
    readonly limit: string,
    readonly value: number,
  ) {
    this.left = value;
  }

  /** Starts a new unit of work (a line) with the whole budget. */
  reset(): void {
    this.left = this.value;
  }

  /** Counts one step; throws when the unit went over its budget. */
  spend(): void {
    if (--this.left < 0) throw new BudgetExceeded(this.limit, this.value);
  }
}
