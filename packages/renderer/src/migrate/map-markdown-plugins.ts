import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { PortalConfigInput } from '../config/schema.ts';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const PLUGIN_LISTS = ['beforeDefaultRemarkPlugins', 'remarkPlugins', 'rehypePlugins', 'beforeDefaultRehypePlugins'] as const;
/** KaTeX's stylesheet as the site's own node_modules hold it (its fonts beside it). */
const KATEX_CSS = 'node_modules/katex/dist/katex.min.css';

/** The docs options of an evaluated Docusaurus config: the classic preset's `docs`, else the default docs plugin's. */
function docsOptions(source: Json): Json | undefined {
  for (const preset of Array.isArray(source.presets) ? source.presets : [])
    if (Array.isArray(preset) && isObject(preset[1]) && isObject(preset[1].docs)) return preset[1].docs;
  for (const plugin of Array.isArray(source.plugins) ? source.plugins : []) {
    if (Array.isArray(plugin) && String(plugin[0]).includes('plugin-content-docs') && isObject(plugin[1]) && (plugin[1].id ?? 'default') === 'default')
      return plugin[1];
  }
  return undefined;
}

/** The name of a plugin entry as the evaluated config shows it (`{ "[function]": "rehypeKatex" }`, or `[fn, options]`). */
function pluginName(entry: unknown): string {
  const fn = Array.isArray(entry) ? entry[0] : entry;
  return isObject(fn) && typeof fn['[function]'] === 'string' ? fn['[function]'] : typeof fn === 'string' ? fn : '?';
}

/**
 * Carries a Docusaurus config's docs `remarkPlugins`, `rehypePlugins` and `beforeDefault*Plugins`
 * over: portal's `markdown.plugins` names the Docusaurus config itself, whose docs options portal
 * reads at build time with the plugins from the site's node_modules (markdown/site-plugins.ts).
 * KaTeX's stylesheet, which Docusaurus sites link from a CDN, comes from the site's `katex` package.
 * Lines it carries are taken off `notCarried`; what it cannot carry is added there.
 */
export function carryMarkdownPlugins(args: { value: unknown; projectDir: string; configName: string; config: PortalConfigInput; notCarried: string[] }): void {
  const { config, notCarried } = args;
  const source: Json = isObject(args.value) ? args.value : {};
  const docs = docsOptions(source) ?? {};
  const lists = PLUGIN_LISTS.filter((key) => Array.isArray(docs[key]) && (docs[key] as unknown[]).length);
  const drop = (line: string) => {
    const at = notCarried.indexOf(line);
    if (at !== -1) notCarried.splice(at, 1);
  };
  const names = lists.flatMap((key) => (docs[key] as unknown[]).map(pluginName));
  if (lists.length) {
    config.markdown = { ...config.markdown, plugins: `./${args.configName}` };
    for (const key of lists) drop(`docs.${key}`);
  }
  const sheets = Array.isArray(source.stylesheets) ? source.stylesheets : [];
  const isKatex = (sheet: unknown) => /katex/i.test(typeof sheet === 'string' ? sheet : isObject(sheet) && typeof sheet.href === 'string' ? sheet.href : '');
  const wantsKatex = sheets.some(isKatex) || names.some((name) => /katex/i.test(name));
  if (wantsKatex) {
    if (existsSync(path.join(args.projectDir, KATEX_CSS))) config.stylesheets = [...(config.stylesheets ?? []), KATEX_CSS];
    else
      notCarried.push(
        `KaTeX's stylesheet (${sheets.some(isKatex) ? 'linked from a CDN' : 'for rehype-katex'}): install the katex package in the site (npm install katex), then add ${KATEX_CSS} to stylesheets`,
      );
    if (sheets.length && sheets.every(isKatex)) drop('stylesheets');
  }
  const markdown: Json = isObject(source.markdown) ? source.markdown : {};
  if (markdown.mermaid === true) notCarried.push('markdown.mermaid: mermaid diagrams show as their highlighted code');
}

/**
 * The copyright line with the year the Docusaurus config computes (`new Date().getFullYear()`) kept
 * live: the evaluated text holds this year, which the written config computes again at build time.
 * `configText` is the written config; undefined when the source does not compute the year.
 */
export function liveCopyrightYear(args: { configText: string; copyright: string | undefined; sourceFile: string; year?: number }): string | undefined {
  const year = String(args.year ?? new Date().getFullYear());
  if (!args.copyright?.includes(year)) return undefined;
  let sourceText: string;
  try {
    sourceText = readFileSync(args.sourceFile, 'utf8');
  } catch {
    return undefined;
  }
  if (!/new Date\(\)\s*\.\s*getFullYear\(\)/.test(sourceText)) return undefined;
  const written = JSON.stringify(args.copyright);
  if (!args.configText.includes(written)) return undefined;
  const template = '`' + args.copyright.replace(/[`\\]/g, '\\$&').replace(/\$\{/g, '\\${').split(year).join('${new Date().getFullYear()}') + '`';
  return args.configText.replace(written, template);
}
