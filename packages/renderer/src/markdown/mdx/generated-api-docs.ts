import * as React from 'react';

/**
 * The MDX files docusaurus-plugin-openapi-docs generates beside the docs (`gen-api-docs`):
 * `pet.schema.mdx`, `add-pet.api.mdx`, `pet.tag.mdx`, `petstore.info.mdx`. portal's API reference
 * takes their place, so a page importing one that was never generated renders a pointer to it.
 */
export const GENERATED_API_DOC = /(^|\/)([^/]+)\.(schema|api|tag|info)\.mdx$/;

/** What stands for a generated file that does not exist: a short note naming what it would have shown. */
export function generatedApiDocStandIn(spec: string): () => React.ReactElement {
  const [, , name = spec, kind = 'api'] = GENERATED_API_DOC.exec(spec) ?? [];
  const what =
    kind === 'schema' ? `The ${name} schema` : kind === 'tag' ? `The ${name} operations` : kind === 'info' ? `The ${name} API` : `The ${name} operation`;
  return function GeneratedApiDoc() {
    return React.createElement('p', { className: 'generated-api-doc' }, `${what} is described in the API reference.`);
  };
}
