import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { UpdateResult } from '@portal/renderer';
import { startWatch, type RunningWatch } from '../src/watch/start-watch.ts';
import { page } from './watch-helpers.ts';

// Generous: the machine is shared with other builds. Nothing here asserts a duration.
const POLL = { timeout: 60_000, interval: 50 };

/** A small Docusaurus-shaped site: an MDX page with Tabs, a site component, a partial and MDXComponents. */
const FILES: Record<string, string> = {
  'portal.config.ts': "export default { title: 'MDX Watch', contentDir: 'docs' };\n",
  'docs/index.mdx': [
    '---',
    'title: Home',
    '---',
    "import Tabs from '@theme/Tabs';",
    "import TabItem from '@theme/TabItem';",
    "import Hello from '@site/src/components/Hello';",
    "import Help from './_help.mdx';",
    '',
    '<Tabs groupId="lang">',
    '  <TabItem value="js" label="JavaScript">Install with npm.</TabItem>',
    '  <TabItem value="py" label="Python">Install with pip.</TabItem>',
    '</Tabs>',
    '',
    '<Hello name="reader" />',
    '',
    'A <Badge>beta</Badge> feature.',
    '',
    '<Help topic="tabs" />',
    '',
  ].join('\n'),
  'docs/plain.md': '---\ntitle: Plain\n---\n\nJust Markdown.\n',
  'docs/_help.mdx': 'Ask about {props.topic} in the forum.\n',
  'src/components/Hello.jsx': 'export default function Hello({ name }) {\n  return <p className="hello">Hello, {name}!</p>;\n}\n',
  'src/components/Badge.jsx': 'export default function Badge({ children }) {\n  return <span className="badge">{children}</span>;\n}\n',
  'src/components/hello.module.css': '.x { color: red; }\n',
  'static/files/terms.txt': 'Terms, first edition.\n',
  'src/theme/MDXComponents.js':
    "import MDXComponents from '@theme-original/MDXComponents';\nimport Badge from '@site/src/components/Badge';\n\nexport default { ...MDXComponents, Badge };\n",
};

let dir: string;
let running: RunningWatch;
let updates: UpdateResult[] = [];
const edit = (rel: string, change: (text: string) => string) => writeFileSync(path.join(dir, rel), change(readFileSync(path.join(dir, rel), 'utf8')));

// Each case starts from a fresh copy of the site with its own server: no case depends on what an
// earlier one edited. A file watcher's events can come late on a loaded CI machine: a case that
// failed runs once more, from a fresh site, and a failure prints the updates it saw.
describe('portal watch renders MDX as a build does (issue 14)', { retry: 1 }, () => {
  beforeEach(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'portal-watch-mdx-'));
    for (const [rel, text] of Object.entries(FILES)) {
      mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
      writeFileSync(path.join(dir, rel), text);
    }
    updates = [];
    running = await startWatch({ cwd: dir, port: 0, host: '127.0.0.1', log: () => undefined, onUpdate: (result) => updates.push(result) });
  });
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail')
      console.error(
        `watch updates: ${JSON.stringify(updates.map((u) => (u.kind === 'error' ? { kind: u.kind, errors: u.errors.map((e) => e.message) } : u)))}`,
      );
    await running?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('renders Tabs, a site component, a global component from MDXComponents and a partial', async () => {
    expect(running.site.errors).toEqual([]);
    const html = await page(running.url, '/');
    expect(html).toContain('Install with npm.');
    expect(html).toContain('Install with pip.');
    expect(html).toContain('<p class="hello">Hello, <!-- -->reader<!-- -->!</p>');
    expect(html).toContain('<span class="badge">beta</span>');
    expect(html).toMatch(/Ask about <!-- -->tabs<!-- --> in the forum\./);
    expect(html).not.toMatch(/import (Tabs|Hello|Help) from/);
  });

  it('re-renders the pages that import a component when its file is edited', async () => {
    edit('src/components/Hello.jsx', (t) => t.replace('Hello, ', 'Welcome, '));
    await expect.poll(() => page(running.url, '/'), POLL).toContain('Welcome, <!-- -->reader');
  });

  it('re-renders pages when a component registered in MDXComponents is edited', async () => {
    edit('src/components/Badge.jsx', (t) => t.replace('className="badge"', 'className="badge badge--new"'));
    await expect.poll(() => page(running.url, '/'), POLL).toContain('<span class="badge badge--new">beta</span>');
  });

  it('re-renders the pages that import a partial when it is edited', async () => {
    edit('docs/_help.mdx', (t) => t.replace('in the forum', 'on the mailing list'));
    await expect.poll(() => page(running.url, '/'), POLL).toMatch(/Ask about <!-- -->tabs<!-- --> on the mailing list\./);
    expect(await page(running.url, '/plain')).toContain('Just Markdown.');
  });

  it('reports an MDX error with its place and recovers once it is fixed', async () => {
    const before = updates.length;
    edit('docs/index.mdx', (t) => t.replace('<Hello name="reader" />', '<Hello name="reader" '));
    await expect.poll(() => updates.slice(before).some((u) => u.kind === 'error'), POLL).toBe(true);
    const error = updates.slice(before).find((u) => u.kind === 'error') as Extract<UpdateResult, { kind: 'error' }>;
    expect(error.errors[0]).toMatchObject({ file: expect.stringContaining('index.mdx'), line: expect.any(Number) });
    // The last good page is still served meanwhile.
    expect(await page(running.url, '/')).toContain('Hello, <!-- -->reader');
    edit('docs/index.mdx', (t) => t.replace('<Hello name="reader" ', '<Hello name="writer" />'));
    await expect.poll(() => page(running.url, '/'), POLL).toContain('Hello, <!-- -->writer');
    expect(running.site.errors).toEqual([]);
  });

  it('reports an unknown component as an error of the page', async () => {
    const before = updates.length;
    edit('docs/index.mdx', (t) => `${t}\n<Nowhere />\n`);
    await expect.poll(() => updates.slice(before).some((u) => u.kind === 'error' && u.errors.some((e) => e.message.includes('<Nowhere>'))), POLL).toBe(true);
    edit('docs/index.mdx', (t) => t.replace('\n<Nowhere />\n', ''));
    await expect.poll(() => running.site.errors, POLL).toEqual([]);
  });

  it("serves static/ as a build copies it, and a file added there (Docusaurus's folder of files served as they are)", async () => {
    const base = running.url;
    expect(await page(base, '/files/terms.txt')).toBe('Terms, first edition.\n');
    const before = updates.length;
    writeFileSync(path.join(dir, 'static/files/privacy.txt'), 'Privacy.\n');
    await expect.poll(() => updates.slice(before).some((u) => u.kind === 'reload'), POLL).toBe(true);
    expect(await page(base, '/files/privacy.txt')).toBe('Privacy.\n');
  });
});
