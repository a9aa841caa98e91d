import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CANARY_TEXT, CASE_TIMEOUT_MS, escapes, projectsOfThisFile, runPortal, type HostileProject } from './harness.ts';

// Issue 41: a guide or a changelog post is data, never code: no expression runs at build time,
// no script reaches the page, in untrusted content mode and under `markdown.rawHtml: 'escape'`.
const project = projectsOfThisFile();
const timeout = CASE_TIMEOUT_MS + 5_000;

/** A page that tries to read the canary, write a file beside it and put a script in the page. */
function attack(p: { root: string; canary: string }): string {
  const pwned = path.join(p.root, 'outside', 'pwned.txt');
  return [
    '---',
    'title: A guide',
    '---',
    '',
    `Read: {process.getBuiltinModule('fs').readFileSync(${JSON.stringify(p.canary)}, 'utf8')}`,
    '',
    `Write: {process.getBuiltinModule('fs').writeFileSync(${JSON.stringify(pwned)}, 'pwned')}`,
    '',
    '<script>{"window.__pwned = 1"}</script>',
    '',
    '<img src="x" onerror="window.__pwned = 2">',
    '',
    'export const leak = process.getBuiltinModule("fs").readFileSync("/etc/hostname", "utf8");',
    '',
    '{leak}',
    '',
  ].join('\n');
}

/** A project whose guide (and changelog post) is the attack; `config` is the config's object literal. */
function attacked(config: string): HostileProject {
  const p = project({ 'portal.config.ts': `export default { title: 'Hostile Fixture', ${config} };\n` });
  const text = attack(p);
  const files = { 'content/guide.md': text, 'changelog/2025-01-02-post.md': text.replace('title: A guide', 'title: A post') };
  for (const [file, body] of Object.entries(files)) {
    const abs = path.join(p.project, file);
    mkdirSync(path.dirname(abs), { recursive: true });
    writeFileSync(abs, body);
  }
  return p;
}

/** The built page's HTML shows the attack as text and runs none of it. */
function expectInert(p: HostileProject, route: string): void {
  const html = readFileSync(path.join(p.project, 'build', route, 'index.html'), 'utf8');
  const article = html.slice(html.indexOf('<article'), html.indexOf('</article>'));
  expect(article).not.toMatch(/<script/i);
  expect(article).not.toMatch(/<img[^>]*onerror/i);
  expect(article).toContain('process.getBuiltinModule(');
  expect(html).not.toContain(CANARY_TEXT.slice(0, 14));
  expect(existsSync(path.join(p.root, 'outside', 'pwned.txt'))).toBe(false);
}

describe.concurrent('hostile input: untrusted content stays data', () => {
  it("markdown.rawHtml: 'escape' reads a .md guide as Markdown under format mdx: no expression runs, no script is written", { timeout }, async () => {
    const p = attacked("markdown: { rawHtml: 'escape' }");
    const run = await runPortal(p, ['build']);
    expect(run.timedOut).toBe(false);
    expect(run.stderr).not.toMatch(/heap out of memory|Maximum call stack/);
    expect(run.code, run.stderr).toBe(0);
    expectInert(p, 'guide');
    expectInert(p, 'changelog/2025/01/02/post');
    expect(escapes(p, run)).toEqual([]);
  });

  it('--untrusted makes guides and posts data only, whatever the config says about raw HTML and MDX', { timeout }, async () => {
    const p = attacked("markdown: { rawHtml: 'allow', format: 'mdx' }");
    const run = await runPortal(p, ['build', '--untrusted']);
    expect(run.timedOut).toBe(false);
    expect(run.code, run.stderr).toBe(0);
    expectInert(p, 'guide');
    expectInert(p, 'changelog/2025/01/02/post');
    expect(escapes(p, run)).toEqual([]);
  });

  it('the config switch `untrusted: true` does the same', { timeout }, async () => {
    const p = attacked('untrusted: true');
    const run = await runPortal(p, ['build']);
    expect(run.code, run.stderr).toBe(0);
    expectInert(p, 'guide');
    expect(escapes(p, run)).toEqual([]);
  });

  it('refuses an .mdx guide in untrusted content mode, naming the file, and builds nothing', { timeout }, async () => {
    const p = project({
      'content/page.mdx': `---\ntitle: MDX\n---\n\nexport const x = process.getBuiltinModule('fs').readFileSync('/etc/hostname', 'utf8');\n\n{x}\n`,
    });
    const run = await runPortal(p, ['build', '--untrusted']);
    expect(run.timedOut).toBe(false);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('content/page.mdx: MDX is not built in untrusted content mode');
    expect(run.stderr).toContain('rename the file to .md');
    expect(existsSync(path.join(p.project, 'build'))).toBe(false);
    expect(escapes(p, run)).toEqual([]);
  });

  it('no javascript:, vbscript: or data: URL becomes an href or a src: links, autolinks, definitions and images lose their target', { timeout }, async () => {
    const p = project({
      'portal.config.ts': "export default { title: 'Hostile Fixture', markdown: { format: 'detect' } };\n",
      'content/guide.md':
        '---\ntitle: A guide\n---\n\n[a](javascript:alert(1)) <javascript:alert(2)> [b][r] ![c](data:image/svg+xml,<svg/onload=alert(3)>) [d](&#106;avascript:alert(4))\n\n[r]: vbscript:x\n',
      'changelog/2025-01-02-post.md': '---\ntitle: A post\n---\n\n[a](javascript:alert(1))\n',
    });
    const run = await runPortal(p, ['build']);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toContain('content/guide.md:5:1: link with a `javascript:` URL runs code when followed; it is left out');
    for (const route of ['guide', 'changelog/2025/01/02/post', 'changelog']) {
      const html = readFileSync(path.join(p.project, 'build', route, 'index.html'), 'utf8');
      expect(html).not.toMatch(/(href|src)="\s*(javascript|vbscript|data):/i);
    }
    for (const feed of ['rss.xml', 'atom.xml'])
      expect(readFileSync(path.join(p.project, 'build/changelog', feed), 'utf8')).not.toMatch(/href=(&quot;|")\s*javascript:/i);
    expect(escapes(p, run)).toEqual([]);
  });

  it('refuses a javascript: custom_edit_url ("Edit this page") and author URLs in front matter, at their line', { timeout }, async () => {
    const p = project({
      'content/guide.md': '---\ntitle: A guide\ncustom_edit_url: "javascript:alert(document.domain)"\n---\n\nText.\n',
      'changelog/2025-01-02-post.md': '---\ntitle: A post\nauthors:\n  - name: Eve\n    url: " javascript:alert(1)"\n---\n\nText.\n',
    });
    const run = await runPortal(p, ['build']);
    expect(run.timedOut).toBe(false);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/content\/guide\.md:3:\d+: .*custom_edit_url.*javascript:, data: and other schemes are refused/);
    expect(run.stderr).toMatch(/changelog\/2025-01-02-post\.md:\d+:\d+: .*url.*javascript:, data: and other schemes are refused/);
    expect(existsSync(path.join(p.project, 'build'))).toBe(false);
  });
});
