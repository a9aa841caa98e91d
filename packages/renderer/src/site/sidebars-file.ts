import { existsSync } from 'node:fs';
import path from 'node:path';
import { evaluateModule } from '../config/evaluate-module.ts';
import type { PortalConfig } from '../config/schema.ts';
import { PortalError, type Diagnostics } from '../diagnostics.ts';
import type { ContentDir, DocSource, SidebarsFile } from '../content/types.ts';

export type { SidebarsFile };
import { nearest } from '../suggest.ts';
import { categoryOrDoc, docLink, type SidebarCategory, type SidebarContext, type SidebarItem, type SidebarLink } from './sidebar.ts';

type Raw = Record<string, unknown>;
const isObject = (v: unknown): v is Raw => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

interface Ctx {
  file: string;
  sidebar: string;
  context: SidebarContext;
  docsById: Map<string, DocSource>;
  root: ContentDir;
  diagnostics: Diagnostics;
}

/** The folder `dirName` names (`.` for the root; the path as on disk, number prefixes included). */
function findDir(root: ContentDir, dirName: string): ContentDir | undefined {
  const wanted = dirName.replace(/^\.\/?|\/+$/g, '');
  if (wanted === '') return root;
  const walk = (dir: ContentDir): ContentDir | undefined => (dir.relDir === wanted ? dir : dir.dirs.map(walk).find(Boolean));
  return walk(root);
}

function docOf(ctx: Ctx, id: string, where: string): DocSource | undefined {
  const doc = ctx.docsById.get(id);
  if (!doc) {
    const near = nearest(id, [...ctx.docsById.keys()]);
    ctx.diagnostics.error(
      `sidebar "${ctx.sidebar}" ${where} names an unknown doc id "${id}"`,
      { file: ctx.file },
      near ? `did you mean "${near}"?` : `doc ids look like ${[...ctx.docsById.keys()].slice(0, 3).join(', ')}`,
    );
  }
  return doc;
}

/** `{ Label: items }` shorthand → category items; a list stays a list. */
function listOf(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (isObject(value)) return Object.entries(value).map(([label, items]) => ({ type: 'category', label, items }));
  return [];
}

function category(ctx: Ctx, raw: Raw): SidebarCategory | SidebarLink | undefined {
  const label = str(raw.label);
  if (!label) {
    ctx.diagnostics.error(
      `sidebar "${ctx.sidebar}" has a category without a label`,
      { file: ctx.file },
      'write { type: "category", label: "Basics", items: [...] }',
    );
    return undefined;
  }
  const out: SidebarCategory = {
    type: 'category',
    label,
    items: convert(ctx, listOf(raw.items)),
    // Docusaurus's default (`sidebarCollapsed: true`): a category starts closed unless it says otherwise or cannot close.
    collapsed: raw.collapsed !== false && raw.collapsible !== false,
    collapsible: raw.collapsible !== false,
    linkUnlisted: false,
    ...(str(raw.description) ? { description: str(raw.description) } : {}),
    ...(str(raw.className) ? { className: str(raw.className) } : {}),
    ...(isObject(raw.customProps) ? { customProps: raw.customProps } : {}),
  };
  const link = isObject(raw.link) ? raw.link : undefined;
  if (link?.type === 'doc' && str(link.id)) {
    const doc = docOf(ctx, str(link.id)!, `category "${label}" link`);
    if (doc) return categoryOrDoc(out, doc);
  } else if (link?.type === 'generated-index' && out.items.length) {
    // An empty generated index is left out, as Docusaurus leaves it out.
    const route = ctx.context.indexRoute(label, str(link.slug));
    out.href = route;
    if (str(link.description)) out.description = str(link.description);
    const keywords = Array.isArray(link.keywords) ? link.keywords.filter((k): k is string => typeof k === 'string') : undefined;
    ctx.context.generatedIndexes.push({ route, title: str(link.title) ?? label, description: out.description, keywords, category: out, source: ctx.file });
  }
  return out.items.length || out.href ? out : undefined;
}

