import type { ModuleCall } from '../config/evaluate-module.ts';

/** A Docusaurus config as evaluated: plain data, functions as `{ "[function]": name }`. */
type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const isFunction = (v: unknown): boolean => isObject(v) && '[function]' in v;
const CLASSIC = new Set(['classic', '@docusaurus/preset-classic', 'docusaurus-preset-classic']);
const DOCS_PLUGIN = new Set(['@docusaurus/plugin-content-docs', 'content-docs']);

/** Where a docs plugin's `editUrl` function is in the config's value, and whose docs it serves. */
export interface EditUrlFunction {
  path: (string | number)[];
  /** `default` for the preset's docs, else the docs instance's id. */
  instance: string;
  /** The docs folder, relative to the project (Docusaurus's `versionDocsDirPath` for the current version). */
  docsPath: string;
}

/** The `editUrl` functions of the classic preset's docs and of each docs plugin. */
export function editUrlFunctions(value: unknown): EditUrlFunction[] {
  const source: Json = isObject(value) ? value : {};
  const found: EditUrlFunction[] = [];
  const entries = (key: string) => (Array.isArray(source[key]) ? (source[key] as unknown[]) : []);
  entries('presets').forEach((entry, at) => {
    if (!Array.isArray(entry) || !CLASSIC.has(String(entry[0])) || !isObject(entry[1]) || !isObject(entry[1].docs)) return;
    const docs = entry[1].docs;
    if (isFunction(docs.editUrl))
      found.push({ path: ['presets', at, 1, 'docs', 'editUrl'], instance: 'default', docsPath: typeof docs.path === 'string' ? docs.path : 'docs' });
  });
  entries('plugins').forEach((entry, at) => {
    if (!Array.isArray(entry) || !DOCS_PLUGIN.has(String(entry[0])) || !isObject(entry[1])) return;
    const options = entry[1];
    if (isFunction(options.editUrl))
      found.push({
        path: ['plugins', at, 1, 'editUrl'],
        instance: typeof options.id === 'string' ? options.id.replace(/[^A-Za-z0-9_-]/g, '-') : 'default',
        docsPath: typeof options.path === 'string' ? options.path : 'docs',
      });
  });
  return found;
}

/** A doc as Docusaurus hands it to `editUrl`. */
export interface EditUrlDoc {
  /** Path relative to the docs folder: `guides/setup.md`. */
  relPath: string;
  /** The page's URL path, base included. */
  permalink: string;
}

/** The calls that ask `fn` for each doc's edit URL, with Docusaurus's arguments for the current version. */
export function editUrlCalls(fn: EditUrlFunction, docs: readonly EditUrlDoc[], locale: string): ModuleCall[] {
  const versionDocsDirPath = fn.docsPath.replace(/^\.\/|\/+$/g, '');
  return docs.map((doc) => ({ path: fn.path, args: [{ version: 'current', versionDocsDirPath, docPath: doc.relPath, permalink: doc.permalink, locale }] }));
}

/**
 * The folder URL portal's string `editUrl` needs (it adds the docs folder and the file's path), when the
 * function gave every doc `<folder URL>/<docs folder>/<file>`; else the line for the report.
 */
export function editUrlFromResults(args: {
  fn: EditUrlFunction;
  docs: readonly EditUrlDoc[];
  results: readonly (string | null)[];
}): { editUrl: string } | { notCarried: string } {
  const { fn, docs, results } = args;
  const where = fn.instance === 'default' ? 'docs.editUrl' : `docs instance ${fn.instance}: editUrl`;
  const dir = fn.docsPath.replace(/^\.\/|\/+$/g, '');
  const bases = new Set<string>();
  const odd: string[] = [];
  docs.forEach((doc, i) => {
    const url = results[i];
    const tail = `/${dir ? `${dir}/` : ''}${doc.relPath}`;
    if (typeof url === 'string' && url.endsWith(tail)) bases.add(url.slice(0, -tail.length));
    else odd.push(doc.relPath);
  });
  if (!docs.length) return { notCarried: `${where} given as a function (no docs to ask it about): write the repository folder URL as a string` };
  if (!odd.length && bases.size === 1) return { editUrl: [...bases][0]! };
  const shown = odd.slice(0, 3).join(', ') + (odd.length > 3 ? ', …' : '');
  const why = odd.length
    ? `for ${odd.length} of ${docs.length} docs it gives no URL ending in the doc's path (${shown})`
    : `it gives ${bases.size} different folder URLs`;
  return {
    notCarried: `${where} given as a function: ${why}, so portal's one folder URL cannot say the same; set it by hand, and \`custom_edit_url\` in the docs that differ`,
  };
}
