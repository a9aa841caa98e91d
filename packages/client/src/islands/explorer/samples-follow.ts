import { fullUrl, type RequestModel } from '../../request/index.ts';
import type { BuiltRequest } from './request.ts';

/** The original text of each text node changed, to put back when the toggle goes off. */
const originals = new WeakMap<Text, string>();
/** The original (highlighted) HTML of each curl block replaced. */
const curlOriginals = new WeakMap<Element, string>();

/** Text of a body as the samples embed it raw (curl, PHP, PowerShell): compact JSON, or the written text. */
function bodyText(model: RequestModel): string | undefined {
  const body = model.body;
  if (!body || body.kind === 'multipart' || body.kind === 'binary') return undefined;
  if (body.kind === 'json') {
    try {
      return JSON.stringify(JSON.parse(body.text));
    } catch {
      return body.text;
    }
  }
  return body.text;
}

/** `from` → `to` pairs for every part of the request the reader changed, as they appear in the samples' text. */
function replacements(from: RequestModel, to: RequestModel): [string, string][] {
  const out: [string, string][] = [
    [fullUrl(from), fullUrl(to)],
    [from.url, to.url],
  ];
  for (const [name, value] of from.headers) {
    const next = to.headers.find(([n]) => n === name)?.[1];
    if (next !== undefined && next !== value && value.length >= 3) out.push([`"${value}"`, `"${next}"`], [`'${value}'`, `'${next}'`]);
  }
  for (const [name, value] of from.query) {
    const next = to.query.find(([n]) => n === name)?.[1];
    if (next !== undefined && next !== value) out.push([`"${name}":"${value}"`, `"${name}":"${next}"`]);
  }
  const before = bodyText(from);
  const after = bodyText(to);
  if (before && after !== undefined && before !== after) out.push([before, after]);
  return out;
}

/**
 * Makes the page's code samples (beside the element `samplesId`) show the request the form would send: the curl
 * sample becomes the form's request as curl (credentials masked); in the other languages the URL with its query,
 * changed header and query values, and a body written out as text are replaced. Without `change`, the samples are
 * as built.
 */
export function followRequest(samplesId: string, change: { from: BuiltRequest; to: BuiltRequest } | undefined): void {
  const root = document.getElementById(samplesId)?.parentElement;
  if (!root) return;
  for (const block of root.querySelectorAll('.code-block[data-language="curl"] pre code')) {
    if (change) {
      if (!curlOriginals.has(block)) curlOriginals.set(block, block.innerHTML);
      block.textContent = change.to.curl;
    } else if (curlOriginals.has(block)) {
      block.innerHTML = curlOriginals.get(block)!;
      curlOriginals.delete(block);
    }
  }
  const pairs = change ? replacements(change.from.model, change.to.model).filter(([a, b]) => a && a !== b) : [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    const pre = node.parentElement?.closest('pre');
    if (!pre || pre.closest('.code-block[data-language="curl"]')) continue;
    const original = originals.get(node) ?? node.data;
    let next = original;
    for (const [from, to] of pairs) next = next.split(from).join(to);
    if (next !== original) originals.set(node, original);
    if (node.data !== next) node.data = next;
  }
}
