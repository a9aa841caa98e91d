import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import MiniSearch from 'minisearch';

// The candidate engine `pnpm bench:search` compares with portal's own index: one MiniSearch index of every
// section (page title, heading, text) with the text stored for excerpts, as VitePress's local search
// does. It is built from the pages a portal build wrote, into a one-page site with the same
// input/listbox timing hooks as portal's dialog.

interface Section {
  id: number;
  route: string;
  group: string;
  title: string;
  heading: string;
  text: string;
}

/** The options the index is built and loaded with (they must agree). */
export const OPTIONS = { fields: ['title', 'heading', 'text'], storeFields: ['route', 'group', 'title', 'heading'] };

const strip = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

/** The searched pages of a built site (guides, operations, changelog posts), in sorted route order. */
function pages(outDir: string): { route: string; group: string; html: string }[] {
  const found: { route: string; group: string; html: string }[] = [];
  for (const entry of readdirSync(outDir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || entry.name !== 'index.html') continue;
    const route = `/${path.relative(outDir, entry.parentPath).split(path.sep).join('/')}`.replace(/\/$/, '') || '/';
    if (/^\/(search|pagefind|changelog\/(page|tags|archive)\b)|^\/changelog$/.test(route)) continue;
    const group = route.startsWith('/api/') ? 'API' : route.startsWith('/changelog/') ? 'Changelog' : 'Guides';
    found.push({ route, group, html: readFileSync(path.join(entry.parentPath, entry.name), 'utf8') });
  }
  return found.sort((a, b) => (a.route < b.route ? -1 : 1));
}

/** A page's article split at its `h2`/`h3` headings with ids, code blocks left out. */
function sections(page: { route: string; group: string; html: string }, next: () => number): Section[] {
  const start = page.html.indexOf('<article');
  const end = page.html.lastIndexOf('</article>');
  if (start === -1 || end === -1) return [];
  const article = page.html
    .slice(start, end)
    .replace(/<pre[\s\S]*?<\/pre>/g, ' ')
    .replace(/<(script|style|button)[\s\S]*?<\/\1>/g, ' ');
  const title = strip(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(article)?.[1] ?? page.route);
  const out: Section[] = [];
  const heading = /<h([23])[^>]*\bid="([^"]+)"[^>]*>([\s\S]*?)<\/h\1>/g;
  let last = { anchor: '', heading: '', from: 0 };
  const push = (to: number) => {
    const text = strip(article.slice(last.from, to));
    if (text) out.push({ id: next(), route: last.anchor ? `${page.route}#${last.anchor}` : page.route, group: page.group, title, heading: last.heading, text });
  };
  for (let m = heading.exec(article); m; m = heading.exec(article)) {
    push(m.index);
    last = { anchor: m[2]!, heading: strip(m[3]!), from: m.index + m[0].length };
  }
  push(article.length);
  return out;
}

/** Builds the index of `outDir`'s pages; returns the serialized index and the CPU time it took. */
export function buildMiniSearchIndex(outDir: string): { json: string; cpuMs: number; sections: number } {
  const cpu = process.cpuUsage();
  let id = 0;
  const docs = pages(outDir).flatMap((page) => sections(page, () => id++));
  const index = new MiniSearch<Section>(OPTIONS);
  index.addAll(docs);
  const json = JSON.stringify({ index, text: docs.map((d) => d.text) });
  const used = process.cpuUsage(cpu);
  return { json, cpuMs: (used.user + used.system) / 1000, sections: docs.length };
}

/** The page's script: loads the index on first input, searches on every input, shows six hits with a marked excerpt. */
const CLIENT = `
import MiniSearch from 'minisearch';
const OPTIONS = ${JSON.stringify(OPTIONS)};
const input = document.querySelector('#q');
const list = document.querySelector('#results');
let ready;
const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
function excerpt(text, terms) {
  const lower = text.toLowerCase();
  const at = Math.max(0, Math.min(...terms.map((t) => { const i = lower.indexOf(t); return i === -1 ? Infinity : i; }).concat([text.length])));
  const from = Math.max(0, text.lastIndexOf(' ', Math.max(0, at - 60)));
  let out = esc(text.slice(from, from + 160));
  for (const t of terms) out = out.replace(new RegExp('(' + t.replace(/[^\\w]/g, '') + '\\\\w*)', 'gi'), '<mark>$1</mark>');
  return out;
}
input.addEventListener('input', async () => {
  const q = input.value.trim();
  ready ??= fetch('/search-index.json').then((r) => r.json()).then((data) => ({ index: MiniSearch.loadJS(data.index, OPTIONS), text: data.text }));
  const { index, text } = await ready;
  if (q !== input.value.trim()) return;
  const hits = q ? index.search(q, { prefix: true, combineWith: 'AND', boost: { title: 3, heading: 2 } }).slice(0, 6) : [];
  list.innerHTML = hits.map((h) => '<a role="option" href="' + h.route + '">' + esc(h.title) + ' ' + esc(h.heading) + ' ' + excerpt(text[h.id], h.terms) + '</a>').join('');
  list.setAttribute('data-results-for', q);
});
`;

/** Writes the one-page site (page, bundled script, index) into `dir`. */
export function writeMiniSearchSite(dir: string, json: string): void {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  // esbuild is the renderer's dependency: resolved from there.
  const esbuild = createRequire(path.resolve(import.meta.dirname, '../../packages/renderer/package.json'))('esbuild') as {
    buildSync: (options: object) => unknown;
  };
  esbuild.buildSync({
    stdin: { contents: CLIENT, resolveDir: import.meta.dirname, loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    outfile: path.join(dir, 'search.js'),
  });
  writeFileSync(path.join(dir, 'search-index.json'), json);
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="en"><title>MiniSearch</title><input id="q" aria-label="Search"><div id="results" role="listbox"></div><script type="module" src="/search.js"></script></html>',
  );
}
