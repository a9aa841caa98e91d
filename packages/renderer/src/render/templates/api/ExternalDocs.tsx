import type { ApiExternalDocs } from '../../../openapi/api-types.ts';

/** An `externalDocs` link: its description as the text, else the URL. */
export function ExternalDocs(props: { docs?: ApiExternalDocs }) {
  if (!props.docs) return null;
  return (
    <p className="api-external-docs">
      <span className="schema-meta-label">See also:</span> <a href={props.docs.url}>{props.docs.description ?? props.docs.url}</a>
    </p>
  );
}
