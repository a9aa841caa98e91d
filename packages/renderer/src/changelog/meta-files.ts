import { lstatSync } from 'node:fs';
import { readInputText } from '../safety/read-input.ts';
import path from 'node:path';
import { LineCounter, parseDocument } from 'yaml';
import type { z } from 'zod';
import { formatIssue } from '../config/format-issues.ts';
import { PortalError, codeFrame } from '../diagnostics.ts';
import { kebabCase } from '../content/slugs.ts';
import { authorsFileSchema, tagsFileSchema } from './post-front-matter.ts';
import type { ChangelogAuthor, ChangelogTag } from './types.ts';

/** The shared files of a changelog folder: `authors.yml` and `tags.yml`, each absent or a map by key. */
export interface ChangelogMeta {
  authors?: Map<string, ChangelogAuthor>;
  tags?: Map<string, ChangelogTag>;
  /** Paths of the two files for messages. */
  authorsFile: string;
  tagsFile: string;
}

/** Route of a tag page from its permalink or label: `Breaking changes` → `/changelog/tags/breaking-changes`. */
export function tagRoute(base: string, permalink: string): string {
  const segments = permalink.split('/').map(kebabCase).filter(Boolean);
  return `${base}/tags/${segments.join('/') || 'tag'}`;
}

/** Reads one YAML file against a schema; a YAML or schema error throws a PortalError with line and column. */
function readYaml<S extends z.ZodType>(file: string, display: string, schema: S): z.output<S> | undefined {
  if (!lstatSync(file, { throwIfNoEntry: false })) return undefined;
  const source = readInputText(file, { kind: 'text', display, within: { root: path.dirname(file), name: 'the changelog folder' } });
  const lineCounter = new LineCounter();
  const doc = parseDocument(source, { lineCounter, prettyErrors: false });
  const at = (offset: number) => {
    const pos = lineCounter.linePos(offset);
    return { line: pos.line, column: pos.col, frame: codeFrame(source, pos.line, pos.col) };
  };
  const yamlError = doc.errors[0];
  if (yamlError) throw new PortalError(`invalid YAML: ${yamlError.message.split('\n')[0]}`, { file: display, ...at(yamlError.pos[0]), cause: yamlError });
  const result = schema.safeParse(doc.toJS() ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const { text } = formatIssue(issue, path.basename(file));
  // The deepest node the issue's path reaches (a missing key points at its parent).
  let node: { range?: number[] } | undefined;
  for (let depth = issue.path.length; depth > 0 && !node?.range; depth--)
    node = doc.getIn(issue.path.slice(0, depth).map(String), true) as { range?: number[] } | undefined;
  throw new PortalError(text, {
    file: display,
    ...(node?.range ? at(node.range[0]!) : { line: 1, column: 1 }),
    hint: 'each entry is a key with `name` (authors) or `label` (tags); see the README "Changelog" section',
  });
}

/** Reads `authors.yml` and `tags.yml` of the changelog folder (both optional). */
export function readChangelogMeta(options: { dir: string; cwd: string; base: string }): ChangelogMeta {
  const display = (name: string) => path.relative(options.cwd, path.join(options.dir, name)) || name;
  const authorsFile = display('authors.yml');
  const tagsFile = display('tags.yml');
  const authors = readYaml(path.join(options.dir, 'authors.yml'), authorsFile, authorsFileSchema);
  const tags = readYaml(path.join(options.dir, 'tags.yml'), tagsFile, tagsFileSchema);
  return {
    authorsFile,
    tagsFile,
    authors: authors && new Map(Object.entries(authors).map(([key, a]) => [key, { name: a.name, title: a.title, url: a.url, imageUrl: a.image_url }])),
    tags:
      tags &&
      new Map(
        Object.entries(tags).map(([key, t]) => [
          key,
          { label: t?.label ?? key, route: tagRoute(options.base, t?.permalink ?? key), description: t?.description },
        ]),
      ),
  };
}
