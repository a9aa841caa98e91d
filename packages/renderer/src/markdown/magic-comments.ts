/**
 * Docusaurus's "magic comments": a line that holds only a comment `highlight-next-line` marks the
 * line after it, and `highlight-start` … `highlight-end` mark the lines between; the comment lines
 * themselves are taken out of the code. Which comment syntax counts depends on the block's
 * language, as in Docusaurus (`# highlight-next-line` in Python, `{/* highlight-start *\/}` in JSX).
 *
 *   ```js                                  the code shown:             marked:
 *   const a = 1;                           const a = 1;
 *   // highlight-next-line                 const b = 2;                line 2
 *   const b = 2;
 *   ```
 */

/** A comment syntax: what opens it and what closes it (empty: to the end of the line), as regular expression sources. */
type CommentSyntax = readonly [open: string, close: string];

const SLASHES: CommentSyntax = ['//', ''];
const SLASH_STAR: CommentSyntax = ['/\\*', '\\*/'];
const JSX: CommentSyntax = ['\\{\\s*/\\*', '\\*/\\s*\\}'];
const HASH: CommentSyntax = ['#', ''];
const HTML: CommentSyntax = ['<!--', '-->'];
const DASHES: CommentSyntax = ['--', ''];
const PERCENT: CommentSyntax = ['%', ''];
const SEMICOLONS: CommentSyntax = [';;', ''];
const QUOTE: CommentSyntax = ["['‘’]", ''];
const REM: CommentSyntax = ['[Rr][Ee][Mm]\\b', ''];
const BANG: CommentSyntax = ['!', ''];
const ML: CommentSyntax = ['\\(\\*', '\\*\\)'];

/** The syntaxes of a language not listed below: the common ones. */
const COMMON = [SLASHES, SLASH_STAR, JSX, HASH, HTML];

/** The comment syntaxes each language's magic comments are written in (Docusaurus's table). */
const SYNTAXES: Record<string, readonly CommentSyntax[]> = {
  ...languages(['js', 'javascript', 'ts', 'typescript'], [SLASHES, SLASH_STAR]),
  ...languages(['jsx', 'tsx'], [SLASHES, SLASH_STAR, JSX]),
  html: [SLASHES, SLASH_STAR, HTML],
  ...languages(['python', 'py', 'bash'], [HASH]),
  ...languages(['markdown', 'md'], [HTML, JSX, HASH]),
  ...languages(['tex', 'latex', 'matlab'], [PERCENT]),
  ...languages(['lua', 'haskell'], [DASHES]),
  sql: [DASHES, SLASH_STAR],
  wasm: [SEMICOLONS],
  ...languages(['vb', 'vba', 'visual-basic', 'vbnet'], [QUOTE, REM]),
  batch: [REM],
  basic: [REM, BANG],
  fsharp: [SLASHES, ML],
  ...languages(['ocaml', 'sml'], [ML]),
  fortran: [BANG],
  cobol: [['\\*>', '']],
};

function languages(names: readonly string[], syntaxes: readonly CommentSyntax[]): Record<string, readonly CommentSyntax[]> {
  return Object.fromEntries(names.map((name) => [name, syntaxes]));
}

const DIRECTIVES = ['highlight-next-line', 'highlight-start', 'highlight-end'] as const;
type Directive = (typeof DIRECTIVES)[number];

const patterns = new Map<string, RegExp>();

/** A line that holds a magic comment of `lang` and nothing else (white space aside); its directive is the first group that matched. */
function directivePattern(lang: string): RegExp {
  const syntaxes = Object.hasOwn(SYNTAXES, lang) ? SYNTAXES[lang]! : COMMON;
  const key = syntaxes === COMMON ? '' : lang;
  let pattern = patterns.get(key);
  if (!pattern) {
    // No two `\s*` may meet (one before a closing that is empty and the one before `$`): a line of spaces that fails would try every split of them.
    const alternatives = syntaxes.map(([open, close]) => `${open}\\s*(${DIRECTIVES.join('|')})${close ? `\\s*${close}` : ''}`);
    pattern = new RegExp(`^\\s*(?:${alternatives.join('|')})\\s*$`);
    patterns.set(key, pattern);
  }
  return pattern;
}

/** The directive of a line, if it is a magic comment of `pattern`'s language. */
function directiveOf(line: string, pattern: RegExp): Directive | undefined {
  if (!line.includes('highlight-')) return undefined;
  const match = pattern.exec(line);
  return match ? (match.slice(1).find((group) => group !== undefined) as Directive) : undefined;
}

export interface MagicCommentLines {
  /** The code without its magic comment lines. */
  code: string;
  /** The lines they mark, counted from 1 in `code`. */
  highlightLines: Set<number>;
  /** The line (counted from 1 in the code as written) of a `highlight-start` that no `highlight-end` closes: it marks nothing. */
  unclosedStart?: number;
}

/**
 * Reads the magic comments of a code block in `lang` (as written on the fence, lower case): the
 * code without them and the lines they mark. Code without any is returned as it is.
 */
export function readMagicComments(code: string, lang: string): MagicCommentLines {
  const highlightLines = new Set<number>();
  if (!code.includes('highlight-')) return { code, highlightLines };
  const pattern = directivePattern(lang);
  const kept: string[] = [];
  let start: { keptLine: number; writtenLine: number } | undefined;
  let nextLine = false;
  code.split('\n').forEach((line, index) => {
    const directive = directiveOf(line, pattern);
    if (directive === 'highlight-next-line') nextLine = true;
    else if (directive === 'highlight-start') start = { keptLine: kept.length + 1, writtenLine: index + 1 };
    else if (directive === 'highlight-end') {
      for (let n = start?.keptLine ?? kept.length + 1; n <= kept.length; n++) highlightLines.add(n);
      start = undefined;
    } else {
      kept.push(line);
      if (nextLine) highlightLines.add(kept.length);
      nextLine = false;
    }
  });
  return { code: kept.join('\n'), highlightLines, ...(start ? { unclosedStart: start.writtenLine } : {}) };
}

/** Does `code` in `lang` hold a magic comment? */
export function hasMagicComments(code: string, lang: string): boolean {
  if (!code.includes('highlight-')) return false;
  const pattern = directivePattern(lang);
  return code.split('\n').some((line) => directiveOf(line, pattern) !== undefined);
}
