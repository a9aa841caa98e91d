import { symlinkSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CASE_TIMEOUT_MS, escapes, projectsOfThisFile, runPortal } from './harness.ts';

// Issue 41: metadata files go through the same confinement as guides: a link to a file outside is refused, naming the file.
const project = projectsOfThisFile();
const timeout = CASE_TIMEOUT_MS + 5_000;

describe.concurrent('hostile input: metadata files that are links to files outside', () => {
  it('refuses tags.yml, _category_.json, changelog/authors.yml and changelog/tags.yml that lead outside, and publishes none of them', { timeout }, async () => {
    const p = project(
      {
        'content/docs/page.md': '---\ntitle: Page\ntags: [a]\n---\n\nText.\n',
        'changelog/2025-01-02-post.md': '---\ntitle: A post\nauthors: eve\ntags: [x]\n---\n\nText.\n',
      },
      ({ project, canary }) => {
        symlinkSync(canary, path.join(project, 'content/tags.yml'));
        symlinkSync(canary, path.join(project, 'content/docs/_category_.json'));
        symlinkSync(canary, path.join(project, 'changelog/authors.yml'));
        symlinkSync(canary, path.join(project, 'changelog/tags.yml'));
      },
    );
    const run = await runPortal(p, ['build']);
    expect(run.timedOut).toBe(false);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('content/tags.yml is refused: it is a symbolic link that leads outside the content folder');
    expect(run.stderr).toContain('content/docs/_category_.json is refused: it is a symbolic link that leads outside the content folder');
    expect(run.stderr).toContain('changelog/authors.yml is refused: it is a symbolic link that leads outside the changelog folder');
    expect(escapes(p, run)).toEqual([]);
  });

  it('reads a tags.yml that is a link to a file inside the content folder', { timeout }, async () => {
    const p = project(
      { 'content/docs/page.md': '---\ntitle: Page\ntags: [a]\n---\n\nText.\n', 'content/meta/tags-source.yml': 'a:\n  label: Alpha\n' },
      ({ project }) => symlinkSync('meta/tags-source.yml', path.join(project, 'content/tags.yml')),
    );
    const run = await runPortal(p, ['build']);
    expect(run.code, run.stderr).toBe(0);
  });
});
