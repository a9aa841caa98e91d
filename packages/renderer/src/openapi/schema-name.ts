/**
 * The key portal adds to each component schema before dereferencing, so a named schema is
 * recognised wherever it lands: a `$ref` with siblings (`{description, $ref}`) is dereferenced
 * into a copy, which object identity would not recognise.
 */
export const SCHEMA_NAME_KEY = 'x-portal-schema-name';

/** The component name of a schema, if it is (a copy of) a named one. */
export function schemaName(schema: object): string | undefined {
  const name = (schema as Record<string, unknown>)[SCHEMA_NAME_KEY];
  return typeof name === 'string' ? name : undefined;
}

/** Marks every `components.schemas` entry of a (not yet dereferenced) OpenAPI 3 document with its name. */
export function markSchemaNames(doc: Record<string, unknown>): void {
  const components = doc.components as Record<string, unknown> | undefined;
  const schemas = components?.schemas as Record<string, unknown> | undefined;
  for (const [name, schema] of Object.entries(schemas ?? {})) {
    if (schema && typeof schema === 'object' && !Array.isArray(schema) && !('$ref' in schema)) (schema as Record<string, unknown>)[SCHEMA_NAME_KEY] = name;
  }
}
