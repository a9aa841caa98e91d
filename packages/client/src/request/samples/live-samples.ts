import type { RequestModel } from '../model.ts';
import { generateCodeSamples, modelToSample } from './code-samples.ts';

/**
 * The generated code samples of a request, by language: what the build writes for an operation's
 * example, here from the explorer's form (its own chunk, loaded when the reader asks the samples to
 * follow the form).
 */
export function liveSamples(model: RequestModel): Map<string, string> {
  return new Map(generateCodeSamples(modelToSample(model)).map((sample) => [sample.language, sample.source]));
}
