/**
 * Issue 13's "5 MB `info.description`": writes a small description (20 operations) whose one
 * `description` holds megabytes of Markdown (headings, paragraphs, lists, code blocks, tables, links
 * to its own headings and to other sites), then builds it cold with the `portal` command (rebuild the
 * CLI bundle first: `node packages/cli/build-bundle.js`) and prints wall, CPU and peak memory, next
 * to the same Markdown built as guides, which is what the description should cost.
 *
 *   node --import tsx scripts/bench/openapi-big-description.ts [--mb 5] [--where info,operation,schema] [--no-guides]
 *
 * `--where` names the object that carries the big description: `info`, one `operation`, one component
 * `schema` (each a separate build). Figures, never assertions; not run in CI.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { toYaml } from './generate-openapi.ts';
import { measure } from './measure-process.ts';
import { random } from './random.ts';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
/** Which object carries the big description. */
export type BigDescriptionPlace = 'info' | 'operation' | 'schema';

const WORDS = (
  'payment refund merchant customer checkout amount currency capture settle webhook signature request response status ' +
  'pending paid failed token mandate card wallet sandbox endpoint header field value error retry timeout secret key order ' +
  'invoice fee balance payout report ledger account cursor page limit filter the a of to and in for with on by from that ' +
  'this is are be can will should must when after before each every'
).split(' ');

