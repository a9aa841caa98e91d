import { linkSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CASE_TIMEOUT_MS, escapes, projectsOfThisFile, runPortal } from './harness.ts';

// Issue 41: a hard link is a second name of a file that may lie outside the site; every input a build
// reads as data refuses one, naming the file, so the canary's text is never published.
const project = projectsOfThisFile();
const timeout = CASE_TIMEOUT_MS + 5_000;

const description = `openapi: 3.0.3
info:
  title: T
  version: '1'
paths:
  /x:
    get:
      operationId: getX
      responses:
        '200':
          description: ok
          content:
            application/json:
              schema:
                $ref: './schemas/thing.yml'
`;

/** Makes `rel` inside the project a hard link to the canary outside it. */
const hardLink =
  (rel: string) =>
  ({ project, canary }: { project: string; canary: string }) => {
    mkdirSync(path.dirname(path.join(project, rel)), { recursive: true });
    linkSync(canary, path.join(project, rel));
  };

const cases: { input: string; file: string; files?: Record<string, string>; args?: string[]; message: RegExp }[] = [
  { input: 'a guide', file: 'content/linked.md', message: /content\/linked\.md is a hard link \(a file with 2 names, one of which may lie outside the site\)/ },
  {
    input: 'a _category_ file',
    file: 'content/docs/_category_.json',
    files: { 'content/docs/page.md': '# Page\n' },
    message: /content\/docs\/_category_\.json is a hard link/,
  },
  { input: 'tags.yml', file: 'content/tags.yml', message: /content\/tags\.yml is a hard link/ },
  { input: 'a changelog post', file: 'changelog/2024-01-01-post.md', message: /changelog\/2024-01-01-post\.md is a hard link/ },
  {
    input: "the changelog's authors.yml",
    file: 'changelog/authors.yml',
    files: { 'changelog/2024-01-01-post.md': '---\ntitle: Post\nauthors: [a]\n---\n\nText.\n' },
    message: /changelog\/authors\.yml is a hard link/,
  },
  {
    input: 'an image',
    file: 'content/img/pic.png',
    files: { 'content/guide.md': '# Guide\n\n![pic](./img/pic.png)\n' },
    message: /content\/guide\.md:3:1: image "\.\/img\/pic\.png" is not published: it is a hard link/,
  },
  { input: 'a file of static/', file: 'static/leak.txt', message: /static\/leak\.txt is not copied: static\/leak\.txt is a hard link/ },
  {
    input: "a file a description's $ref names",
    file: 'api/schemas/thing.yml',
    files: { 'api/openapi.yml': description },
    args: ['--openapi', 'api/openapi.yml'],
    message: /schemas\/thing\.yml is a hard link/,
  },
];

describe.concurrent('hostile input: hard links to a file outside the site', () => {
  for (const c of cases) {
    it(`${c.input} that is a hard link is refused with a message naming it, and nothing of it is published`, { timeout }, async () => {
      const p = project(c.files ?? {}, hardLink(c.file));
      const run = await runPortal(p, ['build', '--strict', ...(c.args ?? [])]);
      expect(run.timedOut).toBe(false);
      expect(run.stderr).toMatch(c.message);
      expect(run.stderr).toMatch(/hint: /);
      expect(run.code).toBe(1);
      // The link itself holds the canary's text (it is the same file); nothing else may.
      expect(escapes(p, run).filter((problem) => problem !== `${c.file} holds the canary's text`)).toEqual([]);
    });
  }
});
