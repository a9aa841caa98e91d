import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { build, BuildFailure } from '../src/build.ts';
import { formatReport } from '../src/diagnostics.ts';
import { lines, listFiles, normalize } from './expected-output.ts';

const FIXTURES = path.join(import.meta.dirname, 'fixtures-openapi');
const SITE = path.join(import.meta.dirname, 'fixtures-openapi-site');
const tmp = mkdtempSync(path.join(os.tmpdir(), 'portal-openapi-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** Builds the small fixture site with one fixture description. */
function buildWith(name: string, outDir = path.join(tmp, name)) {
  return build({ cwd: SITE, outDir, openapiFile: path.join(FIXTURES, name, 'openapi.yml') });
}

/** Fixtures that build with warnings or fail, tested on their own below. */
const WITH_MESSAGES = ['invalid', 'duplicate-slug', 'description-links', 'slug-collisions', 'lenient', 'overview-route'];
const VALID = readdirSync(FIXTURES).filter((name) => !WITH_MESSAGES.includes(name));

for (const name of VALID) {
  describe(`OpenAPI fixture "${name}"`, async () => {
    const result = await buildWith(name);
    const outDir = path.join(tmp, name);
    const expected = (file: string) => path.join(FIXTURES, name, 'expected', file);

    it('builds without warnings', () => {
      expect(formatReport(result.warnings)).toBe('');
    });

    it('writes the expected API pages and their Markdown twins', async () => {
      const apiFiles = listFiles(outDir).filter((f) => f.startsWith('api/'));
      await expect(apiFiles.join('\n')).toMatchFileSnapshot(expected('files.txt'));
      for (const file of apiFiles.filter((f) => f.endsWith('.html'))) {
        await expect(lines(normalize(readFileSync(path.join(outDir, file), 'utf8')))).toMatchFileSnapshot(expected(file));
      }
      for (const file of apiFiles.filter((f) => f.endsWith('.md'))) {
        await expect(readFileSync(path.join(outDir, file), 'utf8')).toMatchFileSnapshot(expected(file));
      }
    });

    it('lets nothing from the description run in the page', () => {
      for (const file of listFiles(outDir).filter((f) => f.startsWith('api/') && f.endsWith('.html'))) {
        const html = readFileSync(path.join(outDir, file), 'utf8');
        expect(html).not.toMatch(/<script>alert|onerror=|href="javascript:/i);
      }
    });
  });
}

describe('a description with a broken $ref', () => {
  it('fails with the file, the line, a frame and a hint, and keeps the previous output', async () => {
    const outDir = path.join(tmp, 'invalid-out');
    mkdirSync(outDir, { recursive: true });
    writeFileSync(path.join(outDir, 'index.html'), 'previous build');
    // An earlier portal build: its marker lets the next build replace it.
    writeFileSync(path.join(outDir, '.portal-build'), '');
    const error = await buildWith('invalid', outDir).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BuildFailure);
    const report = formatReport((error as BuildFailure).diagnostics);
    await expect(report.replace(/^error .*?test\/fixtures-openapi/m, 'error test/fixtures-openapi')).toMatchFileSnapshot(
      path.join(FIXTURES, 'invalid', 'expected', 'messages.txt'),
    );
    expect(report).toMatch(/invalid\/openapi\.yml:\d+:\d+: invalid OpenAPI description/);
    expect(report).toContain('hint:');
    expect(readFileSync(path.join(outDir, 'index.html'), 'utf8')).toBe('previous build');
    expect(existsSync(path.join(outDir, 'api'))).toBe(false);
  });
});

describe('two operations with one slug', () => {
  it('both keep a page; the build warns naming both, and --strict fails', async () => {
    const outDir = path.join(tmp, 'duplicate-slug');
    const result = await buildWith('duplicate-slug', outDir);
    const messages = result.warnings.map((d) => d.message).join('\n');
    expect(messages).toMatch(
      /two operations have the page \/api\/get-user: GET \/users\/\{id\} .* and GET \/v2\/users\/\{id\} .*; the second is at \/api\/get-user-2/,
    );
    expect(existsSync(path.join(outDir, 'api/get-user/index.html'))).toBe(true);
    expect(readFileSync(path.join(outDir, 'api/get-user-2/index.html'), 'utf8')).toContain('/v2/users/');
    const strict = await build({
      cwd: SITE,
      outDir: path.join(tmp, 'duplicate-slug-strict'),
      openapiFile: path.join(FIXTURES, 'duplicate-slug', 'openapi.yml'),
      strict: true,
    }).catch((e: unknown) => e);
    expect(strict).toBeInstanceOf(BuildFailure);
  });
});

describe('derived slugs that collide, a webhook and a callback with several methods', async () => {
  const outDir = path.join(tmp, 'slug-collisions');
  const result = await buildWith('slug-collisions', outDir);
  const expected = (file: string) => path.join(FIXTURES, 'slug-collisions', 'expected', file);

  it('warn once per collision, naming both operations with their JSON pointers', async () => {
    const report = formatReport(result.warnings).replaceAll(/^warning \.\.\/fixtures-openapi\//gm, 'warning ');
    await expect(`${report}\n`).toMatchFileSnapshot(expected('warnings.txt'));
    expect(result.warnings).toHaveLength(2);
  });

  it('give every operation, webhook method and callback method its own page or anchor', async () => {
    const apiFiles = listFiles(outDir).filter((f) => f.startsWith('api/'));
    await expect(apiFiles.join('\n')).toMatchFileSnapshot(expected('files.txt'));
    for (const file of apiFiles.filter((f) => f.endsWith('.html'))) {
      const html = readFileSync(path.join(outDir, file), 'utf8');
      const ids = [...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
      expect(
        ids.filter((id, i) => ids.indexOf(id) !== i),
        file,
      ).toEqual([]);
      await expect(lines(normalize(html))).toMatchFileSnapshot(expected(file));
    }
  });
});

describe('a slightly invalid description', async () => {
  const outDir = path.join(tmp, 'lenient');
  const result = await buildWith('lenient', outDir);
  const expected = (file: string) => path.join(FIXTURES, 'lenient', 'expected', file);

  it('builds with one warning per schema problem, each with its JSON pointer, line and a hint', async () => {
    const report = formatReport(result.warnings).replaceAll(/^warning \.\.\/fixtures-openapi\//gm, 'warning ');
    await expect(`${report}\n`).toMatchFileSnapshot(expected('warnings.txt'));
    expect(result.warnings.every((w) => w.line !== undefined && w.hint)).toBe(true);
  });

  it('writes every page with the best reading of the description', async () => {
    const apiFiles = listFiles(outDir).filter((f) => f.startsWith('api/'));
    await expect(apiFiles.join('\n')).toMatchFileSnapshot(expected('files.txt'));
    for (const file of apiFiles.filter((f) => f.endsWith('.html'))) {
      await expect(lines(normalize(readFileSync(path.join(outDir, file), 'utf8')))).toMatchFileSnapshot(expected(file));
    }
  });
});

describe('links written in the description', () => {
  it('are checked like the guides, reported with the description file, the JSON pointer and the line', async () => {
    const result = await buildWith('description-links');
    const report = formatReport(result.warnings).replaceAll(/^warning \.\.\/fixtures-openapi\//gm, 'warning ');
    await expect(`${report}\n`).toMatchFileSnapshot(path.join(FIXTURES, 'description-links', 'expected', 'warnings.txt'));
    expect(result.links).toEqual({ brokenLinks: 2, brokenAnchors: 2, brokenMarkdownLinks: 0 });
  });
});

describe("an operation whose slug is the API overview's route", async () => {
  const outDir = path.join(tmp, 'overview-route');
  const result = await buildWith('overview-route', outDir);
  const expected = (file: string) => path.join(FIXTURES, 'overview-route', 'expected', file);

  it('gets the next free page, with a warning naming it; the overview keeps its page', async () => {
    const report = formatReport(result.warnings).replaceAll(/^warning \.\.\/fixtures-openapi\//gm, 'warning ');
    await expect(`${report}\n`).toMatchFileSnapshot(expected('warnings.txt'));
    expect(result.warnings).toHaveLength(1);
    const apiFiles = listFiles(outDir).filter((f) => f.startsWith('api/'));
    await expect(apiFiles.join('\n')).toMatchFileSnapshot(expected('files.txt'));
    expect(readFileSync(path.join(outDir, 'api/mk-api-2/index.html'), 'utf8')).toContain('Describe the API');
    expect(readFileSync(path.join(outDir, 'api/mk-api/index.html'), 'utf8')).toContain('/api/mk-api-2');
  });
});

describe('headings in descriptions (issue 13)', () => {
  const name = 'description-headings';
  const apiPages = (outDir: string) =>
    new Map(
      listFiles(outDir)
        .filter((f) => f.startsWith('api/') && f.endsWith('.html'))
        .map((f) => [f, readFileSync(path.join(outDir, f), 'utf8')]),
    );

  it('get ids unique on their page, the same built cold and warm, so links to them resolve', async () => {
    // Cold, then warm: the compiled descriptions are kept by their text, their headings' ids are the page's.
    const cacheDir = mkdtempSync(path.join(tmp, 'cache-'));
    vi.stubEnv('PORTAL_CACHE_DIR', cacheDir);
    try {
      const cold = await buildWith(name, path.join(tmp, `${name}-cold`));
      expect(readdirSync(cacheDir).some((file) => file.startsWith('descriptions-'))).toBe(true);
      const warm = await buildWith(name, path.join(tmp, `${name}-warm`));
      expect(formatReport([...cold.warnings, ...warm.warnings])).toBe('');
      const pages = apiPages(path.join(tmp, `${name}-cold`));
      expect(apiPages(path.join(tmp, `${name}-warm`))).toEqual(pages);
      for (const [file, html] of pages) {
        const ids = [...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
        expect(
          ids.filter((id, i) => ids.indexOf(id) !== i),
          file,
        ).toEqual([]);
      }
      // One schema description on two pages: its heading steps aside for the operation page's own Authorization section.
      expect(pages.get('api/mk-api/index.html')).toContain('<h2 id="authorization" class="anchor-heading">Authorization<a href="#authorization"');
      expect(pages.get('api/create-payment/index.html')).toContain('<h2 id="authorization-1" class="anchor-heading">Authorization<a href="#authorization-1"');
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
