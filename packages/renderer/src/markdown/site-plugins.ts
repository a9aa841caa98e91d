import { createHash } from 'node:crypto';
import path from 'node:path';
import vm from 'node:vm';
import { pathToFileURL } from 'node:url';
import type { Pluggable, PluggableList } from 'unified';
import { bundleForNode, bundleProblem } from '../config/bundle-for-node.ts';
import { runtimeRequire, stubMissing } from '../config/evaluate-module.ts';
import type { Diagnostic } from '../diagnostics.ts';
import { confine, describeRefusal } from '../safety/confine.ts';
import { evaluatePluginsModule, toCommonJs } from './evaluate-plugins-module.ts';
import { DOCS_OPTIONS_SOURCE, runAsyncTransformersInHelper } from './sync-async-plugin.ts';

/**
 * The config's `markdown.plugins`: a module of the site whose value names the remark and rehype
 * plugins guides run through, bundled once per build (its packages from the site's node_modules,
 * as Docusaurus takes them) and loaded by every render thread.
 */
export interface MarkdownPluginsBundle {
  /** The module as the config names it, for messages. */
  file: string;
  /** The module's absolute path, from which its `require` resolves. */
  abs: string;
  /** One CommonJS module with what it imports (evaluate-plugins-module.ts); imports that are not installed are stubs. */
  code: string;
  /** Part of the compiled guides' cache key: another plugin, or another version of one, compiles every guide again. */
  hash: string;
  stubbed: string[];
  /** The site's files it was bundled from (absolute; installed packages left out): `portal watch` bundles it again when one changes. */
  inputs: string[];
}

/** Docusaurus's lists of a docs plugin's options, as unified takes them (`beforeDefaultRehypePlugins` lead `rehype`). */
export interface SitePlugins {
  beforeDefaultRemark: PluggableList;
  remark: PluggableList;
  rehype: PluggableList;
  /** Part of the compiled guides' cache key (`''` for a site without plugins). */
  key: string;
}

export const NO_SITE_PLUGINS: SitePlugins = { beforeDefaultRemark: [], remark: [], rehype: [], key: '' };

const HINT =
  "`markdown.plugins` names a module of the site's folder whose default export has `remarkPlugins`, `rehypePlugins` and `beforeDefaultRemarkPlugins` (or a Docusaurus config, whose docs options give them); install the packages it imports (npm install)";

