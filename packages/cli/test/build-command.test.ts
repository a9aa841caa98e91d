import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const BIN = path.resolve(import.meta.dirname, '../bin/portal.js');
const tmp = mkdtempSync(path.join(os.tmpdir(), 'portal-cli-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** A small site in its own folder: a config and two guides. */
function makeSite(name: string, files: Record<string, string>): string {
  const dir = path.join(tmp, name);
  const defaults: Record<string, string> = {
    'portal.config.ts': "export default { title: 'CLI Fixture' };\n",
    'content/index.md': '---\ntitle: Home\n---\n\n## Hello\n\nWelcome.\n',
    'content/guide.md': '---\ntitle: A guide\n---\n\n```bash\necho ok\n```\n',
  };
  for (const [file, text] of Object.entries({ ...defaults, ...files })) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

function portal(cwd: string, ...args: string[]) {
  const run = spawnSync(process.execPath, [BIN, ...args], { cwd, encoding: 'utf8', env: { ...process.env, CI: 'true', NO_COLOR: '1' } });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

/** An output folder with a file from an earlier build, to see that a failed build leaves it alone. */
function previousOutput(dir: string): string {
  const out = path.join(dir, 'build');
  mkdirSync(out, { recursive: true });
  writeFileSync(path.join(out, 'index.html'), 'previous build');
  // The marker every portal build leaves (without it, a build refuses to replace the folder).
  writeFileSync(path.join(out, '.portal-build'), '');
  return out;
}

describe('portal build', () => {
  it('builds, prints its steps as plain lines and a one-line summary', () => {
    const dir = makeSite('ok', {});
    const run = portal(dir, 'build');
    expect(run.code).toBe(0);
    expect(run.stderr).toMatch(/^✓ load config \d+(\.\d+)? m?s$/m);
    expect(run.stderr).toMatch(/^✓ render 3 pages \d+(\.\d+)? m?s$/m);
    expect(run.stdout).toMatch(/^Built 3 pages with 0 warnings in \d+(\.\d+)? m?s → .*build\n$/);
    expect(readFileSync(path.join(dir, 'build/guide/index.html'), 'utf8')).toContain('<title>A guide | CLI Fixture</title>');
    expect(existsSync(path.join(dir, 'build/404.html'))).toBe(true);
    // The summary counts every file of the site, the pages included (not the build marker).
    const written = readdirSync(path.join(dir, 'build'), { recursive: true, withFileTypes: true }).filter(
      (e) => e.isFile() && e.name !== '.portal-build',
    ).length;
    expect(run.stderr).toMatch(new RegExp(`^✓ replace build/ with ${written} files \\d+(\\.\\d+)? m?s$`, 'm'));
  });

  it('honours --out, --content and --config', () => {
    const dir = makeSite('flags', { 'other/config.ts': "export default { title: 'Other Title' };\n", 'docs/x.md': '# X\n' });
    const run = portal(dir, 'build', '--out', 'public', '--content', 'docs', '--config', 'other/config.ts');
    expect(run.code).toBe(0);
    expect(readFileSync(path.join(dir, 'public/x/index.html'), 'utf8')).toContain('<title>X | Other Title</title>');
  });

  it('fails under --strict on a warning and keeps the previous output', () => {
    const dir = makeSite('strict', { 'content/guide.md': '---\ntitle: A guide\n---\n\n```nosuchlang\nx\n```\n' });
    const out = previousOutput(dir);
    const lenient = portal(dir, 'build', '--out', path.join(dir, 'lenient'));
    expect(lenient.code).toBe(0);
    expect(lenient.stderr).toContain('warning content/guide.md:5:1: unknown code block language "nosuchlang"');
    const strict = portal(dir, 'build', '--strict');
    expect(strict.code).not.toBe(0);
    expect(strict.stderr).toContain('content/guide.md:5:1');
    expect(strict.stderr).toContain('The previous output was left in place.');
    expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toBe('previous build');
  });

  it('reports broken links with a count, and fails on them under --strict keeping the previous output', () => {
    const dir = makeSite('links', {
      'content/guide.md': '---\ntitle: A guide\n---\n\n## Setup\n\nSee [home](/) and [refunds](/refundz) and [setup](#set-up).\n',
    });
    const out = previousOutput(dir);
    const lenient = portal(dir, 'build', '--out', path.join(dir, 'lenient'));
    expect(lenient.code).toBe(0);
    expect(lenient.stderr).toContain('warning content/guide.md:7:19: broken link: /refundz does not exist');
    expect(lenient.stderr).toContain(
      'warning content/guide.md:7:43: broken anchor: /guide exists but has no #set-up (written as #set-up); did you mean #setup?',
    );
    expect(lenient.stderr).toContain('1 broken link, 1 broken anchor, 0 broken Markdown links');
    const strict = portal(dir, 'build', '--strict');
    expect(strict.code).toBe(1);
    expect(strict.stderr).toContain('broken link: /refundz does not exist');
    expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toBe('previous build');
  });

  it('takes the severity of each kind of broken link from the config', () => {
    const guide = '---\ntitle: A guide\n---\n\nSee [refunds](/refundz) and [other](./other.md).\n';
    const thrown = makeSite('throw', { 'content/guide.md': guide, 'portal.config.ts': "export default { onBrokenLinks: 'throw' };\n" });
    const run = portal(thrown, 'build');
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('error content/guide.md:5:5: broken link: /refundz does not exist');
    expect(run.stderr).toContain('warning content/guide.md:5:29: broken Markdown link: ./other.md is not a guide');
    const ignored = makeSite('ignore', {
      'content/guide.md': guide,
      'portal.config.ts': "export default { onBrokenLinks: 'ignore', onBrokenMarkdownLinks: 'ignore' };\n",
    });
    const quiet = portal(ignored, 'build', '--strict');
    expect(quiet.code).toBe(0);
    expect(quiet.stderr).not.toContain('broken');
  });

  it('reports broken YAML front matter with file, line, column, a frame and a hint', () => {
    const dir = makeSite('yaml', { 'content/guide.md': '---\ntitle: Refunds: full and partial\n---\n\nText\n' });
    const out = previousOutput(dir);
    const run = portal(dir, 'build');
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/error content\/guide\.md:2:\d+: invalid YAML in front matter/);
    expect(run.stderr).toContain('> 2 | title: Refunds: full and partial');
    expect(run.stderr).toContain('hint: quote values that contain a colon');
    expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toBe('previous build');
  });

  it('reports every broken file at once', () => {
    const dir = makeSite('many', {
      'content/a.md': '---\ntitle: [unclosed\n---\n',
      'content/b.md': '---\nsidebar_position: two\n---\n',
    });
    const run = portal(dir, 'build');
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('content/a.md:');
    expect(run.stderr).toMatch(/content\/b\.md:2:1: front matter: `sidebar_position` must be a number, got a string \("two"\)/);
    expect(run.stderr).toMatch(/2 errors/);
  });

  it('rejects an unknown config key with one line naming it', () => {
    const dir = makeSite('config', { 'portal.config.ts': "export default {\n  title: 'X',\n  navbar: { itemz: [] },\n};\n" });
    const run = portal(dir, 'build');
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('error portal.config.ts:3:13: unknown key `navbar.itemz` in `navbar`');
    expect(run.stderr).toContain('hint: see "Configuration" in the README');
  });

  it('rejects a value of the wrong type naming the key and what was expected', () => {
    const dir = makeSite('type', { 'portal.config.ts': "export default {\n  colorMode: { respectPrefersColorScheme: 'yes' },\n};\n" });
    const run = portal(dir, 'build');
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('`colorMode.respectPrefersColorScheme` must be a boolean, got a string ("yes")');
  });

  it('says which folder is missing', () => {
    const dir = makeSite('missing', {});
    const run = portal(dir, 'build', '--content', 'nope');
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('content folder not found: nope');
    expect(run.stderr).toContain('hint: create it, or pass another folder with --content DIR');
  });

  it('builds the example config shipped with the repo', () => {
    const dir = path.join(tmp, 'repo');
    cpSync(path.resolve(import.meta.dirname, '../../../content'), path.join(dir, 'content'), { recursive: true });
    const run = portal(
      dir,
      'build',
      '--config',
      path.resolve(import.meta.dirname, '../../../portal.config.ts'),
      '--content',
      path.join(dir, 'content'),
      '--out',
      path.join(dir, 'out'),
    );
    expect(run.code, run.stderr).toBe(0);
  });
});
