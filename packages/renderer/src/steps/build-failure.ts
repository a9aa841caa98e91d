import { PortalError, type Diagnostic, type Diagnostics } from '../diagnostics.ts';

/** A build that stopped: every error (and warning) found, for one report. */
export class BuildFailure extends Error {
  constructor(
    message: string,
    readonly diagnostics: Diagnostic[],
  ) {
    super(message);
    this.name = 'BuildFailure';
  }
}

/** Stops the build when a step found errors, naming the step (`while ${what}`). */
export function failIfErrors(diagnostics: Diagnostics, what: string): void {
  const errors = diagnostics.errors.length;
  if (errors) throw new BuildFailure(`${errors} ${errors === 1 ? 'error' : 'errors'} while ${what}`, diagnostics.items);
}

/** `--strict`: any warning stops the build before the output is replaced. */
export function failIfWarnings(diagnostics: Diagnostics): void {
  const warnings = diagnostics.warnings.length;
  if (warnings) throw new BuildFailure(`${warnings} ${warnings === 1 ? 'warning' : 'warnings'} with --strict; the previous output is kept`, diagnostics.items);
}

/** A PortalError becomes a BuildFailure with the diagnostics found so far; anything else is rethrown as it is. */
export function asBuildFailure(error: unknown, diagnostics: Diagnostics): unknown {
  if (error instanceof BuildFailure) return error;
  if (error instanceof PortalError) return new BuildFailure(error.message.split('\n')[0] ?? error.message, [...diagnostics.items, error.toDiagnostic()]);
  return error;
}
