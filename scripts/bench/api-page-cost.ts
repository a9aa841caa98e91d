/**
 * What rendering an API page costs inside a render worker: loads a site with an API description,
 * then renders its API pages in this thread as a worker does (markers for the sidebar fragments,
 * link facts read, Markdown twin), twice (the second pass with the line memo and caches warm is
 * not what a cold build sees, so only the first counts), and prints CPU ms per page by phase.
 * Figures, not assertions. Profile with `node --cpu-prof --import tsx …`.
 *
 *   node --import tsx scripts/bench/api-page-cost.ts --openapi FILE [--pages 300] [--cwd DIR] [--by-language]
 *
 * `--by-language` times each highlighted block (which adds about 1.5 ms a page of its own).
 */
import './production-env.ts';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Diagnostics } from '../../packages/renderer/src/diagnostics.ts';
import { silentReporter } from '../../packages/renderer/src/reporter.ts';
import { allPages, prepareRender, runRenderJob } from '../../packages/renderer/src/render/render-pages.ts';
import { buildSite } from '../../packages/renderer/src/site/build-site.ts';
import { loadInputs } from '../../packages/renderer/src/steps/load-inputs.ts';
import { loadProject } from '../../packages/renderer/src/steps/load-project.ts';

const { values } = parseArgs({
  options: {
    openapi: { type: 'string' },
    pages: { type: 'string', default: '300' },
    cwd: { type: 'string' },
    'by-language': { type: 'boolean', default: false },
  },
});
const cwd = path.resolve(values.cwd ?? path.join(import.meta.dirname, '../../.bench/api-page-cost'));
mkdirSync(path.join(cwd, 'content'), { recursive: true });
writeFileSync(path.join(cwd, 'content/index.md'), '# Home\n');
const openapiFile = values.openapi && path.resolve(values.openapi);

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

const diagnostics = new Diagnostics();
const project = await loadProject({ cwd, openapiFile, outDir: path.join(cwd, 'build'), force: true });
const inputs = await loadInputs(project, { cwd, reporter: silentReporter, diagnostics });
const site = await buildSite({
  config: project.config,
  content: inputs.content,
  includeDrafts: false,
  diagnostics,
  api: inputs.api?.site,
  changelog: inputs.changelog,
  sidebarsFile: inputs.sidebarsFile,
});
const pages = allPages(site);
const api = pages.flatMap((page, i) => (page.kind === 'api-operation' ? [i] : []));
const chosen = api.filter((_, k) => k % Math.max(1, Math.floor(api.length / Number(values.pages))) === 0).slice(0, Number(values.pages));
const assets = { css: '/assets/site.css', js: '/assets/site.js', preload: [], islands: {} };
const job = { site, assets, contentDir: project.paths.contentDir };

const setup = await prepareRender();
const { highlighter } = setup;
/** CPU ms and blocks highlighted, by language (blocks already highlighted on an earlier page are not counted). */
const byLanguage = new Map<string, { ms: number; blocks: number; lines: number }>();
if (values['by-language'])
  setup.highlighter = {
    supports: (lang) => highlighter.supports(lang),
    highlight(code, lang, lines) {
      const t = cpuMs();
      const html = highlighter.highlight(code, lang, lines);
      const entry = byLanguage.get(lang) ?? { ms: 0, blocks: 0, lines: 0 };
      entry.ms += cpuMs() - t;
      entry.blocks++;
      entry.lines += code.split('\n').length;
      byLanguage.set(lang, entry);
      return html;
    },
    highlightAll(blocks) {
      return blocks.map((b) => this.highlight(b.code, b.lang, b.highlightLines, b.overBudget));
    },
  };

let bytes = 0;
const started = cpuMs();
const result = await runRenderJob(job, chosen, setup, (page) => {
  bytes += page.bytes.byteLength;
});
const cold = cpuMs() - started;
console.log(
  `${chosen.length} of ${api.length} API pages: ${(cold / chosen.length).toFixed(2)} CPU ms/page (cold highlighter), ${Math.round(bytes / chosen.length / 1024)} KB of HTML a page, ${result.diagnostics.length} messages`,
);
if (values['by-language']) {
  const highlighted = [...byLanguage].sort((a, b) => b[1].ms - a[1].ms);
  console.log(
    `highlighting ${(highlighted.reduce((sum, [, e]) => sum + e.ms, 0) / chosen.length).toFixed(2)} CPU ms/page; by language (first use loads the grammar):`,
  );
  for (const [lang, e] of highlighted) console.log(`  ${lang.padEnd(12)} ${Math.round(e.ms).toString().padStart(6)} ms  ${e.blocks} blocks  ${e.lines} lines`);
}
