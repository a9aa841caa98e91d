/**
 * Runs one command and measures it from outside, the same way whatever it is: wall time from spawn
 * to exit, CPU time (user + system) of the whole process tree (GNU time reports the rusage of the
 * child, which includes every descendant it waited for), and peak memory, the larger of the biggest
 * single process (GNU time's maximum resident set) and the sum over the tree sampled from /proc.
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

export interface Measured {
  wallMs: number;
  cpuMs: number;
  peakRssMb: number;
  stdout: string;
  stderr: string;
}

/** The resident set of `pid` and its descendants, in kB (0 for processes that ended meanwhile). */
function treeRssKb(root: number): number {
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // pid (comm) state ppid … : comm may hold spaces and parentheses, so read after the last ')'.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ppid = Number(fields[1]);
      const list = children.get(ppid) ?? [];
      list.push(Number(name));
      children.set(ppid, list);
      rss.set(Number(name), Number(fields[21]) * 4);
    } catch {
      // the process ended between readdir and read
    }
  }
  let total = 0;
  const queue = [root];
  while (queue.length) {
    const pid = queue.pop()!;
    total += rss.get(pid) ?? 0;
    queue.push(...(children.get(pid) ?? []));
  }
  return total;
}

/** Runs `command args` in `cwd` under GNU time; rejects with its output when it fails. */
export function measure(command: string, args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv }): Promise<Measured> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn('/usr/bin/time', ['-f', '\nTIME %e %U %S %M', command, ...args], { cwd: options.cwd, env: { ...process.env, ...options.env } });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    let sampledKb = 0;
    const sampler = setInterval(() => (sampledKb = Math.max(sampledKb, treeRssKb(child.pid!))), 200);
    child.on('error', reject);
    child.on('close', (code) => {
      clearInterval(sampler);
      const wallMs = performance.now() - started;
      const time = /TIME ([\d.]+) ([\d.]+) ([\d.]+) (\d+)\s*$/.exec(stderr);
      if (code !== 0 || !time) return reject(new Error(`${command} ${args.join(' ')} failed (exit ${code}):\n${stdout.slice(-4000)}\n${stderr.slice(-4000)}`));
      const cpuMs = (Number(time[2]) + Number(time[3])) * 1000;
      resolve({ wallMs, cpuMs, peakRssMb: Math.max(Number(time[4]), sampledKb) / 1024, stdout, stderr: stderr.slice(0, time.index) });
    });
  });
}
