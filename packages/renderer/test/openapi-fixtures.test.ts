import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
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

const VALID = readdirSync(FIXTURES).filter((name) => !['invalid', 'duplicate-slug', 'description-links'].includes(name));

for (const name of VALID) {
  describe(`OpenAPI fixture "${name}"`, async () => {
    const result = await buildWith(name);
    const outDir = path.join(tmp, name);
    const expected = (file: string) => path.join(FIXTURES, name, 'expected', file);

    it('builds without warnings', () => {
      expect(formatReport(result.warnings)).toBe('');
    });

    it('writes the expected API pages', async () => {
      const apiFiles = listFiles(outDir).filter((f) => f.startsWith('api/'));
      await expect(apiFiles.join('\n')).toMatchFileSnapshot(expected('files.txt'));
      for (const file of apiFiles.filter((f) => f.endsWith('.html'))) {
        await expect(lines(normalize(readFileSync(path.join(outDir, file), 'utf8')))).toMatchFileSnapshot(expected(file));
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
    const error = await buildWith('invalid', outDir).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BuildFailure);
    const report = formatReport((error as BuildFailure).diagnostics);
    await expect(report.replace(/^error .*?test\/fixtures-openapi/m, 'error test/fixtures-openapi')).toMatchFileSnapshot(path.join(FIXTURES, 'invalid', 'expected', 'messages.txt'));
    expect(report).toMatch(/invalid\/openapi\.yml:\d+:\d+: invalid OpenAPI description/);
    expect(report).toContain('hint:');
    expect(readFileSync(path.join(outDir, 'index.html'), 'utf8')).toBe('previous build');
    expect(existsSync(path.join(outDir, 'api'))).toBe(false);
  });
});

describe('two operations with one slug', () => {
  it('fail the build with a message naming both', async () => {
    const error = await buildWith('duplicate-slug').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BuildFailure);
    const message = (error as BuildFailure).diagnostics.map((d) => d.message).join('\n');
    expect(message).toMatch(/two operations have the page \/api\/get-user: GET \/users\/\{id\} .* and GET \/v2\/users\/\{id\}/);
  });
});

describe('links written in the description', () => {
  it('are checked like the guides, reported with the description file, the JSON pointer and the line', async () => {
    const result = await buildWith('description-links');
    const report = formatReport(result.warnings).replaceAll(/^warning \.\.\/fixtures-openapi\//gm, 'warning ');
    await expect(`${report}\n`).toMatchFileSnapshot(path.join(FIXTURES, 'description-links', 'expected', 'warnings.txt'));
    expect(result.links).toEqual({ brokenLinks: 2, brokenAnchors: 1, brokenMarkdownLinks: 0 });
  });
});
