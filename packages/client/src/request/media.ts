/** How a media type's body is written and sent. */
export type BodyKind = 'json' | 'form' | 'multipart' | 'xml' | 'binary' | 'text';

/** The kind of a media type: `*\/*` and unknown `application/*` types are sent as JSON when the value is structured. */
export function bodyKind(mediaType: string, value?: unknown): BodyKind {
  const type = mediaType.split(';')[0]!.trim().toLowerCase();
  if (type === 'application/json' || type.endsWith('+json') || type === 'text/json') return 'json';
  if (type === 'application/x-www-form-urlencoded') return 'form';
  if (type.startsWith('multipart/')) return 'multipart';
  if (type === 'application/xml' || type === 'text/xml' || type.endsWith('+xml')) return 'xml';
  if (
    type === 'application/octet-stream' ||
    type.startsWith('image/') ||
    type.startsWith('audio/') ||
    type.startsWith('video/') ||
    type === 'application/pdf' ||
    type === 'application/zip'
  )
    return 'binary';
  if (type.startsWith('text/')) return 'text';
  return value !== null && typeof value === 'object' ? 'json' : 'text';
}

/** The Content-Type to send: a wildcard (`*\/*`, `application/*`) becomes the concrete type of the kind chosen. */
export function concreteMediaType(mediaType: string, kind: BodyKind): string {
  if (!mediaType.includes('*')) return mediaType;
  return kind === 'json' ? 'application/json' : kind === 'binary' ? 'application/octet-stream' : 'text/plain';
}

/**
 * The Content-Type of a multipart part from its `encoding.contentType`, which may list several types
 * (`image/png, image/jpeg`) or a range (`image/*`): the first listed type, none for a range (the client's own guess).
 */
export function partMediaType(contentType: string | undefined): string | undefined {
  const first = contentType?.split(',')[0]?.trim();
  return first && !first.includes('*') ? first : undefined;
}
