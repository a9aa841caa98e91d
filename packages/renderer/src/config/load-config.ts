import { contentTrust } from './content-trust.ts';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'esbuild';
import { BundleCache, rendererCodeVersion } from '../cache/index.ts';
import { PortalError, codeFrame, describeThrown } from '../diagnostics.ts';
import { bundleForNode, bundleProblem } from './bundle-for-node.ts';
import { evaluateConfig, type ConfigOutcome } from './evaluate-config.ts';
import { formatIssue } from './format-issues.ts';
import { configSchema, type PortalConfig } from './schema.ts';

export interface LoadedConfig {
  config: PortalConfig;
  /** The folder the config lives in; relative paths in it are resolved from here. */
  rootDir: string;
  /** The config file, or undefined when none exists and defaults are used. */
  file?: string;
}

/**
 * Finds where `key` is written in the config source, for the message's line:col: walks the path,
 * looking for each key after the previous one, and for `items[N].key` takes the (N+1)-th `key:`
 * after `items:`. A heuristic on the text; when a key is not found, its parent's place is returned.
 */
function locateKey(source: string, key: string): { line: number; column: number } | undefined {
  let from = 0;
  let index = 0;
  let found: { line: number; column: number } | undefined;
  for (const segment of key.match(/[^.[\]]+/g) ?? []) {
    if (/^\d+$/.test(segment)) {
      index = Number(segment);
      continue;
    }
    const pattern = new RegExp(`(^|[\\s{,])["']?${segment.replace(/[$()*+.?[\\\]^{|}]/g, '\\$&')}["']?\\s*:`, 'gm');
    pattern.lastIndex = from;
    let match: RegExpExecArray | null = null;
    for (let n = 0; n <= index && (match = pattern.exec(source)); n++);
    if (!match) return found;
    index = 0;
    from = match.index + match[0].length;
    const start = match.index + match[1]!.length;
    const lineStart = source.lastIndexOf('\n', start - 1) + 1;
    found = { line: source.slice(0, start).split('\n').length, column: start - lineStart + 1 };
  }
  return found;
}

/** Checks a config object against the schema; throws one PortalError listing every issue. */
export function validateConfig(input: unknown, file = 'portal.config.ts', source?: string): PortalConfig {
  const result = configSchema.safeParse(input, { reportInput: true });
  if (result.success) {
    const { minHeadingLevel, maxHeadingLevel } = result.data.tableOfContents;
    if (minHeadingLevel > maxHeadingLevel) {
      throw new PortalError(`\`tableOfContents.minHeadingLevel\` (${minHeadingLevel}) must not be above \`maxHeadingLevel\` (${maxHeadingLevel})`, {
        file,
        ...(source ? locateKey(source, 'minHeadingLevel') : {}),
        hint: 'headings from h2 to h3 are the default',
      });
    }
    return result.data;
  }
  const lines = result.error.issues.map((issue) => {
    const { key, text } = formatIssue(issue);
    const at = source ? locateKey(source, key) : undefined;
    return { text, at };
  });
  const first = lines[0]?.at;
  throw new PortalError(lines.map((l) => (l.at ? `${l.text} (line ${l.at.line})` : l.text)).join('\n'), {
    file,
    line: first?.line,
    column: first?.column,
    frame: source && first ? codeFrame(source, first.line, first.column) : undefined,
    hint: 'see "Configuration" in the README for every key, its type and its default',
  });
}

/** The package name a config outside this repo imports `defineConfig` from (what `portal migrate` writes). */
export const CONFIG_IMPORT = 'portal';

/**
 * `import { defineConfig } from 'portal'` resolves to the running portal (an identity function, as
 * `define-config.ts`), so a config works where portal is not installed; `@site/x` is `x` beside the config.
 */
