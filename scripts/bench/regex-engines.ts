/**
 * Compares shiki's regex engines on the code a site really highlights: Oniguruma's WebAssembly
 * (what portal uses, patterns shared across scanners: `markdown/shared-patterns.ts`) and JavaScript's
 * RegExp (`shiki/engine/javascript`). Figures and differences, never assertions.
 *
 *   node --import tsx scripts/bench/regex-engines.ts [--cwd DIR] [--config FILE] [--content DIR] [--openapi FILE] [--rounds 3]
 *     [--engines oniguruma,javascript[,javascript-raw --precompiled DIR]]
 *
 * 1. Renders every page of the site in this process (nothing written) with a highlighter that records
 *    each code block it is asked for (code, language, marked lines): guides, API samples and examples
 *    (MDX guides are left out: their components are not bundled here).
 * 2. Highlights those blocks with each engine in a fresh process (no cache: grammars loaded and patterns
 *    compiled as in a cold build), the engines in turn, `--rounds` times; prints each engine's median CPU
 *    time, in all and by language (a language's figure includes loading its grammar).
 * 3. Compares each block's HTML with Oniguruma's, byte for byte, and prints per language how many blocks
 *    differ, with the first differing tokens of each (text and colour on both sides).
 */
import './production-env.ts';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    cwd: { type: 'string' },
    config: { type: 'string' },
    content: { type: 'string' },
    openapi: { type: 'string' },
    rounds: { type: 'string', default: '3' },
    engines: { type: 'string', default: 'oniguruma,javascript' },
    precompiled: { type: 'string' },
    // Internal: one engine's run in a child process.
    blocks: { type: 'string' },
    engine: { type: 'string' },
    html: { type: 'string' },
  },
});

interface Block {
  code: string;
  lang: string;
  lines: number[];
}

interface EngineRun {
  /** CPU ms of creating the highlighter (the engine's start). */
  startMs: number;
  /** CPU ms of highlighting every block, by the block's language (its grammar loaded on first use). */
  byLanguage: Record<string, number>;
  totalMs: number;
}

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

if (values.blocks) await highlightBlocks();
else await compareEngines();

/** Child: highlights the blocks with one engine, writes their HTML and prints the CPU times. */
async function highlightBlocks(): Promise<void> {
  const { createCodeHighlighter } = await import('../../packages/renderer/src/markdown/highlighter.ts');
  const blocks = JSON.parse(readFileSync(values.blocks!, 'utf8')) as Block[];
  const t0 = cpuMs();
  const highlighter = await createCodeHighlighter(await engineOptions(values.engine!));
  const startMs = cpuMs() - t0;
  const byLanguage: Record<string, number> = {};
  const html: string[] = [];
  for (const block of blocks) {
    const t = cpuMs();
    html.push(highlighter.highlight(block.code, block.lang, block.lines.length ? new Set(block.lines) : undefined));
    byLanguage[block.lang] = (byLanguage[block.lang] ?? 0) + cpuMs() - t;
  }
  writeFileSync(values.html!, JSON.stringify(html));
  console.log(JSON.stringify({ startMs, byLanguage, totalMs: cpuMs() - t0 } satisfies EngineRun));
}

/**
 * The highlighter options of an engine: `oniguruma`, `javascript`, or `javascript-raw` (the raw
 * JavaScript engine on `@shikijs/langs-precompiled`, installed with `--precompiled DIR`: `npm install
 * --prefix DIR @shikijs/langs-precompiled@VERSION`, outside the workspace).
 */
async function engineOptions(
  engine: string,
): Promise<Parameters<typeof import('../../packages/renderer/src/markdown/highlighter.ts').createCodeHighlighter>[0]> {
  if (engine !== 'javascript-raw') return { engine: engine as 'oniguruma' | 'javascript' };
  const { createRequire } = await import('node:module');
  const { pathToFileURL } = await import('node:url');
  // shiki is the renderer's dependency, not the workspace root's.
  const shikiJavascript = createRequire(path.join(import.meta.dirname, '../../packages/renderer/package.json')).resolve('shiki/engine/javascript');
  const { createJavaScriptRawEngine } = (await import(
    pathToFileURL(shikiJavascript).href
  )) as typeof import('../../packages/renderer/node_modules/shiki/dist/engine-javascript.mjs');
  const require = createRequire(path.join(path.resolve(values.precompiled ?? '.'), 'package.json'));
  return { engine: createJavaScriptRawEngine(), grammars: (id) => (require(`@shikijs/langs-precompiled/${id}`) as { default: never }).default };
}

