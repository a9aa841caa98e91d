import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CONFIG_IMPORT } from '../config/load-config.ts';
import type { PortalConfigInput } from '../config/schema.ts';
import { evaluateModule } from '../config/evaluate-module.ts';
import { PortalError } from '../diagnostics.ts';
import { mapDocusaurusConfig } from './map-docusaurus-config.ts';

export interface MigrateResult {
  /** The portal config written. */
  configFile: string;
  /** The Docusaurus config it was made from. */
  sourceFile: string;
  config: PortalConfigInput;
  /** What was not carried over, one line each. */
  notCarried: string[];
  /** Imports that were not installed and were stubbed while evaluating the config. */
  stubbed: string[];
}

const CONFIG_NAMES = ['docusaurus.config.ts', 'docusaurus.config.mts', 'docusaurus.config.js', 'docusaurus.config.mjs', 'docusaurus.config.cjs'];
/** Docusaurus reads these from src/theme/ without being a swizzled theme component. */
const NOT_SWIZZLED = /^MDXComponents(\.|\/)/;

/** First doc id of a sidebar as `sidebars.js` writes it (a list, or an object of category label → items). */
function firstDoc(items: unknown): string | undefined {
  const list = Array.isArray(items) ? items : typeof items === 'object' && items ? Object.entries(items).map(([label, inner]) => ({ type: 'category', label, items: inner })) : [];
  for (const item of list) {
    if (typeof item === 'string') return item;
    if (typeof item !== 'object' || !item) continue;
    const entry = item as { type?: string; id?: string; items?: unknown; link?: { type?: string; id?: string } };
    if ((entry.type === 'doc' || entry.type === 'ref') && entry.id) return entry.id;
    if (entry.type === 'category' || entry.type === undefined) {
      if (entry.link?.type === 'doc' && entry.link.id) return entry.link.id;
      const inner = firstDoc(entry.items);
      if (inner) return inner;
    }
  }
  return undefined;
}

/** Swizzled theme components: files under src/theme/ other than MDXComponents. */
function swizzled(projectDir: string): string[] {
  const themeDir = path.join(projectDir, 'src', 'theme');
  if (!existsSync(themeDir)) return [];
  return (readdirSync(themeDir, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[])
    .filter((e) => e.isFile())
    .map((e) => path.relative(themeDir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .filter((rel) => !NOT_SWIZZLED.test(rel))
    .sort();
}

/** The config as TypeScript: JSON with plain keys unquoted (a string value never starts a line). */
export function configSource(config: PortalConfigInput, from: string): string {
  const body = JSON.stringify(config, null, 2).replace(/^(\s*)"([A-Za-z_$][\w$]*)":/gm, '$1$2:');
  return `// Written by \`portal migrate docusaurus\` from ${from}; edit freely.\nimport { defineConfig } from '${CONFIG_IMPORT}';\n\nexport default defineConfig(${body});\n`;
}

/**
 * `portal migrate docusaurus DIR`: evaluates DIR/docusaurus.config.(js|ts) (and the sidebars file, for
 * navbar links to a sidebar), writes DIR/portal.config.ts and returns what could not be carried over.
 */
export async function migrateDocusaurus(options: { projectDir: string; cwd: string; force?: boolean; timeoutMs?: number }): Promise<MigrateResult> {
  const projectDir = path.resolve(options.cwd, options.projectDir);
  const name = CONFIG_NAMES.find((n) => existsSync(path.join(projectDir, n)));
  if (!name) throw new PortalError(`no docusaurus.config.(js|ts) in ${projectDir}`, { file: projectDir, hint: 'give the folder of a Docusaurus project: the one holding docusaurus.config.js' });
  const sourceFile = path.join(projectDir, name);
  const configFile = path.join(projectDir, 'portal.config.ts');
  if (existsSync(configFile) && !options.force) {
    throw new PortalError(`${path.relative(options.cwd, configFile) || configFile} exists already`, { file: configFile, hint: 'pass --force to replace it' });
  }
  const evaluated = await evaluateModule({ file: sourceFile, cwd: options.cwd, what: 'the Docusaurus config', timeoutMs: options.timeoutMs });
  const stubbed = new Set(evaluated.stubbed);
  // The sidebars are read only to point docSidebar navbar items at their first doc.
  const firstMapping = mapDocusaurusConfig({ value: evaluated.value, projectDir, firstDocOf: () => undefined });
  const sidebarPath = firstMapping.config.docs?.sidebarPath;
  let sidebars: Record<string, unknown> = {};
  if (sidebarPath && existsSync(path.join(projectDir, sidebarPath))) {
    const read = await evaluateModule({ file: path.join(projectDir, sidebarPath), cwd: options.cwd, what: 'the sidebars file', timeoutMs: options.timeoutMs });
    for (const id of read.stubbed) stubbed.add(id);
    if (read.value && typeof read.value === 'object') sidebars = read.value as Record<string, unknown>;
  }
  const { config, notCarried } = mapDocusaurusConfig({ value: evaluated.value, projectDir, firstDocOf: (id) => firstDoc(sidebars[id]) });
  const themeFiles = swizzled(projectDir);
  if (themeFiles.length) notCarried.push(`swizzled theme components in src/theme/: ${themeFiles.join(', ')}`);
  if (stubbed.size) notCarried.push(`not installed, stubbed while reading the config: ${[...stubbed].sort().join(', ')}`);
  writeFileSync(configFile, configSource(config, name));
  return { configFile, sourceFile, config, notCarried, stubbed: [...stubbed].sort() };
}