/** Bundles the module `written` (relative to the site's folder) names; a problem instead when it is refused or does not bundle. */
export async function bundleMarkdownPlugins(options: { rootDir: string; written: string }): Promise<MarkdownPluginsBundle | { problem: Diagnostic }> {
  const { written } = options;
  const checked = confine({ roots: [options.rootDir], from: options.rootDir, target: written });
  if (!checked.ok)
    return {
      problem: {
        severity: 'error',
        message: `markdown.plugins "${written}" is refused: ${describeRefusal(checked.reason, "the site's folder")}`,
        file: 'portal.config.ts',
        hint: HINT,
      },
    };
  const stubbed = new Set<string>();
  try {
    const bundled = await bundleForNode(checked.abs, {
      loader: { '.svg': 'empty', '.png': 'empty', '.css': 'empty', '.scss': 'empty' },
      banner: runtimeRequire(pathToFileURL(checked.abs).href),
      plugins: [stubMissing(stubbed)],
    });
    const code = await toCommonJs(bundled.code);
    const inputs = bundled.inputs;
    return {
      file: written,
      abs: checked.abs,
      code,
      hash: createHash('sha1').update(code).digest('hex'),
      stubbed: [...stubbed].sort(),
      inputs: inputs.filter((file) => !file.split(path.sep).includes('node_modules')),
    };
  } catch (cause) {
    const at = bundleProblem(cause, path.dirname(checked.abs));
    return {
      problem: {
        severity: 'error',
        message: `markdown.plugins "${written}" does not bundle: ${at?.text ?? (cause as Error).message}`,
        file: at?.file ? path.relative(process.cwd(), at.file) : 'portal.config.ts',
        line: at?.line,
        column: at?.column,
        hint: HINT,
      },
    };
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const LISTS = ['beforeDefaultRemarkPlugins', 'remarkPlugins', 'beforeDefaultRehypePlugins', 'rehypePlugins'] as const;

/** The object holding the lists: the value itself, or the docs options of a Docusaurus config (classic preset, then the default docs plugin). */
const docsOptions = vm.runInThisContext(DOCS_OPTIONS_SOURCE) as (value: unknown) => Record<string, unknown> | undefined;

/** An error's first line, a data: URL in it named by the plugins module instead (one such URL was a 3 MB warning). */
const firstLine = (error: unknown, file: string) =>
  String((error as Error)?.message ?? error)
    .split('\n')[0]!
    .replace(/data:[\w/+.-]+[;,][^\s'"`)]*/g, `(the bundle of ${file})`)
    .slice(0, 500);

/** A stub of evaluate-module.ts answers every property with itself: its `name` is no string. */
const isStub = (fn: unknown) => typeof fn === 'function' && typeof (fn as { name?: unknown }).name !== 'string';

/**
 * Loads a bundle in this thread (plugins are functions: each render thread loads its own) and reads
 * its three lists. Entries that are not plugins (a stub of a package that is not installed, a value
 * that is no function) are left out, each named in `problems`.
 */
export async function loadMarkdownPlugins(bundle: MarkdownPluginsBundle | undefined): Promise<{ plugins: SitePlugins; problems: Diagnostic[] }> {
  if (!bundle) return { plugins: NO_SITE_PLUGINS, problems: [] };
  const problems: Diagnostic[] = [];
  const problem = (message: string) =>
    problems.push({ severity: 'warning', message: `markdown.plugins "${bundle.file}": ${message}`, file: bundle.file, hint: HINT });
  let value: unknown;
  try {
    value = evaluatePluginsModule(bundle.code, bundle.abs);
    if (isObject(value) && Object.keys(value).every((k) => k === 'default' || k === '__esModule') && 'default' in value) value = value.default;
    if (typeof value === 'function') value = await (value as () => unknown)();
    value = await value;
  } catch (error) {
    problem(`it threw when loaded: ${firstLine(error, bundle.file)}`);
    return { plugins: NO_SITE_PLUGINS, problems };
  }
  const options = docsOptions(value);
  if (!options) {
    problem('it gives no remarkPlugins, rehypePlugins or beforeDefaultRemarkPlugins');
    return { plugins: NO_SITE_PLUGINS, problems };
  }
  const list = (key: (typeof LISTS)[number]): PluggableList => {
    const written = options[key];
    if (written === undefined) return [];
    if (!Array.isArray(written)) {
      problem(`${key} is not a list`);
      return [];
    }
    return written.flatMap((entry, i): Pluggable[] => {
      const fn = Array.isArray(entry) ? entry[0] : entry;
      if (typeof fn === 'function' && !isStub(fn)) {
        // An async transformer runs in a helper thread that this thread waits for (sync-async-plugin.ts).
        const wrapped = runAsyncTransformersInHelper(fn as (...args: unknown[]) => unknown, { code: bundle.code, abs: bundle.abs, key, index: i });
        return [Array.isArray(entry) ? ([wrapped, ...entry.slice(1)] as Pluggable) : (wrapped as Pluggable)];
      }
      problem(
        isStub(fn)
          ? `${key}[${i}] is a package that is not installed (${bundle.stubbed.join(', ') || 'stubbed'}): left out`
          : `${key}[${i}] is not a plugin (a function, or [function, options]): left out`,
      );
      return [];
    });
  };
  return {
    plugins: {
      beforeDefaultRemark: list('beforeDefaultRemarkPlugins'),
      remark: list('remarkPlugins'),
      rehype: [...list('beforeDefaultRehypePlugins'), ...list('rehypePlugins')],
      key: bundle.hash,
    },
    problems,
  };
}
