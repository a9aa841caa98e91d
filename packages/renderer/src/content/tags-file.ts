import { existsSync } from 'node:fs';
import { readInputText } from '../safety/read-input.ts';
import path from 'node:path';
import { LineCounter, parseDocument } from 'yaml';
import { z } from 'zod';
import { PortalError, codeFrame, type Diagnostics } from '../diagnostics.ts';
import { formatIssue } from '../config/format-issues.ts';

const tagSchema = z.union([
  z.null(),
  z.strictObject({ label: z.string().min(1).optional(), permalink: z.string().min(1).optional(), description: z.string().optional() }),
]);
const tagsSchema = z.record(z.string(), tagSchema);

/** One tag declared in `tags.yml`, defaults filled in as Docusaurus does (label = key, permalink = kebab-case key). */
export interface TagDefinition {
  label: string;
  /** Without the tags route: `getting-started`. */
  permalink: string;
  description?: string;
}

/** `tags.yml` as read: the file (for messages) and each tag by its key. */
export interface TagsFile {
  file: string;
  tags: Record<string, TagDefinition>;
}

/** Docusaurus's tag permalink of a name (lodash kebabCase): `Getting Started` → `getting-started`. */
export function tagPermalink(name: string): string {
  return name
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .join('-');
}

/** Reads `tags.yml` (or `.yaml`) at the content folder's root, if there is one; problems are reported, not thrown. */
export function readTagsFile(options: { contentDir: string; display: (file: string) => string; diagnostics: Diagnostics }): TagsFile | undefined {
  const abs = ['tags.yml', 'tags.yaml'].map((n) => path.join(options.contentDir, n)).find((f) => existsSync(f));
  if (!abs) return undefined;
  const file = options.display(abs);
  let source: string;
  try {
    source = readInputText(abs, { kind: 'text', display: file, within: { root: options.contentDir, name: 'the content folder' } });
  } catch (error) {
    if (!(error instanceof PortalError)) throw error;
    options.diagnostics.add(error.toDiagnostic());
    return undefined;
  }
  const lineCounter = new LineCounter();
  const doc = parseDocument(source, { lineCounter, prettyErrors: false });
  const error = doc.errors[0];
  if (error) {
    const pos = lineCounter.linePos(error.pos[0]);
    options.diagnostics.add({
      severity: 'error',
      message: `invalid YAML in the tags file: ${error.message.split('\n')[0]}`,
      file,
      line: pos.line,
      column: pos.col,
      frame: codeFrame(source, pos.line, pos.col),
      hint: 'tags.yml maps a key to {label, permalink, description}',
    });
    return undefined;
  }
  const result = tagsSchema.safeParse(doc.toJS() ?? {}, { reportInput: true });
  if (!result.success) {
    const { text } = formatIssue(result.error.issues[0]!, 'the tags file');
    options.diagnostics.error(
      `tags file: ${text}`,
      { file, line: 1, column: 1 },
      'tags.yml maps a key to {label, permalink, description}, e.g. `payments: {label: Payments}`',
    );
    return undefined;
  }
  const tags: Record<string, TagDefinition> = {};
  for (const [key, value] of Object.entries(result.data)) {
    tags[key] = {
      label: value?.label ?? key,
      permalink: (value?.permalink ?? tagPermalink(key)).replace(/^\/+|\/+$/g, ''),
      ...(value?.description ? { description: value.description } : {}),
    };
  }
  return { file, tags };
}
