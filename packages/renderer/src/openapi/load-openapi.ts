/// <reference path="../types/swagger2openapi.d.ts" />
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import { checkDocumentDepth } from './document-depth.ts';
import { dropOversizedExamples, warnExpandingExamples } from './load-example-sizes.ts';
import { deepRefChainError } from './ref-chain-depth.ts';
import { CORE_SCHEMA, load as loadYaml } from 'js-yaml';
import type { OpenAPIV3, OpenAPIV3_1 } from 'openapi-types';
import { PortalError, codeFrame, type Diagnostic } from '../diagnostics.ts';
import { readInputText } from '../safety/read-input.ts';
import { refResolver, type RefPolicy } from '../safety/refs.ts';
import { markSchemaNames } from './schema-name.ts';
import { resolveDynamicRefs } from './dynamic-refs.ts';
import { dropDanglingExtensionRefs } from './extension-refs.ts';
import { bundleDescription, hasExternalRefs } from './bundle-description.ts';
import { problemWarnings, type AjvDetail } from './schema-problems.ts';
import { schemaErrors } from './schema-validator.ts';
import { SchemaVerdict } from '../cache/index.ts';
import { createSourceMap, type SourceMap } from './source-map.ts';

const require = createRequire(import.meta.url);
/** swagger-parser's validator of Swagger 2.0's extra rules (the JSON Schema check is schema-validator.ts). */
const validateSpec = require('@apidevtools/swagger-parser/lib/validators/spec.js') as (api: object) => void;

export type OpenApiDocument = OpenAPIV3.Document | OpenAPIV3_1.Document;

/** An API description, validated, normalised to OpenAPI 3 and dereferenced. */
export interface LoadedOpenApi {
  /** Absolute path of the file. */
  file: string;
  /** Path shown in messages. */
  displayPath: string;
  /** The file's bytes, offered for download. */
  source: string;
  /** The description and the files it refers to as one file, when it refers to other files (for the download). */
  bundled?: string;
  /** The version the file is written in. */
  version: '2.0' | '3.0' | '3.1';
  /** OpenAPI 3 with `$ref`s kept (what the example sampler reads). */
  raw: OpenApiDocument;
  /** OpenAPI 3 with every `$ref` replaced by the object it names (shared, and cyclic for recursive schemas). */
  api: OpenApiDocument;
  sourceMap: SourceMap;
  /** Problems portal renders around (schema validation), one warning each. */
  warnings: Diagnostic[];
}

/** Turns a swagger-parser failure into one error with the JSON pointer, line, frame and a hint. */
function validationError(error: unknown, ctx: { displayPath: string; source: string; map: SourceMap }): PortalError {
  const details = (error as { details?: AjvDetail[] }).details;
  const message = (error as Error).message ?? String(error);
  let pointer: string | undefined;
  let text: string;
  let at: { line: number; column: number } | undefined;
  if (details?.length) {
    const first = details[0]!;
    pointer = `#${first.instancePath}`;
    const allowed = first.params?.allowedValues as unknown[] | undefined;
    text = `${pointer} ${first.message ?? first.keyword}${allowed ? ` (${allowed.map((v) => JSON.stringify(v)).join(', ')})` : ''}`;
    at = ctx.map.locate(pointer);
  } else {
    const ref = /\$ref pointer "([^"]+)"/.exec(message)?.[1];
    text = message.split('\n')[0]!;
    if (ref) {
      at = ctx.map.locateRef(ref);
      text = `$ref "${ref}" points to nothing`;
    } else {
      pointer = /(#\/[^\s]*)/.exec(message)?.[1];
      if (pointer) at = ctx.map.locate(pointer);
    }
  }
  const hint = /required property '([^']+)'/.exec(text)
    ? `add the missing \`${/required property '([^']+)'/.exec(text)![1]}\` (an OpenAPI response, for one, needs a description)`
    : text.includes('$ref')
      ? 'check the name after #/components/schemas/ (names are case-sensitive)'
      : 'check this part of the description against the OpenAPI specification';
  return new PortalError(`invalid OpenAPI description: ${text}`, {
    file: ctx.displayPath,
    line: at?.line,
    column: at?.column,
    frame: at ? codeFrame(ctx.source, at.line, at.column) : undefined,
    hint,
    cause: error,
  });
}

/** Swagger 2.0 becomes OpenAPI 3.0 (request bodies, components) through swagger2openapi. */
async function toOpenApi3(swagger: object): Promise<OpenAPIV3.Document> {
  // A CommonJS module: its functions are named exports under tsx, and only under `default` in the bundled CLI.
  const loaded = (await import('swagger2openapi')) as typeof import('swagger2openapi') & { default?: typeof import('swagger2openapi') };
  const convertObj = loaded.convertObj ?? loaded.default!.convertObj;
  const { openapi } = await convertObj(swagger, { patch: true, warnOnly: true, resolve: false });
  return openapi as OpenAPIV3.Document;
}

