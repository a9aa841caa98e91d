import { createHash } from 'node:crypto';

/** First 10 hex characters of the SHA-256 of the content: the cache-busting part of asset names. */
export function contentHash(content: string | Uint8Array): string {
  return createHash('sha256').update(content).digest('hex').slice(0, 10);
}

/** `flow.svg` + content → `flow.3f9a2c1d0e.svg`. */
export function hashedName(baseName: string, content: string | Uint8Array): string {
  const dot = baseName.lastIndexOf('.');
  const stem = dot > 0 ? baseName.slice(0, dot) : baseName;
  const ext = dot > 0 ? baseName.slice(dot) : '';
  return `${stem}.${contentHash(content)}${ext}`;
}
