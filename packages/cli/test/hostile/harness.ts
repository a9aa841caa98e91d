import { spawn } from 'node:child_process';
import { lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';

const BIN = path.resolve(import.meta.dirname, '../../bin/portal.js');

/** How long one `portal` run may take before the case fails as a hang (the machine may be busy). */
export const CASE_TIMEOUT_MS = 90_000;

/** The text of the canary file outside every project: it must never show up in an output or a message. */
export const CANARY_TEXT = 'CANARY-7f3a9c: this file lies outside the project';

/** A temporary project for one hostile case: `root/project/` holds the site, `root/outside/` the canary. */
export interface HostileProject {
  root: string;
  project: string;
  /** Absolute path of the canary file outside the project. */
  canary: string;
  /** The listing of everything outside `project/` when the case started. */
  before: string[];
}

/** The small site every case starts from: a config, a home page and one guide. */
const BASE_FILES: Record<string, string> = {
  'portal.config.ts': "export default { title: 'Hostile Fixture' };\n",
  'content/index.md': '---\ntitle: Home\n---\n\nWelcome.\n',
  'content/guide.md': '---\ntitle: A guide\n---\n\nSome text.\n',
};

/** Every path under `dir` with its size, sorted (`project/` left out when listing the root). */
function listing(dir: string, skip?: string): string[] {
  const out: string[] = [];
  const walk = (abs: string, rel: string) => {
    for (const name of readdirSync(abs).sort()) {
      const childRel = rel ? `${rel}/${name}` : name;
      if (childRel === skip) continue;
      const child = path.join(abs, name);
      const stat = lstatSync(child, { throwIfNoEntry: false });
      if (stat?.isDirectory()) walk(child, childRel);
      out.push(`${childRel} ${stat?.isFile() ? stat.size : ''}`);
    }
  };
  walk(dir, '');
  return out;
}

/**
 * Makes a temporary project from the base site plus `files` (null deletes a base file), with a
 * canary file beside it. `setup` may add what files cannot express (symlinks, FIFOs).
 */
export function makeProject(files: Record<string, string | null> = {}, setup?: (p: { project: string; canary: string }) => void): HostileProject {
  const root = mkdtempSync(path.join(os.tmpdir(), 'portal-hostile-'));
  const project = path.join(root, 'project');
  const canary = path.join(root, 'outside', 'canary.txt');
  mkdirSync(path.dirname(canary), { recursive: true });
  writeFileSync(canary, `${CANARY_TEXT}\n`);
  for (const [file, text] of Object.entries({ ...BASE_FILES, ...files })) {
    if (text === null) continue;
    mkdirSync(path.dirname(path.join(project, file)), { recursive: true });
    writeFileSync(path.join(project, file), text);
  }
  setup?.({ project, canary });
  return { root, project, canary, before: listing(root, 'project') };
}

/** What one `portal` run did. */
export interface PortalRun {
  code: number | null;
  stdout: string;
  stderr: string;
  /** True when the run was killed for taking longer than CASE_TIMEOUT_MS. */
  timedOut: boolean;
}

/** Runs `portal ...args` in the project as a child process, killed (and reported) after CASE_TIMEOUT_MS. */
export function runPortal(p: HostileProject, args: string[], options: { cwd?: string; timeoutMs?: number } = {}): Promise<PortalRun> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [BIN, ...args], { cwd: options.cwd ?? p.project, env: { ...process.env, CI: 'true', NO_COLOR: '1', DEBUG: '' } });
    let stdout = '';
    let stderr = '';
    let timedOut = false;
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, options.timeoutMs ?? CASE_TIMEOUT_MS);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr, timedOut });
    });
  });
}

/**
 * What a case must leave true: nothing outside the project changed or appeared (the listing of
 * the temporary root, the canary's text), and no file inside the project, nor the output, holds the
 * canary's text (nothing was read from outside). Returns the problems found (empty when none).
 */
export function escapes(p: HostileProject, run?: PortalRun): string[] {
  const problems: string[] = [];
  const after = listing(p.root, 'project');
  if (after.join('\n') !== p.before.join('\n')) problems.push(`outside the project changed:\n${after.filter((l) => !p.before.includes(l)).join('\n')}`);
  if (readFileSync(p.canary, 'utf8') !== `${CANARY_TEXT}\n`) problems.push('the canary file changed');
  for (const line of listing(p.project)) {
    const rel = line.slice(0, line.lastIndexOf(' '));
    const abs = path.join(p.project, rel);
    if (!lstatSync(abs, { throwIfNoEntry: false })?.isFile()) continue;
    if (readFileSync(abs).includes(CANARY_TEXT.slice(0, 14))) problems.push(`${rel} holds the canary's text`);
  }
  if (run && `${run.stdout}${run.stderr}`.includes(CANARY_TEXT.slice(0, 14))) problems.push("the output of the command holds the canary's text");
  return problems;
}

/** Removes a case's temporary folder. */
export function removeProject(p: HostileProject): void {
  rmSync(p.root, { recursive: true, force: true });
}

/** `makeProject` for one test file: every project it makes is removed after the file's tests. */
export function projectsOfThisFile(): typeof makeProject {
  const projects: HostileProject[] = [];
  afterAll(() => projects.forEach(removeProject));
  return (...args) => {
    const p = makeProject(...args);
    projects.push(p);
    return p;
  };
}

/** A local server, started before and closed after the file's tests, that counts the requests `counts` picks out. */
export function countingServer(answer: (req: IncomingMessage, res: ServerResponse) => void, counts: (req: IncomingMessage) => boolean = () => true) {
  const state = { origin: '', requests: 0 };
  let server: Server | undefined;
  beforeAll(async () => {
    server = createServer((req, res) => {
      if (counts(req)) state.requests++;
      answer(req, res);
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    state.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => server?.close());
  return state;
}
