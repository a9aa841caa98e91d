import type { ApiEncoding } from '../../../openapi/api-types.ts';
import { Extensions } from './Extensions.tsx';

/** A form or multipart body's `encoding`: per property, its content type, style, part headers and `x-` keys. */
export function Encoding(props: { encoding: readonly ApiEncoding[] }) {
  return (
    <div className="api-encoding">
      <p className="schema-meta-label">Encoding</p>
      <ul>
        {props.encoding.map((e) => (
          <li key={e.property}>
            <code>{e.property}</code>
            {e.contentType ? (
              <>
                {' as '}
                <code>{e.contentType}</code>
              </>
            ) : null}
            {e.style ? (
              <>
                {', style '}
                <code>{e.style}</code>
              </>
            ) : null}
            {e.explode !== undefined ? (e.explode ? ', exploded' : ', not exploded') : null}
            {e.allowReserved ? ', reserved characters allowed' : null}
            {e.headers.length ? (
              <>
                {', headers '}
                {e.headers.map((h, i) => (
                  <span key={h}>
                    {i ? ', ' : null}
                    <code>{h}</code>
                  </span>
                ))}
              </>
            ) : null}
            {e.extensions ? <Extensions extensions={e.extensions} /> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
