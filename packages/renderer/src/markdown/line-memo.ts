import { BudgetExceeded, CODE_LIMITS, type WorkBudget } from '../safety/budgets.ts';
import type { StateStack } from 'shiki/textmate';

/** One line as a TextMate grammar tokenizes it (vscode-textmate's `tokenizeLine2`). */
interface TokenizedLine {
  tokens: Uint32Array;
  ruleStack: StateStack;
  stoppedEarly: boolean;
}

export interface LineTokenizer {
  tokenizeLine2(lineText: string, prevState: StateStack | null, timeLimit?: number): TokenizedLine;
}

/** The parts of vscode-textmate's StateStackImpl and AttributedScopeStack a state's key is made of. */
interface StateFrame {
  parent: StateFrame | null;
  ruleId: number;
  endRule: string | null;
  beginRuleCapturedEOL: boolean;
  nameScopesList: ScopeFrame | null;
  contentNameScopesList: ScopeFrame | null;
}
interface ScopeFrame {
  parent: ScopeFrame | null;
  scopeName: string;
  tokenAttributes: number;
}

function scopesKey(scopes: ScopeFrame | null): string {
  let key = '';
  for (let s = scopes; s; s = s.parent) key += `${s.scopeName}:${s.tokenAttributes} `;
  return key;
}

/** Everything about a state that the tokens of the next line can depend on, as a string. */
function stateKey(state: StateStack): string {
  let key = '';
  for (let s = state as unknown as StateFrame | null; s; s = s.parent) {
    key += `${s.ruleId}\u0001${s.endRule ?? ''}\u0001${s.beginRuleCapturedEOL ? 1 : 0}\u0001${scopesKey(s.nameScopesList)}\u0001${scopesKey(s.contentNameScopesList)}\u0002`;
  }
  return key;
}

/** States deeper than this are not remembered (their key would take depth² characters). */
const MEMO_DEPTH = 24;

/** How many frames a state has (at most the limit + 1: counting stops there). */
function stateDepth(state: StateStack): number {
  let depth = 0;
  for (let s = state as unknown as StateFrame | null; s && depth <= CODE_LIMITS.stateDepth; s = s.parent) depth++;
  return depth;
}

/** Does this state have the fields `stateKey` reads (the vscode-textmate shiki ships)? */
function readable(state: StateStack): boolean {
  const frame = state as unknown as Partial<StateFrame>;
  return (
    typeof frame.ruleId === 'number' &&
    'endRule' in frame &&
    typeof frame.beginRuleCapturedEOL === 'boolean' &&
    'nameScopesList' in frame &&
    'contentNameScopesList' in frame
  );
}

/**
 * Makes a grammar remember every line it tokenized, by the state the line started in and its
 * text, and give the same tokens again for the same pair. A line's tokens depend on nothing else,
 * so the output is unchanged; code samples repeat most of their lines (the 1,000-operation bench
 * has 11,372 lines of C# samples and 374 different ones), and each is now tokenized once.
 *
 * For a remembered line to be found, equal states must be the same object: each state a line ends
 * in is swapped for the first equal one seen (equal by every field the next line's tokens can
 * depend on, and by vscode-textmate's own `equals`). The memo is emptied when it holds
 * `maxLines` lines, so memory stays bounded on sites with much unique code (the API bench has at
 * most 8,400 different lines in one language).
 */
export function memoizeLines(grammar: LineTokenizer, options: { maxLines?: number; budget?: WorkBudget } = {}): void {
  const maxLines = options.maxLines ?? 10_000;
  const tokenize = grammar.tokenizeLine2.bind(grammar);
  const lines = new Map<StateStack | null, Map<string, TokenizedLine>>();
  const states = new Map<string, StateStack[]>();
  let size = 0;
  let usable: boolean | undefined;
  /** The first state seen equal to `state`. */
  const canonical = (state: StateStack): StateStack => {
    const key = stateKey(state);
    const seen = states.get(key);
    const equal = seen?.find((s) => s.equals(state));
    if (equal) return equal;
    if (seen) seen.push(state);
    else states.set(key, [state]);
    return state;
  };
  grammar.tokenizeLine2 = (lineText, prevState, timeLimit) => {
    const known = lines.get(prevState)?.get(lineText);
    if (known) return known;
    // Each line has the same budget of scans, whatever was remembered before it: the result depends on the block alone.
    options.budget?.reset();
    const result = tokenize(lineText, prevState, timeLimit);
    usable ??= readable(result.ruleStack);
    if (!usable || result.stoppedEarly) return result;
    const depth = stateDepth(result.ruleStack);
    if (depth > CODE_LIMITS.stateDepth) throw new BudgetExceeded('grammar nesting', CODE_LIMITS.stateDepth);
    // A deep state's key grows with the square of its depth: such lines are tokenized, not remembered.
    if (depth > MEMO_DEPTH) return result;
    if (size >= maxLines) {
      lines.clear();
      states.clear();
      size = 0;
    }
    const line = { tokens: result.tokens, ruleStack: canonical(result.ruleStack), stoppedEarly: false };
    let byText = lines.get(prevState);
    if (!byText) lines.set(prevState, (byText = new Map()));
    byText.set(lineText, line);
    size++;
    return line;
  };
}
