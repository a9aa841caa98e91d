/** Languages named by the code fences of these Markdown sources (` ```php title="x" ` → `php`). */
export function scanFenceLanguages(sources: readonly string[]): string[] {
  const langs = new Set<string>();
  const fence = /^[ \t]*(?:```+|~~~+)[ \t]*([\w#+.-]+)/gm;
  for (const source of sources) {
    for (const match of source.matchAll(fence)) langs.add(match[1]!.toLowerCase());
  }
  return [...langs];
}
