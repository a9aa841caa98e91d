import type { LanguageRegistration } from 'shiki';
import type { RegexEngine } from 'shiki/core';

/** A fenced-code rule of the Markdown grammar: the pattern that opens it, and the languages its code is highlighted with. */
interface FenceRule {
  begin: string;
  languages: string[];
}

/** Fence runs (three backticks or tildes) a block is scanned at, at most. */
const MAX_RUNS = 400;

type Grammar = Pick<LanguageRegistration, 'name' | 'scopeName' | 'repository' | 'patterns' | 'embeddedLangs' | 'embeddedLangsLazy'>;

/** The scopes a grammar includes from other grammars (`source.js`, not `#rule` nor `$self`), in the order met. */
function externalIncludes(node: unknown, into: Set<string> = new Set()): Set<string> {
  if (Array.isArray(node)) for (const item of node) externalIncludes(item, into);
  else if (node && typeof node === 'object') {
    const include = (node as { include?: unknown }).include;
    if (typeof include === 'string' && !include.startsWith('#') && !include.startsWith('$')) into.add(include.split('#')[0]!);
    for (const value of Object.values(node)) if (value && typeof value === 'object') externalIncludes(value, into);
  }
  return into;
}

/**
 * Which of the Markdown grammar's lazily embedded languages (57: every fence language it knows) a
 * Markdown block can reach. Loading all of them took a thread 1.3 s (1.6 s of CPU) for the first
 * ```` ```md ```` block of a site; a block reaches only the languages of the fences it opens, those
 * its other rules always include (inline HTML, YAML front matter), and whatever those languages'
 * grammars include in turn. A fence is found as the grammar finds it: each rule's own opening
 * pattern, run by the build's regex engine at every run of three backticks or tildes of the block.
 * So the block is highlighted exactly as with all 57 loaded (`markdown-fences.test.ts` holds the
 * two to the same HTML), and what it gives still depends on the block alone.
 */
export function markdownFenceLanguages(markdown: Grammar, lazyGrammar: (id: string) => readonly Grammar[], engine: RegexEngine): (code: string) => string[] {
  const lazy = markdown.embeddedLangsLazy ?? [];
  /** The lazily embedded language whose grammar is a scope's (else the first that brings it, embedded). */
  const byScope = new Map<string, string>();
  const grammars = new Map(lazy.map((id) => [id, lazyGrammar(id)] as const));
  for (const [id, own] of grammars) for (const grammar of own) if (grammar.name === id) byScope.set(grammar.scopeName, id);
  for (const [id, own] of grammars) for (const grammar of own) if (!byScope.has(grammar.scopeName)) byScope.set(grammar.scopeName, id);
  /** A language with every lazily embedded language its grammars include, directly or through another. */
  const reach = new Map<string, Set<string>>();
  const reached = (id: string): Set<string> => {
    let found = reach.get(id);
    if (found) return found;
    found = new Set([id]);
    reach.set(id, found);
    for (const scope of externalIncludes(grammars.get(id) ?? [])) {
      const other = byScope.get(scope);
      if (other && !found.has(other)) for (const more of reached(other)) found.add(more);
    }
    return found;
  };
  const languagesOf = (node: unknown): string[] =>
    [...externalIncludes(node)].flatMap((scope) => [...(byScope.has(scope) ? reached(byScope.get(scope)!) : [])]);
  const rules: FenceRule[] = [];
  const always = new Set<string>();
  for (const [name, rule] of Object.entries(markdown.repository ?? {})) {
    const begin = (rule as { begin?: unknown }).begin;
    if (name.startsWith('fenced_code_block_') && typeof begin === 'string') rules.push({ begin, languages: languagesOf(rule) });
    else for (const id of languagesOf(rule)) always.add(id);
  }
  for (const id of languagesOf(markdown.patterns)) always.add(id);
  const scanners = rules.map((rule) => engine.createScanner([rule.begin]));
  return (code) => {
    const needed = new Set(always);
    let runs = 0;
    for (const line of code.split(/\r\n|\r|\n/)) {
      for (const run of line.matchAll(/`{3,}|~{3,}/g)) {
        // Past this many, the block gets every language: the same HTML, without a scan per rule and run.
        if (++runs > MAX_RUNS) return [...lazy];
        for (let i = 0; i < scanners.length; i++) if (scanners[i]!.findNextMatchSync(line, run.index, 0)) for (const id of rules[i]!.languages) needed.add(id);
      }
    }
    // In the grammar's own order, as all of them were loaded.
    return lazy.filter((id) => needed.has(id));
  };
}
