import { fullUrl, type RequestModel } from '../../request/index.ts';
import type { BuiltRequest } from './request.ts';

/** The original (highlighted) HTML of each generated sample replaced, to put back when the toggle goes off. */
const generatedOriginals = new WeakMap<Element, string>();
/** The original text of each text node of a description's own sample changed. */
const originals = new WeakMap<Text, string>();
/** Bumped by each call: a generation that finishes after a newer call is dropped. */
let latest = 0;

/** Text of a body as the samples embed it raw: compact JSON, or the written text. */
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

/** `from` → `to` pairs for what the reader changed, as it appears in a sample's text (for the description's own samples). */
function replacements(from: RequestModel, to: RequestModel): [string, string][] {
  const out: [string, string][] = [
    [fullUrl(from), fullUrl(to)],
    [from.url, to.url],
  ];
  for (const [name, value] of from.headers) {
    const next = to.headers.find(([n]) => n === name)?.[1];
    if (next !== undefined && next !== value && value.length >= 3) out.push([`"${value}"`, `"${next}"`], [`'${value}'`, `'${next}'`]);
  }
  const before = bodyText(from);
  const after = bodyText(to);
  if (before && after !== undefined && before !== after) out.push([before, after]);
  return out;
}

/** The description's own samples (x-codeSamples) get the changed URL, headers and body where their text has them. */
function followWritten(root: Element, change: { from: BuiltRequest; to: BuiltRequest } | undefined): void {
  const pairs = change ? replacements(change.from.model, change.to.model).filter(([a, b]) => a && a !== b) : [];
  for (const block of root.querySelectorAll('.code-block[data-written] pre')) {
    const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      const original = originals.get(node) ?? node.data;
      let next = original;
      for (const [from, to] of pairs) next = next.split(from).join(to);
      if (next !== original) originals.set(node, original);
      if (node.data !== next) node.data = next;
    }
  }
}

/**
 * Makes the page's code samples (beside the element `samplesId`) show the request the form would send: each
 * generated sample is generated again, in its language, from the form's request (credentials masked), by the
 * module that wrote it at build time (loaded the first time); the description's own samples get the changed
 * values where their text has them. Without `change`, the samples are as built.
 */
export async function followRequest(samplesId: string, change: { from: BuiltRequest; to: BuiltRequest } | undefined): Promise<void> {
  const root = document.getElementById(samplesId)?.parentElement;
  if (!root) return;
  const call = ++latest;
  followWritten(root, change);
  const blocks = [...root.querySelectorAll('.code-block[data-language]:not([data-written]) pre code')];
  if (!change) {
    for (const block of blocks) {
      const html = generatedOriginals.get(block);
      if (html !== undefined) block.innerHTML = html;
      generatedOriginals.delete(block);
    }
    return;
  }
  const { liveSamples } = await import('../../request/samples/live-samples.ts');
  if (call !== latest) return;
  const sources = liveSamples(change.to.model);
  for (const block of blocks) {
    const source = sources.get(block.closest('.code-block')?.getAttribute('data-language') ?? '');
    if (source === undefined) continue;
    if (!generatedOriginals.has(block)) generatedOriginals.set(block, block.innerHTML);
    if (block.textContent !== source) block.textContent = source;
  }
}
