import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const BIN = path.resolve(import.meta.dirname, '../../bin/portal.js');
/** A case that takes longer than this has hung: the process is killed and the case fails instead of blocking CI. */
export const CASE_TIME_BOUND_MS = 45_000;

/** Temporary projects of one test file; `cleanup()` removes them all. */
export function hostileProjects(prefix: string) {
  const root = mkdtempSync(path.join(os.tmpdir(), `portal-${prefix}-`));
  return {
    /** A project with a minimal config and home guide, overlaid with `files` (relative path → text or bytes). */
    make(name: string, files: Record<string, string | Buffer>): string {
      const dir = path.join(root, name);
      const defaults: Record<string, string> = {
        'portal.config.ts': "export default { title: 'Hostile' };\n",
        'content/index.md': '---\ntitle: Home\n---\n\nWelcome.\n',
      };
      for (const [file, text] of Object.entries({ ...defaults, ...files })) {
        mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
        writeFileSync(path.join(dir, file), text);
      }
      return dir;
    },
    cleanup: () => rmSync(root, { recursive: true, force: true }),
  };
}

export interface PortalRun {
  code: number | null;
  stdout: string;
  stderr: string;
  /** True when the run outlived the time bound and was killed. */
  hung: boolean;
}

/** Runs `portal ...args` in `cwd` as a child process, killed after `bound` ms. */
export function runPortal(cwd: string, args: string[], bound = CASE_TIME_BOUND_MS): Promise<PortalRun> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [BIN, ...args], { cwd, env: { ...process.env, CI: 'true', NO_COLOR: '1', DEBUG: '' } });
    let stdout = '';
    let stderr = '';
    let hung = false;
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const timer = setTimeout(() => {
      hung = true;
      child.kill('SIGKILL');
    }, bound);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr, hung });
    });
  });
}

/** A long-running `portal` command (watch, serve): its output so far, a wait for text in it, and its exit. */
export function startPortal(cwd: string, args: string[]) {
  const child = spawn(process.execPath, [BIN, ...args], { cwd, env: { ...process.env, CI: 'true', NO_COLOR: '1', DEBUG: '' } });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('close', (code, signal) => resolve(code ?? (signal ? -1 : null))));
  return {
    child,
    output: () => output,
    /** Resolves with the first match of `pattern` in the output; rejects when it has not appeared within `bound` ms. */
    waitFor(pattern: RegExp, bound = CASE_TIME_BOUND_MS): Promise<RegExpExecArray> {
      return new Promise((resolve, reject) => {
        const deadline = Date.now() + bound;
        const poll = () => {
          const match = pattern.exec(output);
          if (match) return resolve(match);
          if (Date.now() > deadline) return reject(new Error(`no ${pattern} in the output within ${bound} ms:\n${output}`));
          setTimeout(poll, 50);
        };
        poll();
      });
    },
    exited,
  };
}
