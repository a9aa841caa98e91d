import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiOperation } from '../../src/openapi/api-types.ts';
import { generateCodeSamples } from '../../src/openapi/code-samples.ts';
import { sampleRequest } from '../../src/openapi/sample-request.ts';
import { apiModelOf, descriptions } from './descriptions.ts';
import { startValidatingServer } from './validating-server.ts';

// The samples a reader copies, run as they are written (curl by bash, Python by python3 with
// `requests`) against a server that checks each request against its operation: what the page tells
// a developer to send is what the description allows.
const hasCurl = spawnSync('curl', ['--version']).status === 0;
const hasPython = spawnSync('python3', ['-c', 'import requests']).status === 0;

let server: Awaited<ReturnType<typeof startValidatingServer>>;
let cwd: string;
beforeAll(async () => {
  server = await startValidatingServer();
  cwd = mkdtempSync(path.join(os.tmpdir(), 'portal-samples-'));
});
afterAll(async () => {
  await server.close();
  rmSync(cwd, { recursive: true, force: true });
});

/** The environment a sample reads its credentials from (`$NAME`, `os.environ["NAME"]`), and the files it uploads, made. */
function prepare(source: string): Record<string, string> {
  for (const file of source.match(/path\/to\/[A-Za-z0-9._-]+/g) ?? []) {
    mkdirSync(path.join(cwd, 'path/to'), { recursive: true });
    writeFileSync(path.join(cwd, file), 'file');
  }
  const env: Record<string, string> = { PATH: process.env.PATH ?? '', HOME: cwd };
  for (const [, name] of source.matchAll(/(?:\$\{?|os\.environ\[["'])([A-Z][A-Z0-9_]*)/g)) env[name!] = 'test-credential';
  return env;
}

function samplesOf(op: ApiOperation, language: string): string | undefined {
  return generateCodeSamples(sampleRequest(op, server.origin), op.xCodeSamples).find((s) => s.language === language)?.source;
}

/** What the server said, or why nothing reached it. */
function verdict(op: ApiOperation, ran: string): string | undefined {
  const answer = server.answered();
  if (!answer) return `${op.method.toUpperCase()} ${op.path}: no request reached the server (${ran.trim().slice(0, 300)})`;
  return answer.status === 200 ? undefined : `${op.method.toUpperCase()} ${op.path}: ${answer.problems.join(' | ')}`;
}

/** Each operation's request, as the server gets it from `run` of the sample. */
async function rejectedSamples(file: string, language: string, run: (source: string, env: Record<string, string>) => Promise<string>): Promise<string[]> {
  const model = await apiModelOf(file);
  const rejected: string[] = [];
  for (const op of model.operations) {
    const source = samplesOf(op, language);
    // An operation the description gives its own sample of (x-codeSamples) is the author's to keep right.
    if (source === undefined || op.xCodeSamples.length) continue;
    server.expect(op);
    const problem = verdict(op, await run(source, prepare(source)));
    if (problem) rejected.push(problem);
  }
  return rejected;
}

const runCurl = (source: string, env: Record<string, string>): Promise<string> =>
  new Promise((resolve) => {
    const child = spawn('bash', ['-c', `${source} --silent --show-error --max-time 10`], { cwd, env });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c));
    child.stderr.on('data', (c: Buffer) => (output += c));
    child.on('close', () => resolve(output));
  });

/** One python3 for a description: each sample is run in it by `exec`, its printing kept from the protocol. */
const DRIVER = `
import io, json, os, sys, contextlib
for line in sys.stdin:
    job = json.loads(line)
    os.environ.update(job["env"])
    out = io.StringIO()
    try:
        with contextlib.redirect_stdout(out):
            exec(compile(job["source"], "sample.py", "exec"), {"__name__": "__main__"})
        result = "ran"
    except BaseException as error:
        result = "failed: " + repr(error)
    print(json.dumps(result), flush=True)
`;

describe.skipIf(!hasCurl).each(descriptions)('the curl sample of every operation of %s', (_, file) => {
  it('is accepted by a server that checks it against the description', async () => {
    expect(await rejectedSamples(file, 'curl', runCurl)).toEqual([]);
  });
});

describe.skipIf(!hasPython).each(descriptions)('the Python sample of every operation of %s', (_, file) => {
  it('is accepted by a server that checks it against the description', async () => {
    const python = spawn('python3', ['-c', DRIVER], { cwd, env: { PATH: process.env.PATH ?? '', HOME: cwd } });
    const lines = createInterface({ input: python.stdout })[Symbol.asyncIterator]();
    let errors = '';
    python.stderr.on('data', (c: Buffer) => (errors += c));
    try {
      const run = async (source: string, env: Record<string, string>): Promise<string> => {
        python.stdin.write(`${JSON.stringify({ source, env })}\n`);
        const next = await lines.next();
        return next.done ? `python3 stopped: ${errors}` : (JSON.parse(next.value) as string);
      };
      expect(await rejectedSamples(file, 'python', run)).toEqual([]);
    } finally {
      python.stdin.end();
      python.kill();
    }
  });
});
