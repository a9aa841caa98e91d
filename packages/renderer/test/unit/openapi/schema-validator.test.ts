import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { schemaErrors, schemaVersionOf, standaloneValidatorSources, type SchemaVersion } from '../../../src/openapi/schema-validator.ts';

const require = createRequire(import.meta.url);
const ROOT = path.resolve(import.meta.dirname, '../../../../..');

/** swagger-parser's own check: the `details` of the error it throws, or undefined. */
function swaggerParserErrors(document: object): unknown[] | undefined {
  const validateSchema = require('@apidevtools/swagger-parser/lib/validators/schema.js') as (api: object) => void;
  try {
    validateSchema(structuredClone(document));
    return undefined;
  } catch (error) {
    return (error as { details: unknown[] }).details;
  }
}

const response = { '200': { description: 'OK' } };
const DOCUMENTS: Record<string, object> = {
  'a valid OpenAPI 3.0': { openapi: '3.0.3', info: { title: 'A', version: '1' }, paths: { '/a': { get: { responses: response } } } },
  'OpenAPI 3.0: a response without a description, a parameter in nowhere': {
    openapi: '3.0.3',
    info: { title: 'A', version: '1' },
    paths: { '/a/{id}': { get: { parameters: [{ name: 'id', in: 'nowhere' }], responses: { '200': {} } } } },
  },
  'OpenAPI 3.1: no version, a schema of a wrong kind': {
    openapi: '3.1.0',
    info: { title: 'A' },
    paths: { '/a': { post: { requestBody: { content: { 'application/json': { schema: 7 } } }, responses: response } } },
    components: { schemas: { Thing: { type: 'object', properties: 'no' } } },
  },
  'Swagger 2.0: a path without a slash, a response without a description': {
    swagger: '2.0',
    info: { title: 'A', version: '1' },
    paths: { a: { get: { responses: { '200': {} } } } },
  },
  'OpenAPI 3.2 (checked as 3.0, as swagger-parser does)': { openapi: '3.2.0', info: { title: 'A', version: '1' }, paths: { '/a': { get: {} } } },
  'the Merchant Kit description': load(readFileSync(path.join(ROOT, 'mk-openapi/openapi.yml'), 'utf8')) as object,
};

/** Each version's validator from the code build-bundle.js bundles, loaded as a module. */
function standaloneValidators(): Record<SchemaVersion, (document: unknown) => boolean> {
  const requireFromSource = createRequire(path.join(ROOT, 'packages/renderer/src/openapi/schema-validator.ts'));
  return Object.fromEntries(
    Object.entries(standaloneValidatorSources()).map(([version, source]) => {
      const module = { exports: {} as unknown };
      new Function('module', 'exports', 'require', source)(module, module.exports, requireFromSource);
      return [version, module.exports];
    }),
  ) as Record<SchemaVersion, (document: unknown) => boolean>;
}

describe('schemaErrors (schema-validator.ts)', () => {
  const standalone = standaloneValidators();
  for (const [name, document] of Object.entries(DOCUMENTS))
    it(`finds what swagger-parser's validateSchema finds, compiled now and as bundled: ${name}`, () => {
      const expected = swaggerParserErrors(document);
      if (name.startsWith('a valid') || name.startsWith('the Merchant')) expect(expected).toBeUndefined();
      else expect(expected?.length).toBeGreaterThan(0);
      expect(schemaErrors(document)).toEqual(expected);
      const validate = standalone[schemaVersionOf(document)] as ((document: unknown) => boolean) & { errors?: unknown[] };
      expect(validate(document) ? undefined : validate.errors).toEqual(expected);
    });
});
