/** SPEC §9: a lazily loaded part shows its spinner after this delay. */
export const LOADER_DELAY_MS = 200;
/** SPEC §9: the route-change progress bar starts after this delay. */
export const PROGRESS_DELAY_MS = 200;

/** Runs `show` after `ms` unless cancelled first. */
export function delayed(ms: number, show: () => void): { cancel: () => void } {
  const timer = window.setTimeout(show, ms);
  return { cancel: () => window.clearTimeout(timer) };
}
