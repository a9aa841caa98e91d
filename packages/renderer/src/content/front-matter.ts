import { LineCounter, parseDocument } from 'yaml';
import { z } from 'zod';
import { PortalError, codeFrame, type Diagnostics } from '../diagnostics.ts';
import { formatIssue } from '../config/format-issues.ts';
import { contentUrl } from '../safety/url-scheme.ts';
import { editDistance } from '../suggest.ts';

/**
 * A string field that also takes a number written bare (`id: 202209`, `title: 2024`), as the text it
 * is: Docusaurus turns numbers into strings before it validates (its JoiFrontMatter), and a
 * migrated site's release notes named by their month failed with "must be a string, got a number".
 */
const text = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (typeof value === 'number' ? String(value) : value), schema);

const docIdRef = z.union([text(z.string().min(1)), z.null()]);

/** Front matter fields portal honours (Docusaurus names); others are reported as unknown. */
export const frontMatterSchema = z.looseObject({
  id: text(z.string().regex(/^[^/]+$/, 'an id without slashes')).optional(),
  title: text(z.string().min(1)).optional(),
  sidebar_label: text(z.string().min(1)).optional(),
  sidebar_position: z.number().optional(),
  slug: text(z.string().min(1)).optional(),
  description: text(z.string()).optional(),
  keywords: z.array(text(z.string())).optional(),
  unlisted: z.boolean().optional(),
  draft: z.boolean().optional(),
  hide_table_of_contents: z.boolean().optional(),
  toc_min_heading_level: z.number().int().min(2).max(6).optional(),
  toc_max_heading_level: z.number().int().min(2).max(6).optional(),
  pagination_next: docIdRef.optional(),
  pagination_prev: docIdRef.optional(),
  image: contentUrl.optional(),
  // Docusaurus doc front matter portal honours as well.
  tags: z
    .array(
      z.union([text(z.string().min(1)), z.strictObject({ label: z.string().min(1), permalink: z.string().min(1), description: text(z.string()).optional() })]),
    )
    .optional(),
  sidebar_class_name: text(z.string()).optional(),
  sidebar_custom_props: z.record(z.string(), z.unknown()).optional(),
  displayed_sidebar: z.union([text(z.string().min(1)), z.null()]).optional(),
  custom_edit_url: z.union([contentUrl, z.null()]).optional(),
  hide_title: z.boolean().optional(),
  pagination_label: text(z.string().min(1)).optional(),
  // Accepted as Docusaurus accepts them, with nothing to show: a React key of the sidebar item, the
  // last update (portal shows none), and whether number prefixes are parsed (see `readDoc`).
  sidebar_key: text(z.string().min(1)).optional(),
  last_update: z.strictObject({ date: z.union([z.string(), z.date()]).optional(), author: z.string().optional() }).optional(),
  parse_number_prefixes: z.boolean().optional(),
});

export type FrontMatter = z.infer<typeof frontMatterSchema>;

const KNOWN_KEYS = new Set(Object.keys(frontMatterSchema.shape));

export interface ParsedMarkdownFile<T = FrontMatter> {
  frontMatter: T;
  /** The Markdown after the front matter. */
  body: string;
  /** Lines taken by the front matter block, so body positions map back to the file. */
  bodyLineOffset: number;
  /** The 1-based file line of each top-level front matter key. */
  keyLines: Record<string, number>;
}

/** Letters only, lower case: `sidebarLabel`, `sidebar-label` and `Sidebar_Label` are one key. */
const folded = (key: string) => key.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * The known key `key` is probably a misspelling of: the same letters (`sidebarLabel`), or one or two
 * edits away from a known key of five letters or more (`titel`, `keyword`, `hide_table_of_content`).
 */
export function misspeltKey(key: string, known: ReadonlySet<string>): string | undefined {
  for (const candidate of known) {
    if (folded(candidate) === folded(key)) return candidate;
    const max = candidate.length >= 5 && key.length >= 4 ? 2 : key.length >= 3 ? 1 : 0;
    if (max && editDistance(key, candidate, max) <= max) return candidate;
  }
  return undefined;
}

const FENCE = /^---[ \t]*\r?\n([\s\S]*?)\r?\n?^---[ \t]*(?:\r?\n|$)/m;

/**
 * Splits `---\nyaml\n---\nmarkdown` and validates the YAML. A YAML or type error throws a
 * PortalError with file:line:col and a code frame; an unknown key that looks like a misspelt known
 * one is a warning (`misspeltKey`), others are kept as they are.
 */
