import type { ReactNode } from 'react';

const TOKEN = /("(?:[^"\\]|\\.)*")(\s*:)?|\b(true|false|null)\b|(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)/g;

/** Pretty JSON with keys, strings, numbers and literals in spans (a light touch: no grammar, no library). */
export function highlightJson(text: string): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    const index = match.index;
    if (index > last) out.push(text.slice(last, index));
    const [whole, str, colon, literal, number] = match;
    if (str !== undefined) {
      out.push(
        <span key={index} className={colon ? 'json-key' : 'json-string'}>
          {str}
        </span>,
      );
      if (colon) out.push(colon);
    } else
      out.push(
        <span key={index} className={literal ? 'json-literal' : number ? 'json-number' : undefined}>
          {whole}
        </span>,
      );
    last = index + whole.length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}