/** Every code block the site's pages highlight, each once, in the order the pages ask for them. */
async function collectBlocks(): Promise<Block[]> {
  const { Diagnostics } = await import('../../packages/renderer/src/diagnostics.ts');
  const { silentReporter } = await import('../../packages/renderer/src/reporter.ts');
  const { allPages, prepareRender, runRenderJob } = await import('../../packages/renderer/src/render/render-pages.ts');
  const { buildSite } = await import('../../packages/renderer/src/site/build-site.ts');
  const { loadInputs } = await import('../../packages/renderer/src/steps/load-inputs.ts');
  const { loadProject } = await import('../../packages/renderer/src/steps/load-project.ts');
  const cwd = path.resolve(values.cwd ?? process.cwd());
  const resolved = (file: string | undefined) => file && path.resolve(cwd, file);
  const diagnostics = new Diagnostics();
  const project = await loadProject({
    cwd,
    configFile: resolved(values.config),
    contentDir: resolved(values.content),
    openapiFile: resolved(values.openapi),
    outDir: path.join(os.tmpdir(), 'portal-regex-engines-out'),
    force: true,
  });
  const inputs = await loadInputs(project, { cwd, reporter: silentReporter, diagnostics });
  const site = buildSite({
    config: project.config,
    content: inputs.content,
    includeDrafts: false,
    diagnostics,
    api: inputs.api?.site,
    apis: inputs.apis.map((loaded) => loaded.site),
    changelog: inputs.changelog,
    sidebarsFile: inputs.sidebarsFile,
    versions: inputs.versions,
  });
  const setup = await prepareRender();
  const { highlighter } = setup;
  const seen = new Map<string, Block>();
  setup.highlighter = {
    supports: (lang) => highlighter.supports(lang),
    highlight(code, lang, lines) {
      const block = { code, lang, lines: [...(lines ?? [])] };
      seen.set(JSON.stringify(block), block);
      return highlighter.highlight(code, lang, lines);
    },
    highlightAll(blocks) {
      return blocks.map((b) => this.highlight(b.code, b.lang, b.highlightLines, b.overBudget));
    },
  };
  const pages = allPages(site);
  const assets = { css: '/assets/site.css', js: '/assets/site.js', preload: [], islands: {} };
  await runRenderJob({ site, assets, contentDir: project.paths.contentDir }, pages.keys(), setup);
  return [...seen.values()];
}

