import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os, { availableParallelism } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { build, type BuildResult } from '../src/build.ts';

// These tests look at the default place of the caches, in their own temporary site's package.
vi.stubEnv('PORTAL_CACHE_DIR', '');

/** Enough guides for the build to spread the pages over render workers (300 or more pages). */
const FOLDERS = 4;
const PER_FOLDER = 80;

let dir: string;
let result: BuildResult;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'portal-pool-'));
  writeFileSync(path.join(dir, 'portal.config.ts'), "export default { title: 'Pool Portal', url: 'https://pool.example' };\n");
  // A package.json: the build keeps its caches in the site's node_modules/.cache/portal.
  writeFileSync(path.join(dir, 'package.json'), '{ "private": true }\n');
  const content = path.join(dir, 'content');
  mkdirSync(content);
  writeFileSync(path.join(content, 'index.md'), '---\ntitle: Home\n---\n\nStart with [the first guide](./area-0/guide-0.md).\n');
  for (let f = 0; f < FOLDERS; f++) {
    mkdirSync(path.join(content, `area-${f}`));
    for (let g = 0; g < PER_FOLDER; g++) {
      const next = g + 1 < PER_FOLDER ? `[next](./guide-${g + 1}.md)` : `[home](/)`;
      // One guide links to a page that does not exist: the warning comes back from whichever worker rendered it.
      const broken = f === 2 && g === 41 ? ' and [a missing page](/area-2/no-such-guide)' : '';
      writeFileSync(
        path.join(content, `area-${f}`, `guide-${g}.md`),
        `---\ntitle: Guide ${f}.${g}\n---\n\nGuide ${f}.${g} links to ${next}${broken}.\n\n## Example\n\n\`\`\`json\n{ "guide": ${g} }\n\`\`\`\n`,
      );
    }
  }
  result = await build({ cwd: dir });
}, 120_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a site large enough for render workers', () => {
  it('spreads the pages over render workers when the machine has two cores or more', () => {
    expect(result.renderWorkers).toBe(availableParallelism() >= 2 ? 2 : 1);
  });

  it('writes every page once, each with its own content', () => {
    // The home page, the guides and the not-found page.
    expect(result.pages).toBe(1 + FOLDERS * PER_FOLDER + 1);
    for (let f = 0; f < FOLDERS; f++) {
      for (let g = 0; g < PER_FOLDER; g++) {
        const html = readFileSync(path.join(dir, 'build', `area-${f}`, `guide-${g}`, 'index.html'), 'utf8');
        expect(html).toContain(`<h1>Guide ${f}.${g}</h1>`);
        expect(html).toContain('class="code-block');
      }
    }
    expect(existsSync(path.join(dir, 'build', '404.html'))).toBe(true);
  });

  it('reports the broken link found in a worker once, with its position', () => {
    const messages = result.warnings.map((w) => `${w.file}:${w.line}: ${w.message}`);
    expect(messages).toEqual([expect.stringMatching(/^content\/area-2\/guide-41\.md:5: broken link: \/area-2\/no-such-guide does not exist/)]);
  });

  it('keeps what every worker compiled, and a second build from it writes the same pages', async () => {
    const cacheDir = path.join(dir, 'node_modules/.cache/portal');
    const [cacheFile] = readdirSync(cacheDir).filter((name) => name.startsWith('markdown-'));
    // The identity line, then one entry per guide, whichever worker rendered it.
    expect(readFileSync(path.join(cacheDir, cacheFile!), 'utf8').trim().split('\n')).toHaveLength(1 + 1 + FOLDERS * PER_FOLDER);
    const page = (f: number, g: number) => readFileSync(path.join(dir, 'build', `area-${f}`, `guide-${g}`, 'index.html'), 'utf8');
    const before = [page(0, 0), page(3, 79), page(2, 41)];
    const again = await build({ cwd: dir });
    expect([page(0, 0), page(3, 79), page(2, 41)]).toEqual(before);
    expect(again.warnings.map((w) => `${w.file}:${w.line}`)).toEqual(['content/area-2/guide-41.md:5']);
  }, 120_000);

  it('gives the messages of pages rendered in different threads in the same order, by file and line', async () => {
    const guides = Array.from({ length: FOLDERS * 5 }, (_, i) => path.join(dir, 'content', `area-${i % FOLDERS}`, `guide-${(i * 7) % PER_FOLDER}.md`));
    const texts = guides.map((guide) => readFileSync(guide, 'utf8'));
    guides.forEach((guide, i) => writeFileSync(guide, `${texts[i]}\n\`\`\`nosuchlang\nfirst\n\`\`\`\n\n\`\`\`nosuchlang2\nsecond\n\`\`\`\n`));
    try {
      const { warnings } = await build({ cwd: dir });
      const unknown = warnings.filter((w) => w.message.startsWith('unknown code block language')).map((w) => [w.file, w.line!] as const);
      expect(unknown).toHaveLength(guides.length * 2);
      const sorted = [...unknown].sort(([fa, la], [fb, lb]) => (fa < fb ? -1 : fa > fb ? 1 : la - lb));
      expect(unknown).toEqual(sorted);
    } finally {
      guides.forEach((guide, i) => writeFileSync(guide, texts[i]!));
    }
  }, 120_000);

  it('stops the workers it started early when the build fails before rendering, and keeps the previous output', async () => {
    const guide = path.join(dir, 'content', 'area-1', 'guide-3.md');
    const before = readFileSync(path.join(dir, 'build', 'area-1', 'guide-3', 'index.html'), 'utf8');
    const text = readFileSync(guide, 'utf8');
    writeFileSync(guide, text.replace('title: Guide 1.3', 'title: [Guide 1.3'));
    try {
      await expect(build({ cwd: dir })).rejects.toThrow(/error/);
    } finally {
      writeFileSync(guide, text);
    }
    expect(readFileSync(path.join(dir, 'build', 'area-1', 'guide-3', 'index.html'), 'utf8')).toBe(before);
  }, 120_000);
});
