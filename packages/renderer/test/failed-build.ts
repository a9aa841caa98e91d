import { expect } from 'vitest';
import { BuildFailure, build } from '../src/build.ts';
import type { Diagnostic } from '../src/diagnostics.ts';

/** The diagnostics of a build that must fail (a BuildFailure); a build that succeeds fails the test. */
export async function failedBuild(options: Parameters<typeof build>[0]): Promise<Diagnostic[]> {
  try {
    await build(options);
  } catch (error) {
    expect(error).toBeInstanceOf(BuildFailure);
    return (error as BuildFailure).diagnostics;
  }
  throw new Error('the build did not fail');
}