/** Parent: collects the blocks, runs each engine in turn and compares their HTML with Oniguruma's. */
async function compareEngines(): Promise<void> {
  const engines = values.engines!.split(',');
  const work = mkdtempSync(path.join(os.tmpdir(), 'portal-regex-engines-'));
  try {
    const blocks = await collectBlocks();
    const blocksFile = path.join(work, 'blocks.json');
    writeFileSync(blocksFile, JSON.stringify(blocks));
    const languages = new Map<string, { blocks: number; lines: number }>();
    for (const b of blocks) {
      const entry = languages.get(b.lang) ?? { blocks: 0, lines: 0 };
      entry.blocks++;
      entry.lines += b.code.split('\n').length;
      languages.set(b.lang, entry);
    }
    console.log(
      `${blocks.length} distinct code blocks in ${languages.size} fence languages; load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    const runs = new Map<string, EngineRun[]>(engines.map((e) => [e, []]));
    for (let round = 0; round < Number(values.rounds); round++) {
      const order = round % 2 ? [...engines].reverse() : engines;
      for (const engine of order) {
        const html = path.join(work, `${engine}.json`);
        const child = spawnSync(
          process.execPath,
          [
            '--import',
            'tsx',
            import.meta.filename,
            '--blocks',
            blocksFile,
            '--engine',
            engine,
            '--html',
            html,
            ...(values.precompiled ? ['--precompiled', values.precompiled] : []),
          ],
          { cwd: import.meta.dirname, encoding: 'utf8', maxBuffer: 1 << 26 },
        );
        if (child.status !== 0) throw new Error(`${engine} failed:\n${child.stderr}`);
        runs.get(engine)!.push(JSON.parse(child.stdout.trim().split('\n').pop()!) as EngineRun);
      }
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    console.log(
      `CPU ms, median of ${values.rounds} fresh processes; load average now ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    console.log(
      `${'language'.padEnd(12)} ${'blocks'.padStart(6)} ${'lines'.padStart(6)}  ${engines.map((e) => e.padStart(11)).join(' ')}  ${engines
        .slice(1)
        .map((e) => `differ(${e})`)
        .join(' ')}`,
    );
    const outputs = new Map(engines.map((e) => [e, JSON.parse(readFileSync(path.join(work, `${e}.json`), 'utf8')) as string[]]));
    const reference = outputs.get(engines[0]!)!;
    const differing = new Map<string, number[]>();
    blocks.forEach((block, i) => {
      for (const engine of engines.slice(1)) {
        if (outputs.get(engine)![i] !== reference[i]) {
          const key = `${engine}\u0000${block.lang}`;
          differing.set(key, [...(differing.get(key) ?? []), i]);
        }
      }
    });
    for (const [lang, entry] of [...languages].sort((a, b) => a[0].localeCompare(b[0]))) {
      const times = engines.map((e) =>
        median(runs.get(e)!.map((r) => r.byLanguage[lang] ?? 0))
          .toFixed(1)
          .padStart(11),
      );
      const diffs = engines.slice(1).map((e) => String(differing.get(`${e}\u0000${lang}`)?.length ?? 0).padStart(e.length + 8));
      console.log(`${lang.padEnd(12)} ${String(entry.blocks).padStart(6)} ${String(entry.lines).padStart(6)}  ${times.join(' ')}  ${diffs.join(' ')}`);
    }
    console.log(
      `${'engine start'.padEnd(26)}  ${engines
        .map((e) =>
          median(runs.get(e)!.map((r) => r.startMs))
            .toFixed(1)
            .padStart(11),
        )
        .join(' ')}`,
    );
    console.log(
      `${'total'.padEnd(26)}  ${engines
        .map((e) =>
          median(runs.get(e)!.map((r) => r.totalMs))
            .toFixed(1)
            .padStart(11),
        )
        .join(' ')}`,
    );
    for (const [key, indexes] of differing) {
      const [engine, lang] = key.split('\u0000');
      console.log(`\n${lang}: ${indexes.length} block(s) differ under ${engine}; first differing tokens (${engines[0]} → ${engine}):`);
      for (const i of indexes.slice(0, 5)) {
        const a = tokensOf(reference[i]!);
        const b = tokensOf(outputs.get(engine!)![i]!);
        let k = 0;
        while (k < a.length && k < b.length && a[k] === b[k]) k++;
        console.log(`  block ${i} (line ${lineOfToken(a, k)}): ${a.slice(k, k + 3).join(' ') || '(end)'}  →  ${b.slice(k, k + 3).join(' ') || '(end)'}`);
      }
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** The tokens of a highlighted block as `"text"@colour` (lines as `⏎`). */
function tokensOf(html: string): string[] {
  const tokens: string[] = [];
  for (const m of html.matchAll(/<span style="([^"]*)">([^<]*)<\/span>|\n/g)) {
    if (m[0] === '\n') tokens.push('⏎');
    else tokens.push(`${JSON.stringify(m[2])}@${m[1]!.replace(/color:var\(--shiki-(?:token-)?([^)]*)\)/, '$1')}`);
  }
  return tokens;
}

/** The 1-based line of the `k`th token. */
function lineOfToken(tokens: readonly string[], k: number): number {
  return tokens.slice(0, k).filter((t) => t === '⏎').length + 1;
}
