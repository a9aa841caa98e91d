import { mkdirSync, readdirSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CASE_TIMEOUT_MS, escapes, projectsOfThisFile, runPortal } from './harness.ts';

// Issue 42: an output inside a folder the build reads is refused (the next build would read its
// own output), symbolic links resolved; `--out /` is named as given.
const project = projectsOfThisFile();
const timeout = CASE_TIMEOUT_MS + 5_000;

// One case at a time: each is a whole build, and the machine may be shared.
describe('hostile input: --out inside a folder the build reads', () => {
  for (const [name, out, message, setup] of [
    ['inside the content folder', 'content/build', '--out content/build is inside the content folder, which the build reads'],
    ['inside static/', 'static/build', '--out static/build is inside the static/ folder, which the build reads'],
    ['static/ itself', 'static', '--out static is the static/ folder, which the build reads'],
    ['inside the changelog folder', 'changelog/out', '--out changelog/out is inside the changelog folder, which the build reads'],
    [
      'a symlink into the content folder',
      'linked/build',
      '--out linked/build is inside the content folder',
      (dir: string) => symlinkSync(path.join(dir, 'content'), path.join(dir, 'linked')),
    ],
  ] as const) {
    it(`refuses --out ${name} and writes nothing`, { timeout }, async () => {
      const p = project({ 'static/robots.txt': 'User-agent: *\n', 'changelog/2025-01-01-hello.md': '---\ntitle: Hello\n---\n\nHi.\n' }, ({ project: dir }) => {
        mkdirSync(path.join(dir, 'static'), { recursive: true });
        (setup as ((d: string) => void) | undefined)?.(dir);
      });
      const before = ['content', 'static', 'changelog'].map((d) => readdirSync(path.join(p.project, d)).sort());
      const run = await runPortal(p, ['build', '--out', out]);
      expect(run.timedOut).toBe(false);
      expect(run.code).toBe(1);
      expect(run.stderr).toContain(message);
      expect(run.stderr).toContain('the next build would read its own output');
      expect(['content', 'static', 'changelog'].map((d) => readdirSync(path.join(p.project, d)).sort())).toEqual(before);
      expect(escapes(p, run)).toEqual([]);
    });
  }

  it('names --out / as given, not as a climb of ../', { timeout }, async () => {
    const p = project();
    const run = await runPortal(p, ['build', '--out', '/']);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('--out / contains the content folder');
    expect(run.stderr).not.toContain('../..');
  });

  it('still builds into a folder beside the sources', { timeout }, async () => {
    const p = project({ 'static/robots.txt': 'User-agent: *\n' });
    const run = await runPortal(p, ['build', '--out', 'build']);
    expect(run.stderr).not.toContain('error');
    expect(run.code).toBe(0);
    expect(readdirSync(path.join(p.project, 'build'))).toContain('robots.txt');
  });
});
