import { LineCounter, parseDocument } from 'yaml';
import { z } from 'zod';
import { PortalError, codeFrame } from '../diagnostics.ts';
import { formatIssue } from '../config/format-issues.ts';
import { normalizeRoute } from '../safety/routes.ts';

const linkSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('generated-index'),
    slug: z.string().min(1).optional(),
    title: z.string().min(1).optional(),
    description: z.string().optional(),
    keywords: z.array(z.string()).optional(),
  }),
  z.strictObject({ type: z.literal('doc'), id: z.string().min(1) }),
]);

/** `_category_.json` / `_category_.yml`: Docusaurus's category metadata. */
export const categorySchema = z.strictObject({
  label: z.string().min(1).optional(),
  position: z.number().optional(),
  collapsed: z.boolean().optional(),
  collapsible: z.boolean().optional(),
  className: z.string().optional(),
  description: z.string().optional(),
  link: z.union([linkSchema, z.null()]).optional(),
  customProps: z.record(z.string(), z.unknown()).optional(),
});

export type CategoryMeta = z.infer<typeof categorySchema>;

/**
 * A `_category_.json` must be strict JSON (a trailing comma or a comment is an error with line:col, as
 * Docusaurus's JSON.parse makes it); it is then read by the YAML parser too, for duplicate keys and positions.
 */
function checkStrictJson(source: string, file: string): void {
  try {
    JSON.parse(source);
  } catch (cause) {
    const message = (cause as Error).message;
    // V8 says "… in JSON at position N" (and "(line L column C)" in newer versions).
    const offset = Number(/position (\d+)/.exec(message)?.[1] ?? (/end of JSON input/.test(message) ? source.length : 0));
    const before = source.slice(0, offset).split('\n');
    const line = before.length;
    const column = before.at(-1)!.length + 1;
    throw new PortalError(
      `invalid JSON: ${message
        .split('\n')[0]!
        .replace(/ in JSON at position \d+.*$/, '')
        .replace(/, ".*$/, '')}`,
      {
        file,
        line,
        column,
        frame: codeFrame(source, line, column),
        cause,
        hint: 'a _category_.json is strict JSON: double-quoted keys, no trailing comma, no comments (or write _category_.yml)',
      },
    );
  }
}

/** Parses and validates a category file: `.json` as strict JSON, `.yml`/`.yaml` as YAML; a repeated key is an error with its line. */
export function parseCategoryFile(text: string, file: string): CategoryMeta {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (file.endsWith('.json')) checkStrictJson(source, file);
  const lineCounter = new LineCounter();
  const doc = parseDocument(source, { lineCounter, prettyErrors: false });
  const error = doc.errors[0];
  if (error) {
    const pos = lineCounter.linePos(error.pos[0]);
    throw new PortalError(`invalid ${file.endsWith('.json') ? 'JSON' : 'YAML'}: ${error.message.split('\n')[0]}`, {
      file,
      line: pos.line,
      column: pos.col,
      frame: codeFrame(source, pos.line, pos.col),
      hint: 'a category file holds an object such as {"label": "Modules", "position": 2}',
    });
  }
  let data: unknown;
  try {
    data = doc.toJS() ?? {};
  } catch (cause) {
    // yaml's maxAliasCount (100 by default) stops an alias bomb.
    throw new PortalError('category: the YAML aliases (*name) expand to too much data', {
      file,
      line: 1,
      column: 1,
      cause,
      hint: 'write the values out instead of repeating them with aliases',
    });
  }
  const result = categorySchema.safeParse(data, { reportInput: true });
  if (!result.success) {
    const { text } = formatIssue(result.error.issues[0]!, 'the category file');
    throw new PortalError(`category: ${text}`, {
      file,
      line: 1,
      column: 1,
      hint: 'keys: label, position, collapsed, collapsible, className, description, link ({type: "generated-index", slug, title, description} or {type: "doc", id})',
    });
  }
  const link = result.data.link;
  if (link?.type === 'generated-index' && link.slug !== undefined) {
    const route = normalizeRoute(link.slug);
    if (!route.ok) {
      const node = doc.getIn(['link', 'slug'], true) as { range?: [number, number, number] } | undefined;
      const pos = lineCounter.linePos(node?.range?.[0] ?? 0);
      throw new PortalError(`category: link.slug "${link.slug}" is refused: ${route.reason}`, {
        file,
        line: pos.line,
        column: pos.col,
        frame: codeFrame(source, pos.line, pos.col),
        hint: 'a slug is a route on this site, e.g. /category/payments',
      });
    }
    link.slug = route.route;
  }
  return result.data;
}
