import { existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CASE_TIMEOUT_MS, countingServer, escapes, projectsOfThisFile, runPortal } from './harness.ts';

// Issue 14: MDX imports, site components and changelog images go through safety/ like every other input path.
const project = projectsOfThisFile();

/** A local server that counts requests: an `http:` import must never reach it. */
const server = countingServer((_req, res) => res.writeHead(200, { 'content-type': 'text/javascript' }).end('export default () => "pwned";'));

const timeout = CASE_TIMEOUT_MS + 5_000;

describe.concurrent('hostile input: MDX and site components', () => {
  it('refuses imports that leave the site (../, an absolute path, a symlink, an http: URL, the same through raw-loader) with file:line:col', {
    timeout,
  }, async () => {
    const p = project(
      {
        'content/guide.md': null,
        'content/guide.mdx': [
          '---',
          'title: A guide',
          '---',
          "import Passwd from '../../../../../../etc/passwd';",
          "import Abs from '/etc/passwd';",
          "import Canary from '../../outside/canary.txt';",
          "import Linked from './_linked.mdx';",
          `import Remote from '${server.origin}/x.js';`,
          "import RawPasswd from '!!raw-loader!../../../../../../etc/passwd';",
          "import RawCanary from '!!raw-loader!../../outside/canary.txt';",
          "import RawLinked from '!!raw-loader!./linked.txt';",
          "import RawPackage from '!!raw-loader!some-package/secret.txt';",
          '',
          'Text.',
          '',
        ].join('\n'),
      },
      ({ project, canary }) => {
        symlinkSync(canary, path.join(project, 'content/_linked.mdx'));
        symlinkSync(canary, path.join(project, 'content/linked.txt'));
      },
    );
    const run = await runPortal(p, ['build']);
    expect(run.timedOut).toBe(false);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/content\/guide\.mdx:4:1: import "(\.\.\/)+etc\/passwd" is refused: it leads outside the site's folder/);
    expect(run.stderr).toMatch(/content\/guide\.mdx:5:1: import "\/etc\/passwd" is refused: it is an absolute path/);
    expect(run.stderr).toMatch(/content\/guide\.mdx:6:1: import "\.\.\/\.\.\/outside\/canary\.txt" is refused: it leads outside/);
    expect(run.stderr).toMatch(/content\/guide\.mdx:7:1: import "\.\/_linked\.mdx" is refused: it is a symbolic link that leads outside/);
    expect(run.stderr).toMatch(
      /content\/guide\.mdx:8:1: import "http:\/\/127\.0\.0\.1:\d+\/x\.js" is refused: it is a URL \(http:\): portal never downloads code/,
    );
    // Docusaurus's raw-loader imports (the text of a file) go through the same checks.
    expect(run.stderr).toMatch(/content\/guide\.mdx:9:1: import "!!raw-loader!(\.\.\/)+etc\/passwd" is refused: it leads outside the site's folder/);
    expect(run.stderr).toMatch(/content\/guide\.mdx:10:1: import "!!raw-loader!\.\.\/\.\.\/outside\/canary\.txt" is refused: it leads outside/);
    expect(run.stderr).toMatch(/content\/guide\.mdx:11:1: import "!!raw-loader!\.\/linked\.txt" is refused: it is a symbolic link that leads outside/);
    expect(run.stderr).toMatch(/content\/guide\.mdx:12:1: import "!!raw-loader!some-package\/secret\.txt" is refused: raw-loader reads the site's own files/);
    expect(server.requests).toBe(0);
    expect(existsSync(path.join(p.project, 'build'))).toBe(false);
    expect(escapes(p, run)).toEqual([]);
  });

  it('refuses a site component that imports a file outside the site, or one over the size limit', { timeout }, async () => {
    const p = project(
      {
        'src/components/Leak.jsx': "import text from '../../../outside/canary.txt';\nexport default function Leak() {\n  return <p>{text}</p>;\n}\n",
        'content/guide.md': null,
        'content/guide.mdx':
          "---\ntitle: A guide\n---\nimport Leak from '@site/src/components/Leak';\nimport Huge from '@site/src/components/Huge';\n\n<Leak />\n\n<Huge />\n",
      },
      ({ project }) =>
        writeFileSync(
          path.join(project, 'src/components/Huge.jsx'),
          `export default function Huge() {\n  return null;\n}\n/*${'x'.repeat(9 * 1024 * 1024)}*/\n`,
        ),
    );
    const run = await runPortal(p, ['build']);
    expect(run.timedOut).toBe(false);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/src\/components\/Leak\.jsx:1:\d+: site component: "\.\.\/\.\.\/\.\.\/outside\/canary\.txt" leaves the site's folder/);
    expect(run.stderr).toMatch(/src\/components\/Huge\.jsx: site component: Huge\.jsx is too large: 9\.0 MB \(at most 8 MB, the size limit of a text file\)/);
    expect(run.stderr).toMatch(/content\/guide\.mdx:4:1: component "@site\/src\/components\/Leak" did not bundle/);
    expect(escapes(p, run)).toEqual([]);
  });

  it('stops a component that loops forever while rendering, naming the page and its components', { timeout }, async () => {
    const p = project({
      'src/components/Spin.jsx': 'export default function Spin() {\n  for (;;) {}\n}\n',
      'content/guide.md': null,
      'content/guide.mdx': "---\ntitle: A guide\n---\nimport Spin from '@site/src/components/Spin';\n\n<Spin />\n",
    });
    const run = await runPortal(p, ['build']);
    expect(run.timedOut).toBe(false);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/content\/guide\.mdx: rendering content\/guide\.mdx stopped: it did not finish within 10 s/);
    expect(run.stderr).toMatch(/hint: a component of the page loops forever or renders far too much; it uses <Spin>/);
    expect(existsSync(path.join(p.project, 'build'))).toBe(false);
  });

  it('copies static/ to the output as Docusaurus does, but not a symlink that leads outside it', { timeout }, async () => {
    const p = project(
      {
        'static/img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>\n',
        'static/robots-extra.txt': 'extra\n',
        'content/guide.md': '---\ntitle: A guide\n---\n\n![Logo](/img/logo.svg)\n\nThe [leak](/leak.txt).\n',
      },
      ({ project, canary }) => symlinkSync(canary, path.join(project, 'static/leak.txt')),
    );
    const run = await runPortal(p, ['build']);
    expect(run.timedOut).toBe(false);
    expect(run.code).toBe(0);
    expect(readFileSync(path.join(p.project, 'build/img/logo.svg'), 'utf8')).toContain('<svg');
    expect(readFileSync(path.join(p.project, 'build/robots-extra.txt'), 'utf8')).toBe('extra\n');
    expect(existsSync(path.join(p.project, 'build/leak.txt'))).toBe(false);
    expect(run.stderr).toMatch(/^warning static\/leak\.txt: static\/leak\.txt is not copied: it is a symbolic link that leads outside static\//m);
    expect(run.stderr).not.toMatch(/broken image/);
    // A link to it says why it is missing, rather than "does not exist".
    expect(run.stderr).toMatch(
      /^warning content\/guide\.md:7:5: broken link: \/leak\.txt is not published: static\/leak\.txt is a symbolic link that leads outside static\/$/m,
    );
    expect(escapes(p, run)).toEqual([]);
  });

  it('refuses changelog images outside the changelog folder, in front matter and in the post', { timeout }, async () => {
    const p = project(
      {
        'changelog/2025-01-01-release.md': '---\ntitle: Release\nimage: ../../outside/canary.txt\n---\n\n![canary](../../outside/canary.txt)\n',
        'changelog/2025-01-02-script.md': '---\ntitle: Script\nimage: javascript:alert(1)\n---\n\nText.\n',
        'changelog/2025-01-03-link.md': '---\ntitle: Linked\n---\n\n![linked](./img/link.png)\n',
      },
      ({ project, canary }) => {
        writeFileSync(path.join(project, 'changelog/.keep'), '');
        const img = path.join(project, 'changelog/img');
        mkdirSync(img);
        symlinkSync(canary, path.join(img, 'link.png'));
      },
    );
    const run = await runPortal(p, ['build']);
    expect(run.timedOut).toBe(false);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(
      /changelog\/2025-01-01-release\.md:3(:\d+)?: `image` "\.\.\/\.\.\/outside\/canary\.txt" is refused: it leads outside the changelog folder/,
    );
    expect(run.stderr).toMatch(/changelog\/2025-01-02-script\.md:3(:\d+)?: `image` with a `javascript:` URL is refused/);
    expect(escapes(p, run)).toEqual([]);
  });
});