function convert(ctx: Ctx, items: unknown[]): SidebarItem[] {
  const out: SidebarItem[] = [];
  for (const raw of items) {
    if (typeof raw === 'string') {
      const doc = docOf(ctx, raw, 'item');
      if (doc) out.push(docLink(doc));
      continue;
    }
    if (!isObject(raw)) continue;
    const type = str(raw.type);
    if (type === undefined) {
      out.push(...convert(ctx, listOf(raw)));
    } else if (type === 'doc' || type === 'ref') {
      const doc = str(raw.id) ? docOf(ctx, str(raw.id)!, 'item') : undefined;
      if (doc) {
        const link = docLink(doc, str(raw.label) ?? doc.sidebarLabel);
        out.push({
          ...link,
          ...(str(raw.className) ? { className: str(raw.className) } : {}),
          ...(isObject(raw.customProps) ? { customProps: raw.customProps } : {}),
        });
      }
    } else if (type === 'link') {
      if (str(raw.href) && str(raw.label))
        out.push({
          type: 'link',
          label: str(raw.label)!,
          href: str(raw.href)!,
          unlisted: false,
          ...(str(raw.className) ? { className: str(raw.className) } : {}),
        });
      else
        ctx.diagnostics.error(
          `sidebar "${ctx.sidebar}" has a link item without href or label`,
          { file: ctx.file },
          'write { type: "link", label: "Status", href: "https://status.example.com" }',
        );
    } else if (type === 'html') {
      if (str(raw.value))
        out.push({
          type: 'html',
          value: str(raw.value)!,
          ...(str(raw.className) ? { className: str(raw.className) } : {}),
          defaultStyle: raw.defaultStyle === true,
        });
    } else if (type === 'category') {
      const made = category(ctx, raw);
      if (made) out.push(made);
    } else if (type === 'autogenerated') {
      const dirName = str(raw.dirName) ?? '.';
      const dir = findDir(ctx.root, dirName);
      if (dir) out.push(...ctx.context.dirItems(dir, true).items);
      else
        ctx.diagnostics.error(
          `sidebar "${ctx.sidebar}": autogenerated dirName "${dirName}" is not a folder of the docs`,
          { file: ctx.file },
          'dirName is relative to the docs folder, as on disk; "." is the whole folder',
        );
    } else {
      ctx.diagnostics.error(
        `sidebar "${ctx.sidebar}" has an item of unknown type "${type}"`,
        { file: ctx.file },
        'item types: doc, ref, link, html, category, autogenerated',
      );
    }
  }
  return out;
}

/** Converts every sidebar of a sidebars file, in the order the file declares them. */
export function sidebarsFromFile(args: {
  sidebarsFile: SidebarsFile;
  context: SidebarContext;
  docsById: Map<string, DocSource>;
  root: ContentDir;
  diagnostics: Diagnostics;
}): Map<string, SidebarItem[]> {
  const { sidebarsFile, diagnostics } = args;
  const sidebars = new Map<string, SidebarItem[]>();
  if (!isObject(sidebarsFile.value)) {
    diagnostics.error(
      'the sidebars file does not export an object of sidebars',
      { file: sidebarsFile.file },
      'write `export default { docs: [{ type: "autogenerated", dirName: "." }] }`',
    );
    return sidebars;
  }
  for (const [name, items] of Object.entries(sidebarsFile.value)) {
    sidebars.set(
      name,
      convert({ file: sidebarsFile.file, sidebar: name, context: args.context, docsById: args.docsById, root: args.root, diagnostics }, listOf(items)),
    );
  }
  return sidebars;
}

/** Evaluates the config's `docs.sidebarPath` (relative to the config's folder), when it has one. */
export async function loadSidebarsFile(options: { config: PortalConfig; rootDir: string; cwd: string }): Promise<SidebarsFile | undefined> {
  const given = options.config.docs.sidebarPath;
  if (!given) return undefined;
  const file = path.resolve(options.rootDir, given);
  const shown = path.relative(options.cwd, file) || file;
  if (path.relative(options.rootDir, file).startsWith('..') || !existsSync(file)) {
    throw new PortalError(`sidebars file not found: ${shown}`, {
      file: shown,
      hint: "`docs.sidebarPath` names a sidebars.js or sidebars.ts inside the config's folder",
    });
  }
  const { value } = await evaluateModule({ file, cwd: options.cwd, what: 'the sidebars file' });
  return { file: shown, value };
}
