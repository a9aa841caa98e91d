// The cost of hostile inputs: `node --import tsx scripts/bench/hostile-costs.ts [--only name,name] [--limit 60] [--save FILE] [--compare FILE]`.
// Each probe is a small site that once took minutes or gigabytes; it is built by the `portal` binary
// (or PORTAL_BIN's) under GNU time, stopped after `--limit` seconds of CPU, and reported with its CPU time, peak memory, exit code
// and the first line of its message. `--save` keeps the figures as JSON; `--compare` prints them beside
// the figures of a saved run (e.g. one made with PORTAL_BIN set to a checkout of main). Figures only: nothing here is asserted.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const BIN = process.env.PORTAL_BIN ?? path.resolve(import.meta.dirname, '../../packages/cli/bin/portal.js');
const CONFIG = "export default { title: 'Probe' };\n";

/** One probe: the files of its site (relative path → text, or a size in bytes for a file of zeros). */
interface Probe {
  name: string;
  files: Record<string, string | { bytes: number }>;
  args?: string[];
}

const guide = (body: string) => `---\ntitle: Probe\n---\n\n${body}\n`;
const description = (extra: string) =>
  `openapi: 3.0.3\ninfo:\n  title: Probe\n  version: '1'\npaths:\n  /things:\n    get:\n      operationId: getThings\n      responses:\n        '200':\n          description: OK\n${extra}`;

const PROBES: Probe[] = [
  { name: 'json-brackets', files: { 'content/index.md': guide(`\`\`\`json\n${'[\n'.repeat(500)}\`\`\``) } },
  { name: 'cpp-brackets', files: { 'content/index.md': guide(`\`\`\`cpp\n${'[('.repeat(300)}\n\`\`\``) } },
  { name: 'c3-line', files: { 'content/index.md': guide(`\`\`\`c3\n${'fn void f() { ('.repeat(350)}\n\`\`\``) } },
  { name: 'ahk-line', files: { 'content/index.md': guide(`\`\`\`ahk\n${'a := ( '.repeat(700)}\n\`\`\``) } },
  { name: 'huge-code-block', files: { 'content/index.md': guide(`\`\`\`js\n${'const a = [1, 2, 3];\n'.repeat(200_000)}\`\`\``) } },
  {
    name: 'footnotes-6000',
    files: {
      'content/index.md': guide(
        `${Array.from({ length: 6000 }, (_, i) => `Text[^n${i}].`).join(' ')}\n\n${Array.from({ length: 6000 }, (_, i) => `[^n${i}]: Note ${i}.`).join('\n')}`,
      ),
    },
  },
  {
    name: 'references-50000',
    files: {
      'content/index.md': guide(
        `${Array.from({ length: 50_000 }, (_, i) => `[r${i}]`).join(' ')}\n\n${Array.from({ length: 50_000 }, (_, i) => `[r${i}]: /x${i}`).join('\n')}`,
      ),
    },
  },
  {
    name: 'references-50000-footnotes-20000',
    files: {
      'content/index.md': guide(
        [
          Array.from({ length: 50_000 }, (_, i) => `[r${i}]`).join(' '),
          Array.from({ length: 20_000 }, (_, i) => `Text[^n${i}].`).join(' '),
          Array.from({ length: 50_000 }, (_, i) => `[r${i}]: /x${i}`).join('\n'),
          Array.from({ length: 20_000 }, (_, i) => `[^n${i}]: Note ${i}.`).join('\n'),
        ].join('\n\n'),
      ),
    },
  },
  {
    name: 'description-footnotes-6000',
    files: {
      'openapi.yml': description('').replace(
        'title: Probe\n',
        `title: Probe\n  description: |\n    ${Array.from({ length: 6000 }, (_, i) => `Text[^n${i}].`).join(' ')}\n\n${Array.from({ length: 6000 }, (_, i) => `    [^n${i}]: Note ${i}.`).join('\n')}\n`,
      ),
    },
    args: ['--openapi', 'openapi.yml'],
  },
  {
    name: 'table-3000x200',
    files: {
      'content/index.md': guide(
        [`|${' h |'.repeat(3000)}`, `|${'---|'.repeat(3000)}`, ...Array.from({ length: 200 }, () => `|${' c |'.repeat(3000)}`)].join('\n'),
      ),
    },
  },
  { name: 'static-75x60MB', files: Object.fromEntries(Array.from({ length: 75 }, (_, i) => [`static/f${i}.bin`, { bytes: 60 * 1024 * 1024 }])) },
  { name: 'image-70MB', files: { 'content/index.md': guide('![big](./big.png)'), 'content/big.png': { bytes: 70 * 1024 * 1024 } } },
  {
    name: 'example-40MB',
    files: { 'openapi.yml': description(`          content:\n            application/json:\n              example: "${'x'.repeat(40 * 1024 * 1024)}"\n`) },
    args: ['--openapi', 'openapi.yml'],
  },
  {
    name: 'ref-chain-3000',
    files: {
      'openapi.yml': `${description("          content:\n            application/json:\n              schema:\n                $ref: '#/components/schemas/S0'\n")}components:\n  schemas:\n${Array.from({ length: 3000 }, (_, i) => `    S${i}:\n      type: object\n      properties:\n        next:\n          $ref: '#/components/schemas/S${i + 1}'\n`).join('')}    S3000:\n      type: string\n`,
    },
    args: ['--openapi', 'openapi.yml'],
  },
  {
    name: 'yaml-billion-laughs',
    files: {
      'openapi.yml': `${description('')}x-laughs:\n  a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]\n${Array.from(
        { length: 8 },
        (_, i) =>
          `  ${String.fromCharCode(98 + i)}: &${String.fromCharCode(98 + i)} [${Array(9)
            .fill(`*${String.fromCharCode(97 + i)}`)
            .join(',')}]\n`,
      ).join('')}`,
    },
    args: ['--openapi', 'openapi.yml'],
  },
  {
    name: 'ref-fan-out',
    files: {
      'openapi.yml': `${description("          content:\n            application/json:\n              schema:\n                $ref: '#/components/schemas/L0'\n")}components:\n  schemas:\n${Array.from({ length: 24 }, (_, i) => `    L${i}:\n      type: object\n      properties:\n${Array.from({ length: 4 }, (_, j) => `        p${j}:\n          $ref: '#/components/schemas/L${i + 1}'\n`).join('')}`).join('')}    L24:\n      type: string\n`,
    },
    args: ['--openapi', 'openapi.yml'],
  },
];

