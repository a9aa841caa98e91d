import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CASE_TIMEOUT_MS, escapes, projectsOfThisFile, runPortal, type HostileProject } from './harness.ts';

// Issue 42: `static/` as a whole is bounded (each file had the asset limit, the total none: 75 files of
// 60 MB took 4.66 GB), and its files are copied one chunk at a time, never all held in memory.
const project = projectsOfThisFile();
const timeout = CASE_TIMEOUT_MS * 2;
const MB = 1024 * 1024;
const BIN = path.resolve(import.meta.dirname, '../../bin/portal.js');

/** Sparse files of `mb` MB each under static/ (the disk holds none of their bytes until they are copied). */
const bigFiles =
  (count: number, mb: number) =>
  ({ project }: { project: string }) => {
    mkdirSync(path.join(project, 'static/downloads'), { recursive: true });
    for (let i = 0; i < count; i++) {
      const file = path.join(project, `static/downloads/file-${i}.bin`);
      writeFileSync(file, '');
      truncateSync(file, mb * MB);
    }
  };

/** Runs `portal build` with the peak-memory probe preloaded; resolves with its exit code, its stderr and its peak resident memory in MB. */
function buildMeasured(p: HostileProject): Promise<{ code: number | null; stderr: string; peakMb: number }> {
  const peakFile = path.join(p.root, 'peak.txt');
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', path.join(import.meta.dirname, 'peak-memory.mjs'), BIN, 'build'], {
      cwd: p.project,
      env: { ...process.env, CI: 'true', NO_COLOR: '1', DEBUG: '', PORTAL_PEAK_MEMORY_FILE: peakFile },
    });
    let stderr = '';
    child.stderr.on('data', (c: Buffer) => (stderr += c));
    const timer = setTimeout(() => child.kill('SIGKILL'), CASE_TIMEOUT_MS);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr, peakMb: Number(readFileSync(peakFile, 'utf8')) / 1024 });
    });
  });
}

describe('hostile input: the total size of static/', () => {
  it('static/ over 512 MB in all (nine files of 60 MB, each under the file limit) fails with one message naming the folder, the total and the limit, and copies nothing', {
    timeout,
  }, async () => {
    const p = project({}, bigFiles(9, 60));
    const run = await runPortal(p, ['build']);
    expect(run.timedOut).toBe(false);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(
      /^error static: static\/ holds 540\.0 MB in 9 files: over the limit of 512 MB on the total size of static\/, so none of it is copied$/m,
    );
    expect(run.stderr).toMatch(/^ {2}hint: serve large downloads from elsewhere .*static\/downloads\/file-0\.bin \(60\.0 MB\)/m);
    expect(run.stderr.match(/^error /gm)).toHaveLength(1);
    expect(existsSync(path.join(p.project, 'build'))).toBe(false);
    expect(escapes(p, run)).toEqual([]);
  });

  it('static/ under the limit is copied byte for byte, without holding its files in memory (peak below the base plus half of static/)', {
    timeout,
  }, async () => {
    // Six files of 60 MB: a build that held them all peaked above 360 MB over its base (about 200 MB).
    const p = project({ 'static/robots-note.txt': 'kept\n' }, bigFiles(6, 60));
    const run = await buildMeasured(p);
    expect(run.stderr).not.toMatch(/^error /m);
    expect(run.code).toBe(0);
    for (let i = 0; i < 6; i++) expect(statSync(path.join(p.project, `build/downloads/file-${i}.bin`)).size).toBe(60 * MB);
    expect(readFileSync(path.join(p.project, 'build/robots-note.txt'), 'utf8')).toBe('kept\n');
    expect(run.peakMb).toBeLessThan(200 + 180);
  });
});
