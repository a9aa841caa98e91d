import type { Root } from 'mdast';
import type { Plugin } from 'unified';
import { visit } from './visit-tree.ts';

/** A place where a guide speaks of the API, kept with the page's facts and judged against the description after rendering. */
export type ApiMention =
  | {
      kind: 'example';
      /** The operationId (or page slug) named by `operation=`. */
      operation: string;
      /** `request`, or the response status (`201`, `4XX`, `default`). */
      target: string;
      /** `partial`: a shortened example, whose missing required properties are not reported. */
      partial: boolean;
      text: string;
      line?: number;
      column?: number;
    }
  | { kind: 'code'; text: string; line?: number; column?: number };

/** An inline code span worth judging: `METHOD /path` or a single camelCase name (a field or an operationId). */
const MENTION = /^(?:(?:GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS) \/\S+|[a-z][a-z0-9]*[A-Z][A-Za-z0-9]*)$/;

/** Reads `operation=createPayment request` or `operation=createPayment response=201` (and `partial`) from a fence's meta string. */
function exampleTarget(meta: string): { operation: string; target: string; partial: boolean } | undefined {
  const operation = /(?:^|\s)operation=(\S+)/.exec(meta)?.[1];
  if (!operation) return undefined;
  const response = /(?:^|\s)response=(\S+)/.exec(meta)?.[1];
  return { operation, target: response ?? 'request', partial: /(?:^|\s)partial(?:\s|$)/.test(meta) };
}

/**
 * Collects what a guide says about the API, for a check against the description once the whole
 * site is rendered (like links, so a kept compile is judged again when the description changes):
 *
 * ```` ```json operation=createPayment request ```` → the body, to validate against the request schema
 * ```` ```http operation=getTransaction response=200 partial ```` → the body after the headers; a shortened example
 * `` `POST /v1/transactions` ``, `` `recurringToken` `` → names to find in the description
 */
export const remarkApiMentions: Plugin<[], Root> = () => (tree, file) => {
  const mentions = file.data.apiMentions;
  if (!mentions) return;
  visit(tree, (node) => {
    const where = { line: node.position?.start.line, column: node.position?.start.column };
    if (node.type === 'code' && node.meta) {
      const example = exampleTarget(node.meta);
      if (example) mentions.push({ kind: 'example', ...example, text: node.value, ...where });
    } else if (node.type === 'inlineCode' && MENTION.test(node.value)) {
      mentions.push({ kind: 'code', text: node.value, ...where });
    }
  });
};

declare module 'vfile' {
  interface DataMap {
    apiMentions: ApiMention[];
  }
}
