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

/** The candidate nearest to `wanted`, if one is close enough to be what the writer meant. */
export function nearest(wanted: string, candidates: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestDistance = Math.max(3, Math.floor(wanted.length / 3));
  for (const candidate of candidates) {
    const distance = editDistance(wanted, candidate, bestDistance);
    if (distance < bestDistance || (distance === bestDistance && best === undefined)) {
      best = candidate;
      bestDistance = distance;
    }
  }
  // A target that only shares its last segment is still a good guess (a moved page).
  if (best === undefined) {
    const last = wanted.split('/').pop()?.toLowerCase();
    if (last) for (const candidate of candidates) if (candidate.split('/').pop()?.toLowerCase() === last) return candidate;
  }
  return best;
}
