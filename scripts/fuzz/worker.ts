// Runs fuzz cases in a worker thread, so the main thread can stop it when a case hangs.
import { parentPort, workerData } from 'node:worker_threads';
import fc from 'fast-check';
import { PortalError } from '../../packages/renderer/src/diagnostics.ts';
import { createTargets, type Target } from './targets.ts';

export interface FuzzJob {
  cases: { target: Target; seed: number }[];
  from: number;
}
export type FuzzMessage = { type: 'ready' } | { type: 'start'; index: number } | { type: 'done'; index: number; crash?: string };

const { cases, from } = workerData as FuzzJob;
const targets = await createTargets();
const post = (message: FuzzMessage) => parentPort!.postMessage(message);
post({ type: 'ready' });
for (let index = from; index < cases.length; index++) {
  const { target, seed } = cases[index]!;
  post({ type: 'start', index });
  const [input] = fc.sample(targets[target].arbitrary, { seed, numRuns: 1 });
  let crash: string | undefined;
  try {
    await targets[target].run(input as never);
  } catch (error) {
    // Refusing the input with a message is the expected answer to most of it.
    if (!(error instanceof PortalError)) crash = error instanceof Error ? `${error.name}: ${error.message}`.split('\n')[0] : String(error);
  }
  post({ type: 'done', index, crash });
}
