import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CASE_TIMEOUT_MS, countingServer, escapes, projectsOfThisFile, runPortal } from './harness.ts';

// Issue 11: paths derived from input never lead a build outside its project.
const project = projectsOfThisFile();

/** A local server that counts requests: a refused remote $ref must never reach it. */
const server = countingServer(
  (_req, res) => res.writeHead(404).end('no'),
  (req) => req.url === '/schema.yml',
);

const description = (ref: string) => `openapi: 3.1.0
info:
  title: T
  version: '1'
paths:
  /x:
    get:
      responses:
        '200':
          description: ok
          content:
            application/json:
              schema:
                $ref: '${ref}'
`;

const timeout = CASE_TIMEOUT_MS + 5_000;

describe.concurrent('hostile input: path escape', () => {
  it('refuses slugs and category slugs that leave the site, with file:line:col, and writes nothing (also under --strict)', { timeout }, async () => {
    const p = project({
      'content/guide.md': '---\ntitle: A guide\nslug: ../../../outside/pwned\n---\n\nText.\n',
      'content/abs.md': '---\nslug: /../../outside/abs\n---\n\nText.\n',
      'content/enc.md': '---\nslug: /%2e%2e/%2e%2e/outside/enc\n---\n\nText.\n',
      'content/sub/_category_.json': '{\n  "label": "Sub",\n  "link": { "type": "generated-index", "slug": "../../outside/cat" }\n}\n',
      'content/sub/page.md': '# Page\n',
    });
    const run = await runPortal(p, ['build', '--strict']);
    expect(run.timedOut).toBe(false);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/content\/guide\.md:3:1: front matter: slug "\.\.\/\.\.\/\.\.\/outside\/pwned" is refused: it leads outside the site/);
    expect(run.stderr).toMatch(/content\/abs\.md:2:1: front matter: slug/);
    expect(run.stderr).toMatch(/content\/enc\.md:2:1: front matter: slug .* decodes to a path step/);
    expect(run.stderr).toMatch(/content\/sub\/_category_\.json:3:\d+: category: link\.slug "\.\.\/\.\.\/outside\/cat" is refused/);
    expect(run.stderr).toContain('hint: a slug is a route on this site');
    expect(existsSync(path.join(p.project, 'build'))).toBe(false);
    expect(escapes(p, run)).toEqual([]);
  });

  it("refuses a guide image outside the content folder and the site's folder, as written or through a symlink, and copies nothing", { timeout }, async () => {
    const p = project(
      {
        'content/guide.md':
          '---\ntitle: A guide\n---\n\n![passwd](../../../../../../../../etc/passwd)\n\n![canary](../../outside/canary.txt)\n\n![link](./img/link.png)\n',
      },
      ({ project, canary }) => {
        mkdirSync(path.join(project, 'content/img'));
        symlinkSync(canary, path.join(project, 'content/img/link.png'));
      },
    );
    const run = await runPortal(p, ['build']);
    expect(run.timedOut).toBe(false);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(
      /content\/guide\.md:5:1: image "\.\.\/(\.\.\/)+etc\/passwd" is refused: it leads outside the content folder and the site's folder/,
    );
    expect(run.stderr).toMatch(/content\/guide\.md:7:1: image "\.\.\/\.\.\/outside\/canary\.txt" is refused/);
    expect(run.stderr).toMatch(
      /content\/guide\.md:9:1: image "\.\/img\/link\.png" is refused: it is a symbolic link that leads outside the content folder and the site's folder/,
    );
    expect(run.stderr).toContain("hint: keep images inside the content folder and the site's folder");
    expect(existsSync(path.join(p.project, 'build'))).toBe(false);
    expect(escapes(p, run)).toEqual([]);
  });

  for (const [name, given, reason] of [
    ['a ../ path', '../outside', "it leads outside the config's folder"],
    ['a symlink out', 'linked', "it is a symbolic link that leads outside the config's folder"],
  ] as const) {
    it(`refuses a pages folder given as ${name}, naming the config key, and reads no page from it`, { timeout }, async () => {
      const p = project({ 'portal.config.ts': `export default { pages: { path: ${JSON.stringify(given)} } };\n` }, ({ project, canary }) => {
        writeFileSync(path.join(path.dirname(canary), 'secret.md'), '# Secret page\n');
        symlinkSync(path.dirname(canary), path.join(project, 'linked'));
      });
      const run = await runPortal(p, ['build']);
      expect(run.timedOut).toBe(false);
      expect(run.code).toBe(1);
      expect(run.stderr).toContain(`portal.config.ts: \`pages.path\` ${given} is refused: ${reason}`);
      expect(run.stderr).toContain("hint: name a folder inside the config's folder, or `pages: false`");
      expect(existsSync(path.join(p.project, 'build'))).toBe(false);
      expect(escapes(p, run)).toEqual([]);
    });
  }

  for (const [name, ref] of [
    ['a ../ path', '../../outside/canary.txt#/Thing'],
    ['a file:// URL', 'file:///etc/passwd'],
    ['an absolute path', '/etc/passwd#/x'],
  ] as const) {
    it(`refuses a $ref to ${name} with the file, the JSON pointer and the line`, { timeout }, async () => {
      const p = project({ 'mk-openapi/openapi.yml': description(ref) });
      const run = await runPortal(p, ['build']);
      expect(run.timedOut).toBe(false);
      expect(run.code).toBe(1);
      expect(run.stderr).toContain(
        `mk-openapi/openapi.yml:14:17: $ref "${ref}" at #/paths/~1x/get/responses/200/content/application~1json/schema is refused: it leads outside mk-openapi/`,
      );
      expect(run.stderr).toContain('hint: keep shared schemas inside');
      expect(run.stderr).not.toContain('root:');
      expect(escapes(p, run)).toEqual([]);
    });
  }

  it('never downloads a $ref unless the config opts in', { timeout }, async () => {
    const p = project({ 'mk-openapi/openapi.yml': description(`${server.origin}/schema.yml`) });
    const run = await runPortal(p, ['build']);
    expect(run.timedOut).toBe(false);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('is refused: portal does not download $refs');
    expect(run.stderr).toContain('openapi.allowRemoteRefs');
    expect(server.requests).toBe(0);
    expect(escapes(p, run)).toEqual([]);
  });

  it('fails at once, naming the $ref, when an allowed download fails', { timeout }, async () => {
    const p = project({
      'portal.config.ts': 'export default { openapi: { allowRemoteRefs: true } };\n',
      'mk-openapi/openapi.yml': description(`${server.origin}/missing.yml`),
    });
    const run = await runPortal(p, ['build']);
    expect(run.timedOut).toBe(false);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      `$ref "${server.origin}/missing.yml" at #/paths/~1x/get/responses/200/content/application~1json/schema is refused: the download failed (HTTP 404)`,
    );
    expect(escapes(p, run)).toEqual([]);
  });

  for (const [name, out, message] of [
    ['the content folder', 'content', '--out content is the content folder'],
    ["the config's folder", '.', "--out . is the config's folder"],
    ['a folder that contains the project', '..', '--out .. contains the content folder'],
    ['an existing file', 'portal.config.ts', '--out portal.config.ts is an existing file'],
    ['a folder portal did not build', 'docs', '--out docs is a folder that portal did not build'],
  ] as const) {
    it(`refuses --out naming ${name} and leaves it alone`, { timeout }, async () => {
      const p = project({ 'docs/notes.txt': 'my notes\n' });
      const before = readdirSync(p.project).sort();
      const run = await runPortal(p, ['build', '--out', out]);
      expect(run.timedOut).toBe(false);
      expect(run.code).toBe(1);
      expect(run.stderr).toContain(message);
      expect(run.stderr).toContain('hint: pass another folder with --out DIR');
      expect(readdirSync(p.project).sort()).toEqual(before);
      expect(readFileSync(path.join(p.project, 'content/guide.md'), 'utf8')).toContain('Some text.');
      expect(readFileSync(path.join(p.project, 'docs/notes.txt'), 'utf8')).toBe('my notes\n');
      expect(escapes(p, run)).toEqual([]);
    });
  }

  it('replaces a folder it did not build only with --force, and leaves its marker for the next build', { timeout }, async () => {
    const p = project({ 'docs/notes.txt': 'my notes\n' });
    const run = await runPortal(p, ['build', '--out', 'docs', '--force']);
    expect(run.code).toBe(0);
    expect(existsSync(path.join(p.project, 'docs/notes.txt'))).toBe(false);
    expect(existsSync(path.join(p.project, 'docs/.portal-build'))).toBe(true);
    const again = await runPortal(p, ['build', '--out', 'docs']);
    expect(again.code).toBe(0);
    expect(escapes(p, again)).toEqual([]);
  });

  it('removes the staging folders of earlier killed builds, and its own on SIGTERM', { timeout }, async () => {
    // Enough pages that the build stays in its staging folder long enough to be interrupted there.
    const guides = Object.fromEntries(
      Array.from({ length: 150 }, (_, i) => [`content/guide-${i}.md`, `---\ntitle: Guide ${i}\n---\n\n${'Some text about payments. '.repeat(200)}\n`]),
    );
    const p = project(guides, ({ project }) => {
      // A pid far above pid_max is never alive.
      for (const name of ['.portal-tmp-build-99999999', '.portal-old-build-99999998']) {
        mkdirSync(path.join(project, name, 'assets'), { recursive: true });
      }
      mkdirSync(path.join(project, 'build'));
      writeFileSync(path.join(project, 'build/.portal-build'), '');
    });
    const run = await runPortal(p, ['build']);
    expect(run.code).toBe(0);
    expect(readdirSync(p.project).filter((n) => n.startsWith('.portal-'))).toEqual([]);

    const { spawn } = await import('node:child_process');
    const child = spawn(process.execPath, [path.resolve(import.meta.dirname, '../../bin/portal.js'), 'build'], { cwd: p.project, stdio: 'ignore' });
    const staging = `.portal-tmp-build-${child.pid}`;
    // Wait (bounded by the test's timeout) for the build to start staging, then interrupt it.
    while (!existsSync(path.join(p.project, staging)) && child.exitCode === null) await new Promise((r) => setTimeout(r, 2));
    child.kill('SIGTERM');
    const code = await new Promise<number | null>((resolve) => child.on('close', (c) => resolve(c)));
    expect(code).toBe(143);
    expect(existsSync(path.join(p.project, staging))).toBe(false);
    expect(readFileSync(path.join(p.project, 'build/index.html'), 'utf8')).toContain('Welcome.');
    expect(escapes(p)).toEqual([]);
  });

  it('never hangs on a FIFO where an image should be', { timeout }, async () => {
    const p = project({ 'content/guide.md': '---\ntitle: A guide\n---\n\n![pipe](./pipe.png)\n' }, ({ project }) => {
      execFileSync('mkfifo', [path.join(project, 'content/pipe.png')]);
    });
    const run = await runPortal(p, ['build', '--strict']);
    expect(run.timedOut).toBe(false);
    expect(run.code).toBe(1);
    expect(escapes(p, run)).toEqual([]);
  });
});
