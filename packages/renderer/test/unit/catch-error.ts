import { expect } from 'vitest';
import { PortalError } from '../../src/diagnostics.ts';

/** Runs `fn`, expects it to throw a PortalError, and returns it for closer checks. */
export function catchError(fn: () => unknown): PortalError {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(PortalError);
    return error as PortalError;
  }
  throw new Error('expected a PortalError');
}
