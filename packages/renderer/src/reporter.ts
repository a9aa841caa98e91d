/** How the build tells what it is doing; the CLI prints it (live on a terminal, plain lines in CI). */
export interface Reporter {
  /** Runs one named step and reports it done (✓) or failed (✗) with its time. */
  task<T>(name: string, run: () => T | Promise<T>): Promise<T>;
}

/** A reporter that prints nothing (tests, library use). */
export const silentReporter: Reporter = {
  task: async (_name, run) => run(),
};
