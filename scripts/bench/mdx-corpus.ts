import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** What an MDX guide of the bench adds to its generated text: Tabs with code, a site component and a partial. */
export const MDX_EXTRA = (depth: number) =>
  `\n\nimport Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\nimport Badge from '@site/src/components/Badge';\nimport Partial from '${depth ? '../'.repeat(depth) : './'}_partial.mdx';\n\n<Tabs groupId="lang">\n<TabItem value="js" label="JavaScript">\n\n\`\`\`js\nconst mk = new MerchantKit(key);\n\`\`\`\n\n</TabItem>\n<TabItem value="py" label="Python">\n\n\`\`\`python\nmk = MerchantKit(key)\n\`\`\`\n\n</TabItem>\n</Tabs>\n\n<Badge>New</Badge>\n\n<Partial topic="refunds" />\n`;

/**
 * Turns every fifth guide of a generated corpus into MDX (`.mdx`, with Tabs, a site component and a
 * partial added) and adds the component and the partial; returns how many guides became MDX.
 */
export function mdxFifth(dir: string): number {
  const content = path.join(dir, 'content');
  mkdirSync(path.join(dir, 'src/components'), { recursive: true });
  writeFileSync(
    path.join(dir, 'src/components/Badge.jsx'),
    'export default function Badge({ children }) { return <span className="badge">{children}</span>; }\n',
  );
  writeFileSync(path.join(content, '_partial.mdx'), 'Need help with {props.topic}? Write to **support@merchantkit.example**.\n');
  const guides = readdirSync(content, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.md') && !path.basename(f).startsWith('_'))
    .sort();
  let count = 0;
  guides.forEach((rel, i) => {
    if (i % 5 !== 4) return;
    const abs = path.join(content, rel);
    writeFileSync(abs, readFileSync(abs, 'utf8') + MDX_EXTRA(rel.split(path.sep).length - 1));
    renameSync(abs, `${abs}x`);
    count++;
  });
  return count;
}
