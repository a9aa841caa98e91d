/**
 * What an MDX page costs next to a plain Markdown one: compiles the same generated guides in one
 * process with the Markdown pipeline and with the MDX pipeline (compile, run and render to HTML),
 * and the MDX ones again with Tabs, a partial and a site component added. Figures, not assertions.
 *
 *   node --import tsx scripts/bench/mdx-cost.ts [--guides 200]
 */
import './production-env.ts';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { validateConfig } from '../../packages/renderer/src/config/load-config.ts';
import { Diagnostics } from '../../packages/renderer/src/diagnostics.ts';
import { createMarkdownCompiler, type MarkdownCompiler } from '../../packages/renderer/src/markdown/compile-markdown.ts';
import { createCodeHighlighter } from '../../packages/renderer/src/markdown/highlighter.ts';
import { createMdxCompiler } from '../../packages/renderer/src/markdown/mdx/compile-mdx.ts';
import { bundleSiteModules } from '../../packages/renderer/src/markdown/mdx/site-modules.ts';
import { generateCorpus } from './generate-corpus.ts';

const { values } = parseArgs({ options: { guides: { type: 'string', default: '200' } } });
const dir = path.resolve(import.meta.dirname, '../../.bench/mdx-cost');
generateCorpus({ dir, guides: Number(values.guides), wordsPerGuide: 1500 });
const content = path.join(dir, 'content');
mkdirSync(path.join(dir, 'src/components'), { recursive: true });
writeFileSync(
  path.join(dir, 'src/components/Badge.jsx'),
  'export default function Badge({ children }) { return <span className="badge">{children}</span>; }\n',
);
writeFileSync(path.join(content, '_partial.mdx'), 'Need help with {props.topic}? Write to **support@merchantkit.example**.\n');

const guides = readdirSync(content, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.md') && !f.startsWith('_'))
  .sort();
const texts = guides.map((rel) => readFileSync(path.join(content, rel), 'utf8').replace(/^---\n[\s\S]*?\n---\n/, ''));
const EXTRA = (depth: number) =>
  `\n\nimport Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\nimport Badge from '@site/src/components/Badge';\nimport Partial from '${depth ? '../'.repeat(depth) : './'}_partial.mdx';\n\n<Tabs groupId="lang">\n<TabItem value="js" label="JavaScript">\n\n\`\`\`js\nconst mk = new MerchantKit(key);\n\`\`\`\n\n</TabItem>\n<TabItem value="py" label="Python">\n\n\`\`\`python\nmk = MerchantKit(key)\n\`\`\`\n\n</TabItem>\n</Tabs>\n\n<Badge>New</Badge>\n\n<Partial topic="refunds" />\n`;

const highlighter = await createCodeHighlighter();
const diagnostics = new Diagnostics();
const config = validateConfig({});
const modules = await bundleSiteModules({ rootDir: dir, contentDir: content });
const md = createMarkdownCompiler({ highlighter });
const mdx = createMdxCompiler({ highlighter, config, rootDir: dir, contentDir: content, modules, categoryOf: () => undefined });

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** CPU milliseconds of each pipeline over every guide, the three interleaved guide by guide (a busy machine slows all alike), after a warm-up pass. */
function measure(): [number, number, number] {
  const totals: [number, number, number] = [0, 0, 0];
  const runs: [MarkdownCompiler, boolean][] = [
    [md, false],
    [mdx, false],
    [mdx, true],
  ];
  for (const pass of [0, 1, 2]) {
    guides.forEach((rel, i) => {
      runs.forEach(([compile, extra], k) => {
        const text = extra ? texts[i] + EXTRA(rel.split('/').length - 1) : texts[i]!;
        const started = cpuMs();
        compile(text, {
          relPath: rel,
          displayPath: rel,
          absDir: path.dirname(path.join(content, rel)),
          routeOfFile: () => undefined,
          addAsset: () => undefined,
          diagnostics,
        });
        if (pass) totals[k] = totals[k]! + cpuMs() - started;
      });
    });
  }
  return totals.map((t) => t / 2) as [number, number, number];
}

const [plain, asMdx, withComponents] = measure();
const per = (ms: number) => `${(ms / guides.length).toFixed(2)} ms/page`;
console.log(`${guides.length} guides of ~1,500 words (code blocks highlighted; shiki's line memo warm)`);
console.log(`plain Markdown:               ${per(plain)}`);
console.log(`same text as MDX:             ${per(asMdx)}  (${(asMdx / plain).toFixed(2)}x)`);
console.log(`MDX + Tabs, partial, component: ${per(withComponents)}  (${(withComponents / plain).toFixed(2)}x)`);
if (diagnostics.errors.length)
  console.log(`${diagnostics.errors.length} errors, first: ${diagnostics.errors[0]!.message} at ${diagnostics.errors[0]!.file}:${diagnostics.errors[0]!.line}`);