function portalImports(rootDir: string): Plugin {
  return {
    name: 'portal-imports',
    setup(build) {
      build.onResolve({ filter: new RegExp(`^${CONFIG_IMPORT}(/config)?$`) }, () => ({ path: CONFIG_IMPORT, namespace: 'portal-config' }));
      build.onLoad({ filter: /.*/, namespace: 'portal-config' }, () => ({ contents: 'export function defineConfig(config) { return config; }', loader: 'js' }));
      build.onResolve({ filter: /^@site\// }, (args) => build.resolve(`./${args.path.slice('@site/'.length)}`, { kind: args.kind, resolveDir: rootDir }));
    },
  };
}

/** The compiled config's one file in its kept bundle. */
const COMPILED = 'config.mjs';

/**
 * Compiles the TypeScript config into one ES module (imported from a data: URL). tsx's tsImport did
 * this before; its loader hooks cost about 150 ms and slowed every later import. The module is kept
 * in the cache folder of the config's project with the files it was made from (cache/bundle-cache.ts)
 * and used again while they are unchanged.
 */
async function compileConfig(file: string): Promise<string> {
  const cache = new BundleCache(path.dirname(file), 'config', `${rendererCodeVersion()}:${file}`);
  let code = cache.read<null>()?.files.get(COMPILED);
  if (!code) {
    const banner = `import { createRequire as __portalCreateRequire } from 'node:module'; const require = __portalCreateRequire(${JSON.stringify(pathToFileURL(file).href)});`;
    const compiled = await bundleForNode(file, { banner, plugins: [portalImports(path.dirname(file))] });
    code = Buffer.from(compiled.code, 'utf8');
    cache.save({ files: new Map([[COMPILED, code]]), meta: null }, compiled.inputs);
  }
  return `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`;
}

/** Loads and validates `portal.config.ts` (or the given file); defaults apply when there is none. */
export async function loadConfig(options: { configFile?: string; cwd: string; untrusted?: boolean }): Promise<LoadedConfig> {
  const explicit = options.configFile !== undefined;
  const file = path.resolve(options.cwd, options.configFile ?? 'portal.config.ts');
  if (!existsSync(file)) {
    if (explicit) throw new PortalError(`config file not found: ${file}`, { file, hint: 'check the path given to --config' });
    return { config: contentTrust(validateConfig({}), options.untrusted), rootDir: options.cwd };
  }
  const relative = path.relative(options.cwd, file) || file;
  const source = readFileSync(file, 'utf8');
  let outcome: ConfigOutcome;
  try {
    outcome = await evaluateConfig(compileConfig(file));
  } catch (cause) {
    // esbuild says where the source is wrong.
    const problem = bundleProblem(cause, path.dirname(file));
    const text = problem?.text ?? describeThrown(cause).split('\n')[0];
    const where = problem?.file ?? file;
    const at = problem?.line !== undefined ? { line: problem.line, column: problem.column! } : undefined;
    throw new PortalError(`cannot load the config: ${text}`, {
      file: path.relative(options.cwd, where) || where,
      line: at?.line,
      column: at?.column,
      frame: at && where === file ? codeFrame(source, at.line, at.column) : undefined,
      cause,
      hint: 'the config must be a TypeScript module with `export default defineConfig({ … })`',
    });
  }
  const exported = configValue(outcome, relative);
  return { config: contentTrust(validateConfig(exported, relative, source), options.untrusted), rootDir: path.dirname(file), file };
}

/** The config's default export, or the PortalError that says why evaluating the config gave none. */
function configValue(outcome: ConfigOutcome, file: string): unknown {
  const fail = (message: string, hint: string) => new PortalError(message, { file, hint });
  switch (outcome.kind) {
    case 'value':
      return outcome.value;
    case 'no-default':
      throw fail('the config has no default export', 'write `export default defineConfig({ … })`');
    case 'threw':
      throw fail(`cannot load the config: ${outcome.message.split('\n')[0]}`, 'the config threw this while it ran; set DEBUG=1 to see where');
    case 'not-data':
      throw fail(
        `the config's values must be plain data (${outcome.message})`,
        'use strings, numbers, booleans, arrays and objects; no functions or class instances',
      );
    case 'exited':
      throw fail(`the config called process.exit(${outcome.code}) while it was loaded`, 'a config only exports values; remove the process.exit call');
    case 'never-settled':
      throw fail(
        'the config never finished loading: a top-level await or the Promise it exports never settles',
        'make every promise the config waits for settle, or export the config object itself',
      );
    case 'timeout':
      throw fail(
        `the config did not finish loading within ${outcome.ms / 1000} s (an endless loop, or a promise that waits for something that never comes?)`,
        'a config only exports values; move slow work out of it',
      );
    case 'crashed':
      throw fail(`the config could not be loaded: ${outcome.message}`, 'a config only exports values; move heavy work out of it');
  }
}
