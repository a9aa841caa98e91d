// Runs one build in this process and prints its figures as JSON (spawned by bench.ts, one process per run).
process.env.NODE_ENV ??= 'production';
const { build } = await import('../../packages/renderer/src/build.ts');

const [cwd, config, content, out, openapi] = process.argv.slice(2) as [string, string, string, string, string | undefined];
const started = performance.now();
const result = await build({ cwd, configFile: config, contentDir: content, outDir: out, openapiFile: openapi });
const ms = performance.now() - started;
process.stdout.write(`${JSON.stringify({ ms, pages: result.pages, warnings: result.warnings.length, maxRssKb: process.resourceUsage().maxRSS })}\n`);
