import type { Diagnostics } from '../diagnostics.ts';
import { editDistance, nearest } from '../suggest.ts';
import type { ApiMention } from '../markdown/remark-api-mentions.ts';
import type { ApiMediaType, ApiModel, ApiOperation, Schema } from '../openapi/api-types.ts';
import { validateInstance } from '../openapi/validate-instance.ts';

/** What one page said about the API, with the file it was written in. */
export interface PageMentions {
  file: string;
  mentions: readonly ApiMention[];
}

const HINT_EXAMPLE =
  'fix the example, or the description if the example is right; `operation=<operationId> request` or `response=<status>` names what it shows';

/**
 * Holds what guides say about the API against the description, so the two cannot drift apart:
 * a JSON code block marked `operation=createPayment request` (or `response=201`) must be valid
 * for that operation's schema (readOnly and writeOnly respected); an inline `POST /v1/…` must be
 * an operation of the description; a camelCase name one letter or two away from a property,
 * parameter or operationId (and equal to none) is a typo. Each problem is a warning with the
 * guide's line and column, like a broken link.
 */
export function checkGuideMentions(options: { model: ApiModel | readonly ApiModel[]; pages: readonly PageMentions[]; diagnostics: Diagnostics }): void {
  const { diagnostics } = options;
  const model = Array.isArray(options.model) ? everyDescription(options.model) : (options.model as ApiModel);
  const operations = [...model.operations, ...model.webhooks];
  const byName = new Map<string, ApiOperation>();
  for (const op of operations) {
    byName.set(op.slug, op);
    if (op.operationId) byName.set(op.operationId, op);
    // A webhook is named by its key in `webhooks` (its path).
    if (op.kind === 'webhook' && !byName.has(op.path)) byName.set(op.path, op);
  }
  let names: Set<string> | undefined;
  const paths = operations.filter((op) => op.kind === 'operation').map((op) => ({ op, pattern: pathPattern(op.path) }));
  const prefixes = new Set(paths.map(({ op }) => op.path.split('/')[1]));
  for (const page of options.pages) {
    for (const mention of page.mentions) {
      const where = { file: page.file, line: mention.line, column: mention.column };
      if (mention.kind === 'example') {
        const op = byName.get(mention.operation);
        if (!op) {
          const guess = nearest(mention.operation, byName.keys());
          diagnostics.warn(
            `example for an unknown operation: ${mention.operation}${guess ? `; did you mean ${guess}?` : ''}`,
            where,
            'name an operationId of the description in operation=',
          );
          continue;
        }
        const problem = exampleProblem(op, mention);
        if (problem)
          diagnostics.warn(
            `example does not fit ${op.operationId ?? op.slug} ${mention.target === 'request' ? 'request' : `response ${mention.target}`}: ${problem}`,
            where,
            HINT_EXAMPLE,
          );
        continue;
      }
      const call = /^([A-Z]+) (\/[^?#\s]*)/.exec(mention.text);
      if (call) {
        const [, method, path] = call;
        if (!prefixes.has(path!.split('/')[1])) continue;
        const matching = paths.filter(({ pattern }) => pattern.test(path!));
        if (!matching.length)
          diagnostics.warn(`\`${mention.text}\`: the API description has no path ${path}`, where, 'write a path of the description, or fix the description');
        else if (!matching.some(({ op }) => op.method.toUpperCase() === method))
          diagnostics.warn(
            `\`${mention.text}\`: the API description has no ${method} on ${matching[0]!.op.path} (it has ${matching.map(({ op }) => op.method.toUpperCase()).join(', ')})`,
            where,
            'write the method the description has',
          );
        continue;
      }
      names ??= knownNames(model);
      const typo = likelyTypo(mention.text, names);
      if (typo)
        diagnostics.warn(
          `\`${mention.text}\` is not a name of the API description; did you mean ${typo}?`,
          where,
          "names in code spans are checked against the description's properties, parameters and operationIds",
        );
    }
  }
}

/** `/v1/transactions/{transactionId}` → a pattern any value of the parameter matches. */
function pathPattern(template: string): RegExp {
  const escaped = template.split(/\{[^}]+\}/).map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${escaped.join('[^/]+')}/?$`);
}

/** The JSON media type an example shows, in the request body or the response of `target`. */
function mediaFor(op: ApiOperation, target: string): ApiMediaType | undefined | 'no-response' {
  const json = (content: ApiMediaType[]) => content.find((m) => /json/i.test(m.mediaType)) ?? content[0];
  if (target === 'request') return op.requestBody ? json(op.requestBody.content) : undefined;
  const response = op.responses.find((r) => r.status === target) ?? op.responses.find((r) => r.status.toUpperCase() === `${target[0]}XX`);
  return response ? json(response.content) : 'no-response';
}

/** An HTTP message's body (after its headers), or the text itself when it is no HTTP message. */
function bodyOf(text: string): { body: string; requestLine?: [string, string] } {
  const head = /^(?:([A-Z]+) (\S+) HTTP\/[\d.]+|HTTP\/[\d.]+ \d{3}[^\n]*)(?:\r?\n|$)/.exec(text);
  if (!head) return { body: text };
  const blank = text.search(/\r?\n\r?\n/);
  return { body: blank === -1 ? '' : text.slice(blank).trim(), requestLine: head[1] ? [head[1], head[2]!.split('?')[0]!] : undefined };
}

function exampleProblem(op: ApiOperation, mention: Extract<ApiMention, { kind: 'example' }>): string | undefined {
  const { target } = mention;
  const { body, requestLine } = bodyOf(mention.text);
  // A webhook's request line names the merchant's own endpoint, not a path of the description.
  if (requestLine && op.kind === 'operation' && (requestLine[0] !== op.method.toUpperCase() || !pathPattern(op.path).test(requestLine[1])))
    return `the request line says ${requestLine.join(' ')}, the operation is ${op.method.toUpperCase()} ${op.path}`;
  const media = mediaFor(op, target);
  if (media === 'no-response') return `the operation has no response ${target} (it has ${op.responses.map((r) => r.status).join(', ')})`;
  if (!media) return body ? 'the operation has no request body' : undefined;
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch (error) {
    return `not valid JSON (${(error as Error).message})`;
  }
  if (!media.schema) return undefined;
  const problems = validateInstance(value, media.schema, { direction: target === 'request' ? 'request' : 'response', partial: mention.partial });
  if (!problems.length) return undefined;
  const [first] = problems;
  return `${first!.path} ${first!.message}${problems.length > 1 ? ` (and ${problems.length - 1} more)` : ''}`;
}

/** Every property, parameter and operation name of the description. */
/**
 * A site's descriptions as one model for the checks: every operation, webhook and schema. The first
 * description's come last so that, where two descriptions share an operationId or slug, a mention
 * names the first's (the later entry of the name table wins).
 */
function everyDescription(models: readonly ApiModel[]): ApiModel {
  const reversed = [...models].reverse();
  return {
    ...models[0]!,
    operations: reversed.flatMap((m) => m.operations),
    webhooks: reversed.flatMap((m) => m.webhooks),
    schemas: reversed.flatMap((m) => m.schemas),
  };
}

function knownNames(model: ApiModel): Set<string> {
  const names = new Set<string>();
  const seen = new Set<Schema>();
  const visitSchema = (schema: Schema | undefined): void => {
    if (!schema || typeof schema !== 'object' || seen.has(schema)) return;
    seen.add(schema);
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      names.add(name);
      visitSchema(property);
    }
    for (const key of ['items', 'additionalProperties', 'not'] as const) visitSchema(schema[key] as Schema | undefined);
    for (const part of [...(schema.allOf ?? []), ...(schema.oneOf ?? []), ...(schema.anyOf ?? [])]) visitSchema(part);
  };
  for (const { schema } of model.schemas) visitSchema(schema);
  for (const op of [...model.operations, ...model.webhooks]) {
    if (op.operationId) names.add(op.operationId);
    for (const parameter of op.parameters) {
      names.add(parameter.name);
      visitSchema(parameter.schema);
    }
    for (const media of [...(op.requestBody?.content ?? []), ...op.responses.flatMap((r) => r.content)]) visitSchema(media.schema);
    for (const header of op.responses.flatMap((r) => r.headers)) names.add(header.name);
  }
  return names;
}

/** A known name one edit away (two for long names) from `written`, which is itself unknown. */
function likelyTypo(written: string, names: ReadonlySet<string>): string | undefined {
  if (written.length < 6 || names.has(written)) return undefined;
  const max = written.length >= 12 ? 2 : 1;
  let best: string | undefined;
  let bestDistance = max + 1;
  for (const name of names) {
    const distance = editDistance(written, name, max);
    if (distance < bestDistance) {
      best = name;
      bestDistance = distance;
    }
  }
  return best;
}
