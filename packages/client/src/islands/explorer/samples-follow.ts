/** The original text of each text node changed, to put back when the toggle goes off. */
const originals = new WeakMap<Text, string>();

/**
 * Makes the page's code samples (in the element `samplesId`) show the entered values: every text
 * node's `from` strings become `to`. With no replacements, the samples are as built.
 */
export function followValues(samplesId: string, replacements: [from: string, to: string][]): void {
  const root = document.getElementById(samplesId)?.parentElement;
  if (!root) return;
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    if (!node.parentElement?.closest('pre')) continue;
    const original = originals.get(node) ?? node.data;
    let next = original;
    for (const [from, to] of replacements) if (from && from !== to) next = next.split(from).join(to);
    if (next !== original) originals.set(node, original);
    if (node.data !== next) node.data = next;
  }
}
