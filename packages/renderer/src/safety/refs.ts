import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PortalError, codeFrame } from '../diagnostics.ts';
import { confine, describeRefusal } from './confine.ts';
import { INPUT_LIMITS, readInputFile } from './read-input.ts';

/** What an API description's `$ref`s may reach (config `openapi.refRoots`, `openapi.allowRemoteRefs`). */
export interface RefPolicy {
  /** Folders besides the description's own whose files `$ref`s may name (absolute). */
  roots?: readonly string[];
  /** May `$ref`s download `http(s):` URLs? Off by default. */
  allowRemote?: boolean;
  /** How long one download may take, in ms. */
  timeoutMs?: number;
}

/** The description being dereferenced, for messages: where it is and how to find a `$ref` in it. */
export interface RefContext {
  file: string;
  displayPath: string;
  source: string;
  /** The document as parsed, walked only to name the `$ref` behind a refusal. */
  document: unknown;
  locate: (pointer: string) => { line: number; column: number };
}

const DEFAULT_TIMEOUT_MS = 10_000;

function isHttp(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

/** Where a `$ref` (or a resolved URL) leads: an http(s) URL or an absolute file path; undefined for another scheme. */
function refTarget(ref: string, base: string): string | undefined {
  const noHash = ref.replace(/#.*$/, '');
  if (isHttp(noHash)) return noHash;
  if (/^file:/i.test(noHash)) {
    try {
      return fileURLToPath(noHash);
    } catch {
      return undefined;
    }
  }
  if (/^[a-z][a-z0-9+.-]+:/i.test(noHash)) return undefined;
  let decoded = noHash;
  try {
    decoded = decodeURI(noHash);
  } catch {
    // keep it as written
  }
  return path.resolve(path.dirname(base), decoded);
}

/** The first `$ref` of the document that leads to `target`, with its JSON pointer. */
function findRef(document: unknown, base: string, target: string | undefined): { ref: string; pointer: string } | undefined {
  const stack: { node: unknown; pointer: string }[] = [{ node: document, pointer: '#' }];
  const seen = new Set<unknown>();
  while (stack.length) {
    const { node, pointer } = stack.pop()!;
    if (!node || typeof node !== 'object' || seen.has(node)) continue;
    seen.add(node);
    const ref = (node as { $ref?: unknown }).$ref;
    if (typeof ref === 'string' && !ref.startsWith('#') && refTarget(ref, base) === target) return { ref, pointer };
    for (const [key, value] of Object.entries(node).reverse())
      stack.push({ node: value, pointer: `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}` });
  }
  return undefined;
}

/**
 * swagger-parser's resolver options for one description: a single resolver reads every
 * external `$ref`, local files only inside the description's folder or `policy.roots` (through
 * `readInputFile`: regular files, bounded), `http(s):` only when `policy.allowRemote`, with a
 * timeout, anything else never. The first refusal is kept as a PortalError (file, pointer,
 * line) for the caller to throw instead of the parser's own error.
 */
export function refResolver(
  ctx: RefContext,
  policy: RefPolicy = {},
): { options: { resolve: Record<string, unknown> }; refusal: () => PortalError | undefined } {
  const roots = [path.dirname(ctx.file), ...(policy.roots ?? [])];
  const rootName = `${path.dirname(ctx.displayPath) === '.' ? "the description's folder" : `${path.dirname(ctx.displayPath)}/`}${policy.roots?.length ? ' and openapi.refRoots' : ''}`;
  let refused: PortalError | undefined;

  const refuse = (url: string, why: string, hint: string): never => {
    const target = refTarget(url, ctx.file);
    const found = findRef(ctx.document, ctx.file, target);
    const at = found ? ctx.locate(`${found.pointer}/$ref`) : undefined;
    const error = new PortalError(`$ref "${found?.ref ?? url}"${found ? ` at ${found.pointer}` : ''} is refused: ${why}`, {
      file: ctx.displayPath,
      line: at?.line,
      column: at?.column,
      frame: at ? codeFrame(ctx.source, at.line, at.column) : undefined,
      hint,
    });
    refused ??= error;
    throw error;
  };

  const read = async (file: { url: string }): Promise<Buffer> => {
    const { url } = file;
    if (isHttp(url)) {
      if (!policy.allowRemote)
        return refuse(url, 'portal does not download $refs', 'copy the file beside the description, or set openapi.allowRemoteRefs: true in portal.config.ts');
      return download(url, policy.timeoutMs ?? DEFAULT_TIMEOUT_MS).catch((error: Error) =>
        refuse(url, `the download failed (${error.message})`, 'check the URL, or copy the file beside the description'),
      );
    }
    const target = refTarget(url, ctx.file);
    if (target === undefined) return refuse(url, 'only files and (when allowed) http(s) URLs are read', 'use a path relative to the description');
    const checked = confine({ roots, target });
    if (!checked.ok)
      return refuse(
        url,
        describeRefusal(checked.reason, rootName),
        "keep shared schemas inside the description's folder, or list their folder in openapi.refRoots",
      );
    try {
      return readInputFile(checked.abs, { kind: 'description', display: path.relative(path.dirname(ctx.file), checked.abs) });
    } catch (error) {
      return refuse(url, (error as Error).message, (error as PortalError).hint ?? 'check the path');
    }
  };

  return {
    options: { resolve: { file: false, http: false, portal: { order: 1, canRead: true, read } } },
    refusal: () => refused,
  };
}

/** Downloads one URL with a timeout that never keeps the process alive, at most the description limit. */
async function download(url: string, timeoutMs: number): Promise<Buffer> {
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), redirect: 'follow' });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const length = Number(response.headers.get('content-length') ?? 0);
  if (length > INPUT_LIMITS.description) throw new Error('larger than the description limit');
  const bytes = Buffer.from(await response.arrayBuffer());
  if (bytes.length > INPUT_LIMITS.description) throw new Error('larger than the description limit');
  return bytes;
}
