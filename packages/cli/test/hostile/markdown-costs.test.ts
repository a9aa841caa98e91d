import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { hostileProjects, runPortal } from './robust-harness.ts';

// Issue 42: Markdown constructs whose parse grows faster than the text (footnotes, reference
// definitions, table cells) are counted before the parse; over a page limit (safety/budgets.ts
// PAGE_LIMITS) the build fails with the file, the line where the count went over, the count and a hint.
const projects = hostileProjects('markdown-costs');
afterAll(() => projects.cleanup());

const guide = (body: string) => `---\ntitle: Costs\n---\n\n${body}\n`;
const lines = (n: number, line: (i: number) => string) => Array.from({ length: n }, (_, i) => line(i)).join('\n');

const cases = [
  {
    name: '6,000 footnotes',
    body: `${lines(6000, (i) => `Text[^n${i}].`).replaceAll('\n', ' ')}\n\n${lines(6000, (i) => `[^n${i}]: Note ${i}.`)}`,
    // The references (one line) pass 2,000 first.
    message: /^error content\/costs\.md:5:1: more than 2,000 footnote references \(\[\^…\]\) in one page \(the page limit "footnote references"\)$/m,
  },
  {
    name: '1,500 footnote definitions',
    body: lines(1500, (i) => `[^n${i}]: Note ${i}.`),
    message: /^error content\/costs\.md:1005:1: more than 1,000 footnote definitions in one page \(the page limit "footnote definitions"\)$/m,
  },
  {
    name: '50,000 reference definitions',
    body: `${lines(50_000, (i) => `[r${i}]`).replaceAll('\n', ' ')}\n\n${lines(50_000, (i) => `[r${i}]: /x${i}`)}`,
    message: /^error content\/costs\.md:5007:1: more than 5,000 link reference definitions in one page \(the page limit "reference definitions"\)$/m,
  },
  {
    name: 'a table of 3,000 columns',
    body: [`|${' h |'.repeat(3000)}`, `|${'---|'.repeat(3000)}`, ...Array.from({ length: 200 }, () => `|${' c |'.repeat(3000)}`)].join('\n'),
    message: /^error content\/costs\.md:6:1: a table of 3,000 columns \(at most 200, the page limit "table columns"\)$/m,
  },
  {
    name: 'a table of 150 columns and 200 rows',
    body: [`|${' h |'.repeat(150)}`, `|${'---|'.repeat(150)}`, ...Array.from({ length: 200 }, () => `|${' c |'.repeat(150)}`)].join('\n'),
    // 300 cells of heading and delimiter rows, then 150 a row: row 132 (line 138) passes 20,000.
    message: /^error content\/costs\.md:138:1: a table of more than 20,000 cells \(150 columns; the page limit "table cells"\)$/m,
  },
];

// One at a time, each with a generous bound: on a busy machine several builds at once outlived the default one.
const BOUND_MS = 120_000;

describe('hostile input: Markdown counted limits', { timeout: BOUND_MS + 10_000 }, () => {
  for (const c of cases) {
    it(`${c.name} in a guide fail with the line, the count, the limit and a hint`, async () => {
      const dir = projects.make(c.name.replace(/\W+/g, '-'), { 'content/costs.md': guide(c.body) });
      const run = await runPortal(dir, ['build'], BOUND_MS);
      expect(run.hung).toBe(false);
      expect(run.stderr).toMatch(c.message);
      expect(run.stderr).toMatch(/^ {2}hint: (split the page|split the table)/m);
      expect(run.code).toBe(1);
      expect(existsSync(path.join(dir, 'build'))).toBe(false);
    });
  }

  it('a page within the limits (1,000 footnotes, a table of 200 columns and 90 rows) builds', async () => {
    const body = `${lines(1000, (i) => `Text[^n${i}].`).replaceAll('\n', ' ')}\n\n${lines(1000, (i) => `[^n${i}]: Note ${i}.`)}\n\n${[`|${' h |'.repeat(200)}`, `|${'---|'.repeat(200)}`, ...Array.from({ length: 90 }, () => `|${' c |'.repeat(200)}`)].join('\n')}`;
    const dir = projects.make('within', { 'content/costs.md': guide(body) });
    const run = await runPortal(dir, ['build'], BOUND_MS);
    expect(run.stderr).not.toMatch(/^error /m);
    expect(run.code).toBe(0);
  });
});
