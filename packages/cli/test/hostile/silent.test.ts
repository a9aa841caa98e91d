import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { hostileProjects, runPortal } from './robust-harness.ts';

// Inputs that used to give wrong output without a word: each gets a message or the right behaviour.
const projects = hostileProjects('silent');
afterAll(() => projects.cleanup());

describe('silent: warnings where the output would be quietly wrong', () => {
  it.concurrent('a BOM before front matter is stripped; an unclosed <!-- and an unknown :::directive are warnings with file:line:col', async () => {
    // A plain-Markdown site (markdown.format md): under MDX, the default, an HTML comment is an MDX syntax error instead.
    const dir = projects.make('warnings', {
      'portal.config.ts': "export default { title: 'Hostile', markdown: { format: 'md' } };\n",
      'content/bom.md': Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('---\ntitle: With a BOM\n---\n\nBody text.\n')]),
      'content/comment.md': '# Comment\n\nShown.\n\n<!-- a draft note\n\nHidden by accident.\n',
      'content/directive.md': '# Directive\n\n:::tipp\nA typo.\n:::\n',
    });
    const run = await runPortal(dir, ['build']);
    expect(run.hung).toBe(false);
    expect(run.code).toBe(0);
    const bom = readFileSync(path.join(dir, 'build/bom/index.html'), 'utf8');
    expect(bom).toContain('<title>With a BOM | Hostile</title>');
    expect(bom).not.toContain('title: With a BOM');
    expect(run.stderr).toMatch(/^warning content\/comment\.md:5:1: HTML comment "<!--" is never closed/m);
    expect(run.stderr).toMatch(/^warning content\/directive\.md:3:1: unknown directive ":::tipp"/m);
    expect(run.stderr).toMatch(/^ {2}hint: known directives: :::note, :::tip, /m);
  });

  it.concurrent('under MDX (the default format) an unclosed <!-- is an error with file:line:col and a hint, never a page cut short', async () => {
    const dir = projects.make('mdx-comment', { 'content/comment.md': '# Comment\n\nShown.\n\n<!-- a draft note\n\nHidden by accident.\n' });
    const run = await runPortal(dir, ['build']);
    expect(run.hung).toBe(false);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^error content\/comment\.md:5:\d+: MDX syntax error/m);
    expect(run.stderr).toMatch(/^ {2}hint: .*comment is `\{\/\* … \*\/\}`/m);
  });
});

describe('silent: errors where the input cannot mean what it says', () => {
  it.concurrent('toc levels the wrong way round, a repeated front matter key, a lenient _category_.json', async () => {
    const dir = projects.make('errors', {
      'content/toc.md': '---\ntitle: Toc\ntoc_min_heading_level: 4\ntoc_max_heading_level: 2\n---\n\n## A\n',
      'content/dup.md': '---\ntitle: One\nslug: /one\nslug: /two\n---\n\nText\n',
      'content/comma/_category_.json': '{\n  "label": "Comma",\n}\n',
      'content/comma/page.md': '# Page\n',
      'content/garbage/_category_.json': 'label: Garbage\n',
      'content/garbage/page.md': '# Page\n',
    });
    const run = await runPortal(dir, ['build']);
    expect(run.hung).toBe(false);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^error content\/toc\.md:3:1: front matter: toc_min_heading_level \(4\) is above toc_max_heading_level \(2\)/m);
    expect(run.stderr).toMatch(/^error content\/dup\.md:4:1: invalid YAML in front matter: Map keys must be unique/m);
    expect(run.stderr).toMatch(/^error content\/comma\/_category_\.json:3:1: invalid JSON/m);
    expect(run.stderr).toMatch(/^error content\/garbage\/_category_\.json:1:1: invalid JSON/m);
    expect(run.stderr).toMatch(/hint: a _category_\.json is strict JSON/);
  });

  it.concurrent('a repeated path in the description is an error with its line', async () => {
    const description =
      'openapi: 3.0.0\ninfo: {title: x, version: "1"}\npaths:\n  /a:\n    get: {responses: {"200": {description: ok}}}\n  /a:\n    post: {responses: {"200": {description: ok}}}\n';
    const dir = projects.make('dup-path', { 'mk-openapi/openapi.yml': description });
    const run = await runPortal(dir, ['build']);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^error mk-openapi\/openapi\.yml:6:\d+: invalid YAML: Map keys must be unique/m);
  });
});

describe('silent: the config', () => {
  it.concurrent('process.exit(0) in the config fails the build instead of ending portal with 0 and no site', async () => {
    const dir = projects.make('exit', { 'portal.config.ts': 'process.exit(0);\nexport default {};\n' });
    const run = await runPortal(dir, ['build']);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^error portal\.config\.ts: the config called process\.exit\(0\) while it was loaded$/m);
  });

  it.concurrent('a config exporting a Promise is awaited (as Vite and Docusaurus do)', async () => {
    const dir = projects.make('promise', { 'portal.config.ts': "export default Promise.resolve({ title: 'Awaited' });\n" });
    const run = await runPortal(dir, ['build']);
    expect(run.code).toBe(0);
    expect(readFileSync(path.join(dir, 'build/index.html'), 'utf8')).toContain('| Awaited</title>');
  });
});
