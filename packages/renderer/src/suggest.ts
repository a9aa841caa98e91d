/** Levenshtein distance, bounded: stops early once it exceeds `max`. */
export function editDistance(a: string, b: string, max = Infinity): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : a[i - 1]!.toLowerCase() === b[j - 1]!.toLowerCase() ? 0.5 : 1;
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      best = Math.min(best, current[j]!);
    }
    if (best > max) return max + 1;
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * How many comparisons suggestions may still make: a budget shared by the guesses of one check (see
 * `nearest`). Each comparison costs the product of the two lengths at most.
 */
export interface SuggestionBudget {
  cells: number;
}

/**
 * The candidate nearest to `wanted`, if one is close enough to be what the writer meant. With a
 * `budget`, the comparisons stop once it is spent, and the nearest found so far is the guess: a page
 * with thousands of broken anchors among tens of thousands of ids would otherwise take minutes to
 * check (each guess compares with every id), for suggestions. The order is the candidates', so the
 * same input gives the same guesses.
 */
export function nearest(wanted: string, candidates: Iterable<string>, budget?: SuggestionBudget): string | undefined {
  let best: string | undefined;
  let bestDistance = Math.max(3, Math.floor(wanted.length / 3));
  for (const candidate of candidates) {
    if (budget) {
      if (budget.cells <= 0) return best;
      budget.cells -= Math.max(1, wanted.length * candidate.length);
    }
    const distance = editDistance(wanted, candidate, bestDistance);
    if (distance < bestDistance || (distance === bestDistance && best === undefined)) {
      best = candidate;
      bestDistance = distance;
    }
  }
  // A candidate that is the wanted one with words added at the end beats a nearer other one: a heading
  // renamed "Viewing build history (legacy)" left `#viewing-build-history`, whose nearest by edits was
  // `#viewing-agent-history`. The shortest such candidate, first met.
  if (wanted.length >= 4) {
    let longer: string | undefined;
    for (const candidate of candidates)
      if (
        candidate.length > wanted.length &&
        candidate.startsWith(wanted) &&
        /^[-_/.]/.test(candidate.slice(wanted.length)) &&
        (!longer || candidate.length < longer.length)
      )
        longer = candidate;
    if (longer) return longer;
  }
  // A target that only shares its last segment is still a good guess (a moved page).
  if (best === undefined) {
    const last = wanted.split('/').pop()?.toLowerCase();
    if (last) for (const candidate of candidates) if (candidate.split('/').pop()?.toLowerCase() === last) return candidate;
  }
  return best;
}
