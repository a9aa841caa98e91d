import { safeJson } from '../../../openapi/safe-json.ts';

type Entry = readonly [string, unknown];

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** `x-badges` (Redocly, docusaurus-openapi-docs): `[{ name, color? }]` or a list of names. */
function badgesOf(value: unknown): string[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const names = value.map((b) => (typeof b === 'string' ? b : isRecord(b) && typeof b.name === 'string' ? b.name : undefined));
  return names.every((n): n is string => n !== undefined) ? names : undefined;
}

/** `x-rate-limit` / `x-ratelimit`: `{ requests|limit, period|window|per }` or a number, as one readable line. */
function rateLimitOf(value: unknown): string | undefined {
  if (typeof value === 'number' || typeof value === 'string') return `${value} requests`;
  if (!isRecord(value)) return undefined;
  const count = value.requests ?? value.limit ?? value.rate;
  const period = value.period ?? value.window ?? value.per ?? value.interval;
  if (typeof count !== 'number' && typeof count !== 'string') return undefined;
  return `${count} requests${typeof period === 'string' || typeof period === 'number' ? ` per ${period}` : ''}`;
}

/** A readable label for a well-known extension key (`x-rate-limit` → "Rate limit"). */
function keyLabel(key: string): string {
  const words = key.replace(/^x-/, '').split(/[-_]+/).filter(Boolean).join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A scalar or a list of scalars as text; anything else undefined (shown as JSON). */
function plain(value: unknown): string | undefined {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value) && value.every((v) => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean')) return value.join(', ');
  return undefined;
}

/**
 * Vendor extensions (`x-*`): well-known ones readable (`x-badges` as badges, `x-rate-limit` as
 * "100 requests per second"), the others as a small key/value list, objects as JSON.
 */
export function Extensions(props: { extensions: readonly Entry[] }) {
  if (!props.extensions.length) return null;
  const badges: string[] = [];
  const lines: { key: string; text: string }[] = [];
  const rest: Entry[] = [];
  for (const [key, value] of props.extensions) {
    const lower = key.toLowerCase();
    const b = lower === 'x-badges' ? badgesOf(value) : undefined;
    const rate = lower === 'x-rate-limit' || lower === 'x-ratelimit' ? rateLimitOf(value) : undefined;
    if (b) badges.push(...b);
    else if (rate) lines.push({ key, text: rate });
    else rest.push([key, value]);
  }
  return (
    <>
      {badges.length || lines.length ? (
        <div className="api-badges">
          {badges.map((name, i) => (
            <span key={`${name}-${i}`} className="api-badge">
              {name}
            </span>
          ))}
          {lines.map((line) => (
            <span key={line.key} className="api-badge api-badge-line" title={line.key}>
              <span className="api-badge-key">{keyLabel(line.key)}:</span> {line.text}
            </span>
          ))}
        </div>
      ) : null}
      {rest.length ? (
        <dl className="api-extensions">
          {rest.map(([key, value]) => (
            <div key={key} className="api-extension">
              <dt>
                <code>{key}</code>
              </dt>
              <dd>
                <code>{plain(value) ?? safeJson(value)}</code>
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </>
  );
}
