import { safeJson } from '../../../openapi/safe-json.ts';

/** Vendor extensions (`x-*`) as a small definition list; objects are shown as JSON. */
export function Extensions(props: { extensions: readonly [string, unknown][] }) {
  if (!props.extensions.length) return null;
  return (
    <dl className="api-extensions">
      {props.extensions.map(([key, value]) => (
        <div key={key} className="api-extension">
          <dt>
            <code>{key}</code>
          </dt>
          <dd>
            <code>{typeof value === 'string' ? value : safeJson(value)}</code>
          </dd>
        </div>
      ))}
    </dl>
  );
}
