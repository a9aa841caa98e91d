/**
 * What `peers.ts` writes into a peer's folder besides the guides: the corpus copied without its
 * `_category_` files, the sidebar of its folders in each peer's shape, and the Hugo layouts (Hugo
 * ships no theme, so a minimal one renders the same sidebar on every page).
 */
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Removes what a previous build left in `dir` (each path relative to it). */
export function clear(dir: string, stale: string[]): void {
  for (const rel of stale) rmSync(path.join(dir, rel), { recursive: true, force: true });
}

/** Copies the corpus's `content/` to `to`, without the `_category_` files (Docusaurus's, which the peers don't read). */
export function copyGuides(content: string, to: string): void {
  cpSync(content, to, { recursive: true, filter: (from) => !/_category_\.(json|ya?ml)$/.test(from) });
}

/** Writes `text` to `file`, making its folder. */
export function write(file: string, text: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

/** Rewrites every `.md` file under `dir` with `edit`. */
export function editGuides(dir: string, edit: (text: string, file: string) => string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.md')) continue;
    const file = path.join(entry.parentPath, entry.name);
    writeFileSync(file, edit(readFileSync(file, 'utf8'), file));
  }
}

export type SidebarEntry = { text: string; collapsed: true; items: SidebarEntry[] } | { text: string; link: string };

/** VitePress's sidebar of a folder (Rspress reads the same shape): its guides and folders by name, folders as collapsible groups. */
export function sidebarOf(dir: string, route: string): SidebarEntry[] {
  const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
  return entries.flatMap((entry): SidebarEntry[] => {
    if (entry.name.startsWith('.')) return [];
    if (entry.isDirectory()) return [{ text: entry.name, collapsed: true, items: sidebarOf(path.join(dir, entry.name), `${route}/${entry.name}`) }];
    if (!entry.name.endsWith('.md')) return [];
    const title = /^title:\s*(.*)$/m.exec(readFileSync(path.join(dir, entry.name), 'utf8'))?.[1] ?? entry.name;
    return [{ text: title, link: `${route}/${entry.name.replace(/\.md$/, '')}` }];
  });
}

/** The same sidebar in Starlight's shape (`label` for `text`). */
export function starlightSidebar(entries: SidebarEntry[]): unknown[] {
  return entries.map((entry) =>
    'items' in entry
      ? { label: entry.text, collapsed: true, items: starlightSidebar(entry.items) }
      : { label: entry.text, link: entry.link === '/index' ? '/' : `${entry.link}/` },
  );
}

/**
 * Hugo's layouts: one page shell with the sidebar (every section and page of the site, the current
 * one marked and its sections open), then the page's table of contents and content; a 404 page, as the others write.
 */
export const HUGO_LAYOUTS: Record<string, string> = {
  '_default/baseof.html': `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>{{ .Title }} | {{ site.Title }}</title><meta name="description" content="{{ .Description }}"></head>
<body>
<nav class="sidebar">{{ partial "sidebar.html" (dict "section" site.Home "page" .) }}</nav>
{{ block "main" . }}{{ end }}
</body>
</html>
`,
  '_default/single.html': '{{ define "main" }}<aside class="toc">{{ .TableOfContents }}</aside>\n<main><h1>{{ .Title }}</h1>{{ .Content }}</main>{{ end }}\n',
  '_default/list.html': '{{ define "main" }}<main><h1>{{ .Title }}</h1>{{ .Content }}</main>{{ end }}\n',
  '404.html': '{{ define "main" }}<main><h1>Page not found</h1></main>{{ end }}\n',
  'partials/sidebar.html': `<ul>
{{- range .section.Pages }}
{{- if .IsSection }}
<li><details{{ if $.page.IsDescendant . }} open{{ end }}><summary>{{ .Title }}</summary>{{ partial "sidebar.html" (dict "section" . "page" $.page) }}</details></li>
{{- else }}
<li><a href="{{ .RelPermalink }}"{{ if eq . $.page }} aria-current="page"{{ end }}>{{ .Title }}</a></li>
{{- end }}
{{- end }}
</ul>
`,
};
