import { existsSync, readFileSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CANARY_TEXT, CASE_TIMEOUT_MS, escapes, projectsOfThisFile, runPortal } from './harness.ts';

// Issue 41: `portal migrate docusaurus` writes only a file of the project and bounds what the config may cost.
const project = projectsOfThisFile();
const timeout = CASE_TIMEOUT_MS + 5_000;
const DOCUSAURUS = "export default { title: 'Migrated', url: 'https://example.com', baseUrl: '/' };\n";

describe.concurrent('hostile input: portal migrate docusaurus', () => {
  it('refuses to write through a dangling symbolic link named portal.config.ts', { timeout }, async () => {
    const p = project({ 'portal.config.ts': null, 'docusaurus.config.js': DOCUSAURUS }, ({ project }) =>
      symlinkSync('../outside/written.ts', path.join(project, 'portal.config.ts')),
    );
    const run = await runPortal(p, ['migrate', 'docusaurus', '.']);
    expect(run.timedOut).toBe(false);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('portal.config.ts is a symbolic link (to ../outside/written.ts)');
    expect(existsSync(path.join(p.root, 'outside/written.ts'))).toBe(false);
    expect(escapes(p, run)).toEqual([]);
  });

  it('refuses to write through a symbolic link to a file elsewhere, even with --force', { timeout }, async () => {
    const p = project({ 'portal.config.ts': null, 'docusaurus.config.js': DOCUSAURUS }, ({ project, canary }) =>
      symlinkSync(canary, path.join(project, 'portal.config.ts')),
    );
    const run = await runPortal(p, ['migrate', 'docusaurus', '.', '--force']);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('portal.config.ts is a symbolic link');
    expect(readFileSync(p.canary, 'utf8')).toBe(`${CANARY_TEXT}\n`);
    expect(escapes(p, run)).toEqual([]);
  });

  it('stops a config that allocates without end with a message, not V8 running out of heap', { timeout }, async () => {
    const p = project({ 'portal.config.ts': null, 'docusaurus.config.js': 'const a = [];\nfor (;;) a.push(new Array(1e6).fill(1));\nexport default {};\n' });
    const run = await runPortal(p, ['migrate', 'docusaurus', '.']);
    expect(run.timedOut).toBe(false);
    expect(run.code).toBe(1);
    // The memory cap stops it first; on a loaded machine the 10 s limit may come first: either is a clean stop.
    expect(run.stderr).toMatch(
      /docusaurus\.config\.js: cannot evaluate the Docusaurus config: it (used more than 256 MB of memory|did not finish within 10 s)/,
    );
    expect(run.stderr).toContain('only exports values');
    expect(run.stderr).not.toMatch(/heap out of memory|ERR_WORKER/);
    expect(existsSync(path.join(p.project, 'portal.config.ts'))).toBe(false);
  });

  it('refuses a config whose value is larger than 16 MB as JSON', { timeout }, async () => {
    const p = project({ 'portal.config.ts': null, 'docusaurus.config.js': "export default { title: 'x', tagline: 'y'.repeat(40_000_000) };\n" });
    const run = await runPortal(p, ['migrate', 'docusaurus', '.']);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('its value is 38 MB as JSON (at most 16 MB)');
  });
});