/** About `bytes` of deterministic Markdown: sections with headings, paragraphs, lists, code, tables and links. */
export function bigMarkdown(bytes: number, seed = 7): string {
  const rand = random(seed);
  const int = (min: number, max: number) => min + Math.floor(rand() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
  const sentence = () => {
    const words = Array.from({ length: int(6, 16) }, () => {
      const w = pick(WORDS);
      const r = rand();
      return r < 0.05 ? `\`${w}\`` : r < 0.08 ? `**${w}**` : r < 0.1 ? `_${w}_` : w;
    });
    const text = words.join(' ');
    return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
  };
  const parts: string[] = [];
  const headings: string[] = [];
  let size = 0;
  for (let section = 1; size < bytes; section++) {
    const title = `Section ${section}: ${pick(WORDS)} ${pick(WORDS)}`;
    headings.push(
      title
        .toLowerCase()
        .replace(/[^a-z0-9 -]/g, '')
        .replace(/ /g, '-'),
    );
    const block: string[] = [`${section % 5 === 1 ? '##' : '###'} ${title}`];
    for (let p = int(2, 4); p > 0; p--) {
      const link = rand() < 0.3 ? ` See [${pick(WORDS)}](#${headings[headings.length - 1]}) or [the reference](https://example.com/docs/${pick(WORDS)}).` : '';
      block.push(Array.from({ length: int(2, 5) }, sentence).join(' ') + link);
    }
    if (rand() < 0.5) block.push(Array.from({ length: int(2, 6) }, () => `${rand() < 0.5 ? '-' : '1.'} ${sentence()}`).join('\n'));
    if (rand() < 0.3)
      block.push(`\`\`\`json\n{\n  "${pick(WORDS)}": "${pick(WORDS)}",\n  "amount": ${int(1, 99999)},\n  "items": [${int(1, 9)}, ${int(1, 9)}]\n}\n\`\`\``);
    if (rand() < 0.15)
      block.push(`| Field | Meaning |\n| --- | --- |\n${Array.from({ length: int(2, 5) }, () => `| \`${pick(WORDS)}\` | ${sentence()} |`).join('\n')}`);
    if (rand() < 0.1) block.push(`> **Note:** ${sentence()}`);
    const text = block.join('\n\n');
    parts.push(text);
    size += text.length + 2;
  }
  return parts.join('\n\n');
}

/** A 20-operation description (YAML) with `markdown` as the description of `where`. */
export function bigDescriptionApi(markdown: string, where: BigDescriptionPlace, operations = 20): string {
  const paths: Record<string, Json> = {};
  for (let i = 1; i <= operations; i++) {
    const operation: Record<string, Json> = {
      operationId: `getThing${i}`,
      summary: `Get thing ${i}`,
      description: where === 'operation' && i === 1 ? markdown : `Returns thing ${i}.`,
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
      responses: { '200': { description: 'The thing.', content: { 'application/json': { schema: { $ref: '#/components/schemas/Thing' } } } } },
    };
    paths[`/things${i}/{id}`] = { get: operation };
  }
  const thing: Record<string, Json> = {
    type: 'object',
    description: where === 'schema' ? markdown : 'A thing.',
    properties: { id: { type: 'string' }, amount: { type: 'integer' } },
  };
  const doc: Json = {
    openapi: '3.0.3',
    info: { title: 'Big Description API', version: '1.0.0', description: where === 'info' ? markdown : 'A small API.' },
    paths,
    components: { schemas: { Thing: thing } },
  };
  return toYaml(doc);
}

const fmt = (label: string, m: { wallMs: number; cpuMs: number; peakRssMb: number }) =>
  `${label.padEnd(34)} ${(m.wallMs / 1000).toFixed(1).padStart(6)} s wall ${(m.cpuMs / 1000).toFixed(1).padStart(6)} s CPU ${Math.round(m.peakRssMb).toString().padStart(6)} MB peak`;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      mb: { type: 'string', default: '5' },
      where: { type: 'string', default: 'info,operation,schema' },
      'no-guides': { type: 'boolean', default: false },
    },
  });
  const root = path.resolve(import.meta.dirname, '../..');
  const cli = path.join(root, 'packages/cli/bin/portal.js');
  const markdown = bigMarkdown(Number(values.mb) * 1e6);
  const work = mkdtempSync(path.join(os.tmpdir(), 'portal-big-description-'));
  try {
    const site = path.join(work, 'site');
    mkdirSync(path.join(site, 'content'), { recursive: true });
    writeFileSync(path.join(site, 'portal.config.ts'), "export default { title: 'Big description' };\n");
    writeFileSync(path.join(site, 'content/index.md'), '---\ntitle: Home\n---\n\nA site with one big API description.\n');
    console.log(`${(Buffer.byteLength(markdown) / 1e6).toFixed(2)} MB of Markdown; node ${process.version}, ${os.cpus().length} cores`);
    const build = (args: string[], cwd: string) =>
      measure(process.execPath, [cli, 'build', '--out', path.join(work, 'out'), '--cache-dir', path.join(work, `cache-${Math.random()}`), ...args], {
        cwd,
        env: { CI: 'true', NO_COLOR: '1' },
      });
    for (const where of values.where.split(',').filter(Boolean) as BigDescriptionPlace[]) {
      const file = path.join(site, `openapi-${where}.yml`);
      writeFileSync(file, bigDescriptionApi(markdown, where));
      console.log(fmt(`description on ${where === 'info' ? 'info' : `one ${where}`}`, await build(['--openapi', file], site)));
    }
    if (!values['no-guides']) {
      // The same Markdown as guides: 50 pages of a fiftieth each, and as one page.
      const guides = path.join(work, 'guides');
      mkdirSync(path.join(guides, 'content'), { recursive: true });
      writeFileSync(path.join(guides, 'portal.config.ts'), "export default { title: 'Big guides' };\n");
      const sections = markdown.split(/\n\n(?=## )/);
      const per = Math.ceil(sections.length / 50);
      for (let i = 0; i * per < sections.length; i++)
        writeFileSync(path.join(guides, 'content', `guide-${i}.md`), `---\ntitle: Guide ${i}\n---\n\n${sections.slice(i * per, (i + 1) * per).join('\n\n')}\n`);
      console.log(fmt('same Markdown as 50 guides', await build([], guides)));
      rmSync(path.join(guides, 'content'), { recursive: true });
      mkdirSync(path.join(guides, 'content'));
      writeFileSync(path.join(guides, 'content', 'index.md'), `---\ntitle: One guide\n---\n\n${markdown}\n`);
      console.log(fmt('same Markdown as one guide', await build([], guides)));
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) await main();
