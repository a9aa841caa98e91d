import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CASE_TIMEOUT_MS, escapes, projectsOfThisFile, runPortal } from './harness.ts';

// Issue 41: inputs that crashed the build with a bare system error now get a message naming the file.
const project = projectsOfThisFile();
const timeout = CASE_TIMEOUT_MS + 5_000;
const long = 'a'.repeat(300);

describe.concurrent('hostile input: crashes become messages (issue 41)', () => {
  it('a post in a folder of its own with a broken link: reported, no EISDIR', { timeout }, async () => {
    const p = project({ 'changelog/2025-01-02-post/index.md': '---\ntitle: A post\n---\n\n[gone](/no-such-page)\n' }, ({ project }) =>
      mkdirSync(path.join(project, 'changelog/2025-01-03-empty.md')),
    );
    const run = await runPortal(p, ['build']);
    expect(run.timedOut).toBe(false);
    expect(run.stderr).not.toContain('EISDIR');
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toMatch(/changelog\/2025-01-02-post\/index\.md:5:1: broken link/);
    expect(escapes(p, run)).toEqual([]);
  });

  it('a slug, a post slug or a tag longer than a file name may be: an error naming the file, no ENAMETOOLONG', { timeout }, async () => {
    const p = project({
      'content/guide.md': `---\ntitle: A guide\nslug: /x/${long}\n---\n\nText.\n`,
      'content/other.md': `---\ntitle: Other\ntags: [${'t'.repeat(300)}]\n---\n\nText.\n`,
      'changelog/2025-01-02-post.md': `---\ntitle: A post\nslug: ${long}\n---\n\nText.\n`,
    });
    const run = await runPortal(p, ['build']);
    expect(run.timedOut).toBe(false);
    expect(run.code).toBe(1);
    expect(run.stderr).not.toContain('ENAMETOOLONG');
    expect(run.stderr).toContain('content/guide.md:1: the route of this page has a part of 300 bytes');
    expect(run.stderr).toContain('changelog/2025-01-02-post.md:1: the route of this page has a part of 300 bytes');
    expect(run.stderr).toMatch(/tag \/tags\/t+:1: the route of this page has a part of 300 bytes/);
    expect(existsSync(path.join(p.project, 'build'))).toBe(false);
    expect(escapes(p, run)).toEqual([]);
  });

  it('a description nested 20,000 blockquotes deep: an error at its line, no stack overflow', { timeout }, async () => {
    const description = JSON.stringify({
      openapi: '3.0.3',
      info: { title: 'Deep', version: '1', description: `${'>'.repeat(20_000)} deep` },
      paths: { '/a': { get: { operationId: 'getA', description: `${'* '.repeat(5_000)}x`, responses: { '200': { description: 'ok' } } } } },
    });
    const p = project({ 'mk-openapi/openapi.yml': description });
    const run = await runPortal(p, ['build']);
    expect(run.timedOut).toBe(false);
    expect(run.code).toBe(1);
    expect(run.stderr).not.toContain('Maximum call stack');
    expect(run.stderr).toMatch(/mk-openapi\/openapi\.yml:1:\d+: #\/info\/description: blockquotes or lists nested 20000 levels deep/);
    expect(run.stderr).toMatch(/mk-openapi\/openapi\.yml:1:\d+: #\/paths\/~1a\/get\/description: blockquotes or lists nested 5000 levels deep/);
  });
});
