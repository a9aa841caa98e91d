import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { hostileProjects, runPortal } from './robust-harness.ts';

// Inputs that used to end the build with a bare `Maximum call stack size exceeded` (or crash the
// error handler): each must fail with the file, line and a hint, and write nothing.
const projects = hostileProjects('crash');
afterAll(() => projects.cleanup());

const guides = {
  'content/deep-quote.md': `${'>'.repeat(2000)} x\n`,
  'content/deep-list.md': Array.from({ length: 500 }, (_, i) => `${'  '.repeat(i)}- x`).join('\n'),
  'content/emphasis-run.md': `${'*a '.repeat(3000)} b${'*'.repeat(3000)}\n`,
  'content/deep-inline.md': `Intro\n\n${'*a '.repeat(150)}b${'*'.repeat(150)}\n`,
};

/** What every case prints: an error naming the file and line, a hint, no "unexpected error". */
function expectNamed(stderr: string, file: string, message: RegExp): void {
  const line = stderr.split('\n').find((l) => l.startsWith(`error ${file}:`));
  expect(line, stderr).toMatch(message);
  expect(line).toMatch(new RegExp(`^error ${file.replace(/[.]/g, '\\.')}:\\d+:\\d+: `));
  expect(stderr).toMatch(/^ {2}hint: /m);
  expect(stderr).not.toMatch(/unexpected error/);
}

describe('crash: inputs that overflowed the stack name their file', () => {
  it.concurrent('deep quotes, lists, emphasis runs and inline nesting on a small site (rendered in the main thread)', async () => {
    const dir = projects.make('small', guides);
    const run = await runPortal(dir, ['build']);
    expect(run.hung).toBe(false);
    expect(run.code).toBe(1);
    expectNamed(run.stderr, 'content/deep-quote.md', /blockquotes or lists nested 2000 levels deep/);
    expectNamed(run.stderr, 'content/deep-list.md', /indented \d+ columns/);
    expectNamed(run.stderr, 'content/emphasis-run.md', /more than \d+ emphasis markers/);
    expectNamed(run.stderr, 'content/deep-inline.md', /nested more than \d+ levels deep/);
    expect(existsSync(path.join(dir, 'build'))).toBe(false);
  });

  it.concurrent('give the same errors on a large site (rendered in worker threads)', async () => {
    const many = Object.fromEntries(Array.from({ length: 320 }, (_, i) => [`content/many/page-${i}.md`, `# Page ${i}\n\nText.\n`]));
    const dir = projects.make('large', { ...guides, ...many });
    const run = await runPortal(dir, ['build']);
    expect(run.hung).toBe(false);
    expect(run.code).toBe(1);
    for (const file of Object.keys(guides)) expect(run.stderr).toMatch(new RegExp(`^error ${file.replace(/[.]/g, '\\.')}:\\d+:\\d+: `, 'm'));
  });

  it.concurrent('a description with schemas nested 300 levels deep', async () => {
    const schema = `${'{"type":"object","properties":{"a":'.repeat(300)}{"type":"string"}${'}}'.repeat(300)}`;
    const description = `{"openapi":"3.0.0","info":{"title":"x","version":"1"},"paths":{"/x":{"get":{"responses":{"200":{"description":"ok","content":{"application/json":{"schema":${schema}}}}}}}}}`;
    const dir = projects.make('schema', { 'mk-openapi/openapi.yml': description });
    const run = await runPortal(dir, ['build']);
    expect(run.hung).toBe(false);
    expect(run.code).toBe(1);
    expectNamed(run.stderr, 'mk-openapi/openapi.yml', /nests more than 100 levels deep \(at #\/paths\/~1x\/get/);
  });

  it.concurrent('a description whose $refs chain 3,000 schemas, each naming the next', async () => {
    const chain = Array.from({ length: 3000 }, (_, i) => `    S${i}: { type: object, properties: { n: { $ref: '#/components/schemas/S${i + 1}' } } }`).join(
      '\n',
    );
    const description = `openapi: 3.0.3
info: { title: Deep, version: '1' }
paths:
  /a:
    get:
      responses:
        '200':
          description: ok
          content:
            application/json:
              schema: { $ref: '#/components/schemas/S0' }
components:
  schemas:
${chain}
    S3000: { type: string }
`;
    const dir = projects.make('ref-chain', { 'mk-openapi/openapi.yml': description });
    const run = await runPortal(dir, ['build']);
    expect(run.hung).toBe(false);
    expect(run.code).toBe(1);
    expectNamed(
      run.stderr,
      'mk-openapi/openapi.yml',
      /^error mk-openapi\/openapi\.yml:14:5: #\/components\/schemas\/S0 starts a chain of more than 1,000 \$refs/,
    );
    expect(run.stderr).not.toContain('Maximum call stack');
  });

  it.concurrent('a config that throws a string', async () => {
    const dir = projects.make('throw-string', { 'portal.config.ts': 'throw "no config for you";\n' });
    const run = await runPortal(dir, ['build']);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^error portal\.config\.ts: cannot load the config: no config for you$/m);
    expect(run.stderr).toMatch(/^ {2}hint: /m);
    expect(run.stderr).not.toMatch(/unexpected error/);
  });
});