const NOT_READ = Symbol('not read');
const TWICE = Symbol('a key written twice');
/** A YAML anchor (`&name`), which aliases (`*name`) repeat. */
const ANCHOR = /(?:^|[\s[{,])&[^\s,[\]{}]/m;
/** How many nodes aliases may expand to (yaml counts uses times the aliased nodes' own aliases); a shared schema used a few hundred times stays well under it. */
const MAX_ALIAS_COUNT = 10_000;

/**
 * The text read as strict JSON (a JSON description, which cannot hold YAML anchors or aliases);
 * NOT_READ when it is not JSON, TWICE when a key is written twice in one object (JSON.parse would
 * keep the last silently; js-yaml reports it with its line).
 */
function readJson(source: string): Record<string, unknown> | typeof NOT_READ | typeof TWICE {
  if (!/^\s*\{/.test(source)) return NOT_READ;
  let data: Record<string, unknown>;
  try {
    data = JSON.parse(source) as Record<string, unknown>;
  } catch {
    return NOT_READ;
  }
  try {
    return keysWritten(source) === keysRead(data) ? data : TWICE;
  } catch {
    return NOT_READ; // nested too deeply to count: read as before (checkDocumentDepth reports it)
  }
}

/** Every string of a JSON text (outside strings JSON has no quotes), with the colon that makes it a key. */
const JSON_STRING = /"[^"\\]*(?:\\.[^"\\]*)*"(\s*:)?/g;

/** How many object keys a valid JSON text writes. */
function keysWritten(source: string): number {
  let keys = 0;
  JSON_STRING.lastIndex = 0;
  for (let match = JSON_STRING.exec(source); match; match = JSON_STRING.exec(source)) if (match[1]) keys++;
  return keys;
}

/** How many object keys parsed JSON holds. */
function keysRead(value: unknown): number {
  if (typeof value !== 'object' || value === null) return 0;
  if (Array.isArray(value)) return value.reduce((n: number, item) => n + keysRead(item), 0);
  let keys = 0;
  for (const key in value) keys += 1 + keysRead((value as Record<string, unknown>)[key]);
  return keys;
}

/**
 * The description's data, read by js-yaml (ten times faster than yaml's document model on a 10 MB
 * description) with the YAML 1.2 core schema yaml uses too: no timestamps or merge keys. NOT_READ
 * when js-yaml rejects the text or the text has anchors.
 */
function readYaml(source: string, displayPath: string): Record<string, unknown> | null | typeof NOT_READ {
  // JSON is read by JSON.parse: GitHub's 13 MB description in 0.2 s instead of 4 s with js-yaml.
  const json = readJson(source);
  if (json !== NOT_READ && json !== TWICE) return json;
  // js-yaml shares an aliased node instead of counting what it expands to, and every later step walks
  // the expansion (a 443-byte alias bomb took 4.3 GB): a description with anchors is read by yaml.
  if (json === NOT_READ && ANCHOR.test(source)) return NOT_READ;
  try {
    // A repeated key throws (it is reported with its line by yaml below) instead of keeping the last value.
    return (loadYaml(source, { schema: CORE_SCHEMA }) ?? null) as Record<string, unknown> | null;
  } catch (error) {
    const { reason, mark } = error as { reason?: string; mark?: { line: number; column: number } };
    if (reason === 'duplicated mapping key' && mark) {
      throw new PortalError('invalid YAML: Map keys must be unique (this key is written twice in the same mapping)', {
        file: displayPath,
        line: mark.line + 1,
        column: mark.column + 1,
        frame: codeFrame(source, mark.line + 1, mark.column + 1),
        hint: 'a key may appear once; merge the two (for a path, put all its methods under one key)',
      });
    }
    return NOT_READ;
  }
}

/** Reads, validates and dereferences an OpenAPI 3.0/3.1 or Swagger 2.0 description. */
export async function loadOpenApi(options: { file: string; cwd: string; refs?: RefPolicy }): Promise<LoadedOpenApi> {
  const file = path.resolve(options.cwd, options.file);
  const displayPath = path.relative(options.cwd, file) || file;
  if (!existsSync(file)) {
    throw new PortalError(`API description not found: ${displayPath}`, {
      file: displayPath,
      hint: 'set openapi.file in portal.config.ts or pass --openapi FILE',
    });
  }
  const source = readInputText(file, { kind: 'description', display: displayPath });
  const { map, document } = createSourceMap(source);
  let parsed = readYaml(source, displayPath);
  if (parsed === NOT_READ) {
    // yaml, which keeps positions, says where the text is wrong (and reads what js-yaml would not).
    const { doc, lineCounter } = document();
    const yamlError = doc.errors[0];
    if (yamlError) {
      const pos = lineCounter.linePos(yamlError.pos[0]);
      throw new PortalError(`invalid YAML: ${yamlError.message.split('\n')[0]}`, {
        file: displayPath,
        line: pos.line,
        column: pos.col,
        frame: codeFrame(source, pos.line, pos.col),
        hint: /call stack/.test(yamlError.message)
          ? 'the description nests too deeply to read; name the inner schemas under components/schemas and point to them with $ref'
          : 'check the indentation and quote values that contain ": " or start with a special character',
      });
    }
    try {
      parsed = doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT }) as Record<string, unknown> | null;
    } catch (cause) {
      throw new PortalError('the YAML aliases (*name) expand to too much data (an alias bomb?)', {
        file: displayPath,
        cause,
        hint: `aliases may expand to at most ${MAX_ALIAS_COUNT} nodes; write the repeated parts as $ref to a component instead`,
      });
    }
  }
  const declared = String(parsed?.openapi ?? parsed?.swagger ?? '');
  const warnings: Diagnostic[] = [];
  // What is validated and shown: the description as written, but a 3.2 one labelled 3.1 (its download stays as written).
  let readAs = parsed;
  if (parsed && /^3\.2(\.|$)/.test(declared)) {
    // OpenAPI 3.2 adds fields to 3.1 and changes none of its meaning: read as 3.1, its additions ignored.
    const at = map.locate('#/openapi');
    warnings.push({
      severity: 'warning',
      message: `OpenAPI ${declared} is read as 3.1: what 3.2 adds (the QUERY method, additionalOperations, tag parents, itemSchema streams) is not shown`,
      file: displayPath,
      line: at?.line,
      column: at?.column,
      hint: 'write `openapi: 3.1.1` once the description uses nothing of 3.2, or keep 3.2 and this warning',
    });
    readAs = { ...parsed, openapi: '3.1.1' };
  }
  const version = declared === '2.0' ? '2.0' : declared.startsWith('3.0') ? '3.0' : /^3\.[12](\.|$)/.test(declared) ? '3.1' : undefined;
  if (!parsed || !version) {
    throw new PortalError('not an OpenAPI description: no `openapi: 3.x` or `swagger: "2.0"` field', {
      file: displayPath,
      line: 1,
      column: 1,
      hint: 'the file must start with `openapi: 3.1.0` (or 3.0.x, 3.2.x, or swagger: "2.0")',
    });
  }
  const ctx = { displayPath, source, map };
  checkDocumentDepth(parsed, ctx);
  // Before validation and every page: an example's cost is paid on each page that shows it.
  warnings.push(...dropOversizedExamples(parsed, ctx));
  let api: OpenApiDocument;
  let resolver: ReturnType<typeof refResolver> | undefined;
  let bundled: string | undefined;
  try {
    // Validate the document as written ($refs and all): swagger-parser's own validate() checks the
    // dereferenced document, which walks every shared schema once per use (17 s instead of 0.3 s
    // on a 10 MB description). The validator only reads the document, and a text that passed before is not checked again.
    // A problem the schema finds is a warning: the page shows the best reading of the author's intent.
    const verdict = new SchemaVerdict(file, source);
    if (!verdict.passedBefore()) {
      const details = schemaErrors(readAs!);
      if (details) warnings.push(...problemWarnings(details, ctx, readAs));
      else verdict.passed();
    }
    // Before anything resolves them: the dereference, the bundled download and the Swagger 2.0 conversion.
    warnings.push(...dropDanglingExtensionRefs(parsed, { file, ...ctx }));
    const marked = structuredClone(readAs!);
    if (version !== '2.0') markSchemaNames(marked);
    if (version === '3.1') resolveDynamicRefs(marked);
    // External $refs are read by the safety module only: inside the description's folder, no network unless allowed.
    const refs = refResolver({ file, displayPath, source, document: parsed, locate: (pointer) => map.locate(pointer) }, options.refs);
    resolver = refs;
    const dereferenced = (await SwaggerParser.dereference(
      file,
      marked as never,
      { dereference: { circular: true }, ...refs.options } as unknown as SwaggerParser.Options,
    )) as OpenApiDocument;
    try {
      validateSpec(dereferenced);
    } catch (error) {
      warnings.push({ ...validationError(error, ctx).toDiagnostic(), severity: 'warning' });
    }
    api = dereferenced;
    warnings.push(...warnExpandingExamples(api, ctx));
    if (hasExternalRefs(parsed)) bundled = await bundleDescription({ file, document: parsed, resolve: refs.options, json: source.trimStart().startsWith('{') });
  } catch (error) {
    if (error instanceof RangeError && /call stack/.test(error.message)) throw deepRefChainError(parsed, ctx);
    throw resolver?.refusal() ?? validationError(error, ctx);
  }
  let raw = parsed as unknown as OpenApiDocument;
  if (version === '2.0') {
    raw = await toOpenApi3(structuredClone(parsed));
    const marked = structuredClone(raw) as unknown as Record<string, unknown>;
    markSchemaNames(marked);
    api = (await SwaggerParser.dereference(
      file,
      marked as never,
      { dereference: { circular: true }, ...resolver!.options } as unknown as SwaggerParser.Options,
    )) as OpenApiDocument;
  }
  // The examples of files that `$ref`s name, now in place (the description's own were left out above).
  warnings.push(...dropOversizedExamples(api, ctx, 'ref'));
  return { file, displayPath, source, ...(bundled !== undefined ? { bundled } : {}), version, raw, api, sourceMap: map, warnings };
}