const { values } = parseArgs({
  options: { only: { type: 'string' }, limit: { type: 'string', default: '60' }, save: { type: 'string' }, compare: { type: 'string' } },
});
const only = values.only?.split(',');
const limitS = Number(values.limit);

/** One probe's figures. */
interface Figures {
  name: string;
  /** Seconds of CPU (user + system), or undefined when GNU time gave none. */
  cpu?: number;
  /** Peak resident memory in MB. */
  peakMb?: number;
  /** Stopped at the CPU-time limit. */
  stopped: boolean;
  exit: number | null;
  message: string;
}

/** Builds one probe's site under GNU time; resolves with its figures. */
function run(probe: Probe): Promise<Figures> {
  const dir = mkdtempSync(path.join(os.tmpdir(), `portal-probe-${probe.name}-`));
  writeFileSync(path.join(dir, 'portal.config.ts'), CONFIG);
  mkdirSync(path.join(dir, 'content'), { recursive: true });
  if (!probe.files['content/index.md']) writeFileSync(path.join(dir, 'content/index.md'), guide('Home.'));
  for (const [file, value] of Object.entries(probe.files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    if (typeof value === 'string') writeFileSync(path.join(dir, file), value);
    else {
      // Sparse: the build reads the bytes, the disk holds none.
      writeFileSync(path.join(dir, file), '');
      truncateSync(path.join(dir, file), value.bytes);
    }
  }
  // A CPU-time limit (ulimit -t), not a wall-clock one: on a loaded machine a build waits, it does not hang.
  const build = [process.execPath, BIN, 'build', '--out', path.join(dir, 'out'), ...(probe.args ?? [])].map((a) => `'${a}'`).join(' ');
  const args = ['-f', '\nTIME %U %S %M', 'sh', '-c', `ulimit -t ${limitS}; exec ${build}`];
  return new Promise((resolve) => {
    const child = spawn('/usr/bin/time', args, { cwd: dir, env: { ...process.env, NO_COLOR: '1', CI: 'true', PORTAL_CACHE_DIR: path.join(dir, 'cache') } });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c));
    child.stderr.on('data', (c: Buffer) => (output += c));
    child.on('close', (code) => {
      rmSync(dir, { recursive: true, force: true });
      const time = /TIME ([\d.]+) ([\d.]+) (\d+)/.exec(output);
      resolve({
        name: probe.name,
        cpu: time ? Number(time[1]) + Number(time[2]) : undefined,
        peakMb: time ? Number(time[3]) / 1024 : undefined,
        stopped: /Command terminated by signal (9|24)|CPU time limit/.test(output),
        exit: code,
        message:
          output
            .split('\n')
            .find((l) => /error|warning|✗|heap|refused|limit|too /i.test(l))
            ?.trim()
            .slice(0, 200) ?? '',
      });
    });
  });
}

/** "12.3 s, 456 MB" (or "> 60 s" when stopped at the limit). */
function brief(f: Figures | undefined): string {
  if (!f) return 'not measured';
  const cpu = f.cpu === undefined ? '?' : f.stopped ? `> ${limitS} s` : `${f.cpu.toFixed(1)} s`;
  return `${cpu}, ${f.peakMb === undefined ? '?' : f.peakMb.toFixed(0)} MB, exit ${f.stopped ? 'killed' : f.exit}`;
}

const before: Figures[] = values.compare ? JSON.parse(readFileSync(values.compare, 'utf8')) : [];
const results: Figures[] = [];
for (const probe of PROBES) {
  if (only && !only.includes(probe.name)) continue;
  const f = await run(probe);
  results.push(f);
  const was = values.compare ? `    before: ${brief(before.find((b) => b.name === f.name))}\n` : '';
  console.log(`${f.name}: ${brief(f)}\n${was}    ${f.message}`);
}
if (values.save) writeFileSync(values.save, `${JSON.stringify(results, null, 2)}\n`);
if (values.compare) {
  console.log(`\n| probe | before (CPU, peak, exit) | after (CPU, peak, exit) |\n|---|---|---|`);
  for (const f of results) console.log(`| ${f.name} | ${brief(before.find((b) => b.name === f.name))} | ${brief(f)} |`);
}
