import vm from 'node:vm';

/**
 * How long one synchronous run of a site's code (a component module loading, a page's MDX
 * rendering) may take. Far above any real page (milliseconds); it only turns an endless loop into
 * an error instead of a build that never ends.
 */
export const RUN_LIMIT_MS = 10_000;

/** A run that went over its time limit. */
export class TimeLimitExceeded extends Error {
  constructor(readonly ms: number) {
    super(`it did not finish within ${ms / 1000} s (an endless loop?)`);
    this.name = 'TimeLimitExceeded';
  }
}

const script = new vm.Script('run()');
const context = vm.createContext({ run: () => undefined as unknown });

/**
 * Runs `fn` synchronously, stopped after `ms` (V8 terminates whatever JavaScript runs, as `vm`'s
 * `timeout` does): the site's own code cannot hang a build. Throws TimeLimitExceeded then.
 */
export function withinTime<T>(fn: () => T, ms: number = RUN_LIMIT_MS): T {
  const previous = context.run;
  let result: T;
  context.run = () => {
    result = fn();
  };
  try {
    script.runInContext(context, { timeout: ms });
  } catch (error) {
    if ((error as { code?: string })?.code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') throw new TimeLimitExceeded(ms);
    throw error;
  } finally {
    context.run = previous;
  }
  return result!;
}

/**
 * Time shared by several runs (the code blocks of one page, safety/budgets.ts
 * `CODE_LIMITS.highlightMsPerPage`): each run may take what is left, at most `perRun`; once it is
 * spent, `left()` is 0 and the caller does without the work.
 */
export class TimeBudget {
  private spentMs = 0;
  /** Has the caller said, once, that the budget is spent? */
  told = false;
  constructor(
    readonly totalMs: number,
    readonly perRunMs: number,
  ) {}

  /** Milliseconds the next run may take: 0 once the budget is spent. */
  left(): number {
    const left = Math.min(this.perRunMs, this.totalMs - this.spentMs);
    return left <= 0 ? 0 : Math.ceil(left);
  }

  /** Gives back time a run spent on work that is done again (not counted twice). */
  refund(ms: number): void {
    this.spentMs = Math.max(0, this.spentMs - ms);
  }

  /** Runs `fn` within what is left (withinTime), counting the time it took, also when it throws. */
  run<T>(fn: () => T): T {
    const start = performance.now();
    try {
      return withinTime(fn, this.left());
    } finally {
      this.spentMs += performance.now() - start;
    }
  }
}