export function parseFrontMatter(text: string, file: string, diagnostics?: Diagnostics): ParsedMarkdownFile;
export function parseFrontMatter<S extends z.ZodObject>(
  text: string,
  file: string,
  diagnostics: Diagnostics | undefined,
  schema: S,
): ParsedMarkdownFile<z.output<S>>;
export function parseFrontMatter(
  text: string,
  file: string,
  diagnostics?: Diagnostics,
  schema: z.ZodObject = frontMatterSchema,
): ParsedMarkdownFile<Record<string, unknown>> {
  const known = schema === frontMatterSchema ? KNOWN_KEYS : new Set(Object.keys(schema.shape));
  // A UTF-8 byte order mark before the front matter would hide it and print it as text.
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (!source.startsWith('---')) return { frontMatter: schema.parse({}), body: source, bodyLineOffset: 0, keyLines: {} };
  const match = FENCE.exec(source);
  if (match?.index !== 0) {
    throw new PortalError('front matter is not closed', {
      file,
      line: 1,
      column: 1,
      frame: codeFrame(source, 1, 1),
      hint: 'end the front matter with a line of three dashes: ---',
    });
  }
  const yamlText = match[1] ?? '';
  const lineCounter = new LineCounter();
  const doc = parseDocument(yamlText, { lineCounter, prettyErrors: false });
  const yamlError = doc.errors[0];
  if (yamlError) {
    const pos = lineCounter.linePos(yamlError.pos[0]);
    const line = pos.line + 1;
    throw new PortalError(`invalid YAML in front matter: ${yamlError.message.split('\n')[0]}`, {
      file,
      line,
      column: pos.col,
      frame: codeFrame(source, line, pos.col),
      hint:
        yamlError.code === 'DUPLICATE_KEY'
          ? 'a key may appear once; remove one of them'
          : 'quote values that contain a colon, e.g. title: "Refunds: full and partial"',
      cause: yamlError,
    });
  }
  let data: unknown;
  try {
    data = doc.toJS() ?? {};
  } catch (cause) {
    // yaml's maxAliasCount (100 by default) stops an alias bomb.
    throw new PortalError('front matter: the YAML aliases (*name) expand to too much data', {
      file,
      line: 2,
      column: 1,
      cause,
      hint: 'write the values out instead of repeating them with aliases',
    });
  }
  const bodyLineOffset = match[0].split('\n').length - 1;
  // Where each top-level key is written (the +1 counts the opening fence).
  const keyPositions = new Map<string, { line: number; column: number }>();
  const pairs = doc.contents && 'items' in doc.contents ? (doc.contents.items as { key?: { value?: unknown; range?: number[] } | null }[]) : [];
  for (const pair of pairs) {
    const offset = pair.key?.range?.[0];
    if (offset === undefined || keyPositions.has(String(pair.key?.value))) continue;
    const pos = lineCounter.linePos(offset);
    keyPositions.set(String(pair.key?.value), { line: pos.line + 1, column: pos.col });
  }
  const locate = (key: string): { line: number; column: number } => keyPositions.get(key) ?? { line: 1, column: 1 };
  const result = schema.safeParse(data, { reportInput: true });
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const { key, text } = formatIssue(issue, 'the front matter');
    const at = locate(key.split(/[.[]/)[0] ?? '');
    throw new PortalError(`front matter: ${text}`, {
      file,
      ...at,
      frame: codeFrame(source, at.line, at.column),
      hint: 'see "Content conventions" in the README for the front matter fields',
    });
  }
  const { toc_min_heading_level: tocMin, toc_max_heading_level: tocMax } = result.data as { toc_min_heading_level?: unknown; toc_max_heading_level?: unknown };
  if (typeof tocMin === 'number' && typeof tocMax === 'number' && tocMin > tocMax) {
    const at = locate('toc_min_heading_level');
    throw new PortalError(
      `front matter: toc_min_heading_level (${tocMin}) is above toc_max_heading_level (${tocMax}), which leaves the table of contents empty`,
      {
        file,
        ...at,
        frame: codeFrame(source, at.line, at.column),
        hint: 'swap the two values; h2 to h3 is the default',
      },
    );
  }
  if (diagnostics) {
    for (const key of Object.keys(result.data)) {
      if (known.has(key)) continue;
      // Other keys are the site's own, as Docusaurus keeps them for its components (`contributors`,
      // `editUrl`: 478 warnings on one migrated site, which --strict then refused); a key that looks
      // like a misspelt one portal reads is reported, once for the site.
      const meant = misspeltKey(key, known);
      if (meant)
        diagnostics.add({
          severity: 'warning',
          message: `unknown front matter key \`${key}\`; did you mean \`${meant}\`?`,
          file,
          ...locate(key),
          hint: `portal ignores it; known keys: ${[...known].join(', ')}`,
          sitewide: true,
        });
    }
  }
  const keyLines = Object.fromEntries([...keyPositions].map(([key, at]) => [key, at.line]));
  return { frontMatter: result.data as Record<string, unknown>, body: source.slice(match[0].length), bodyLineOffset, keyLines };
}
