import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import type { OpenAPIV3, OpenAPIV3_1 } from 'openapi-types';
import { PortalError, codeFrame } from '../diagnostics.ts';
import { createSourceMap, pointerSegments, type SourceMap } from './source-map.ts';

export type OpenApiDocument = OpenAPIV3.Document | OpenAPIV3_1.Document;

/** An API description, validated, normalised to OpenAPI 3 and dereferenced. */
export interface LoadedOpenApi {
  /** Absolute path of the file. */
  file: string;
  /** Path shown in messages. */
  displayPath: string;
  /** The file's bytes, offered for download. */
  source: string;
  /** The version the file is written in. */
  version: '2.0' | '3.0' | '3.1';
  /** OpenAPI 3 with `$ref`s kept (what the example sampler reads). */
  raw: OpenApiDocument;
  /** OpenAPI 3 with every `$ref` replaced by the object it names (shared, and cyclic for recursive schemas). */
  api: OpenApiDocument;
  /** Component schemas by object identity → their name, to show and link named schemas. */
  schemaNames: Map<object, string>;
  sourceMap: SourceMap;
}

interface AjvDetail {
  instancePath: string;
  message?: string;
  keyword: string;
  params?: Record<string, unknown>;
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
  const { convertObj } = await import('swagger2openapi');
  const { openapi } = await convertObj(swagger, { patch: true, warnOnly: true, resolve: false });
  return openapi as OpenAPIV3.Document;
}

/** Reads, validates and dereferences an OpenAPI 3.0/3.1 or Swagger 2.0 description. */
export async function loadOpenApi(options: { file: string; cwd: string }): Promise<LoadedOpenApi> {
  const file = path.resolve(options.cwd, options.file);
  const displayPath = path.relative(options.cwd, file) || file;
  if (!existsSync(file)) {
    throw new PortalError(`API description not found: ${displayPath}`, { file: displayPath, hint: 'set openapi.file in portal.config.ts or pass --openapi FILE' });
  }
  const source = readFileSync(file, 'utf8');
  const { map, doc, lineCounter } = createSourceMap(source);
  const yamlError = doc.errors[0];
  if (yamlError) {
    const pos = lineCounter.linePos(yamlError.pos[0]);
    throw new PortalError(`invalid YAML: ${yamlError.message.split('\n')[0]}`, {
      file: displayPath,
      line: pos.line,
      column: pos.col,
      frame: codeFrame(source, pos.line, pos.col),
      hint: 'check the indentation and quote values that contain ": " or start with a special character',
    });
  }
  const parsed = doc.toJS({ maxAliasCount: -1 }) as Record<string, unknown> | null;
  const declared = String(parsed?.openapi ?? parsed?.swagger ?? '');
  const version = declared === '2.0' ? '2.0' : declared.startsWith('3.0') ? '3.0' : declared.startsWith('3.1') ? '3.1' : undefined;
  if (!parsed || !version) {
    throw new PortalError('not an OpenAPI description: no `openapi: 3.x` or `swagger: "2.0"` field', {
      file: displayPath,
      line: 1,
      column: 1,
      hint: 'the file must start with `openapi: 3.1.0` (or 3.0.x, or swagger: "2.0")',
    });
  }
  const ctx = { displayPath, source, map };
  let validated: OpenApiDocument;
  try {
    validated = (await SwaggerParser.validate(file, structuredClone(parsed) as never, { dereference: { circular: true } })) as OpenApiDocument;
  } catch (error) {
    throw validationError(error, ctx);
  }
  let raw = parsed as unknown as OpenApiDocument;
  let api = validated;
  if (version === '2.0') {
    raw = await toOpenApi3(structuredClone(parsed));
    api = (await SwaggerParser.dereference(file, structuredClone(raw) as never, { dereference: { circular: true } })) as OpenApiDocument;
  }
  const schemaNames = new Map<object, string>();
  for (const [name, schema] of Object.entries(api.components?.schemas ?? {})) {
    if (schema && typeof schema === 'object' && !schemaNames.has(schema)) schemaNames.set(schema, name);
  }
  return { file, displayPath, source, version, raw, api, schemaNames, sourceMap: map };
}

export { pointerSegments };
