import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { hostileProjects, runPortal } from './robust-harness.ts';

// Issue 42: a small code block whose grammar makes the highlighter blow up (JSON's state stack, C++'s
// backtracking regular expressions) is shown as plain text with a warning at its fence, within the
// budgets of safety/budgets.ts CODE_LIMITS, and the other blocks of the page stay highlighted.
const projects = hostileProjects('code-budgets');
afterAll(() => projects.cleanup());

const BOUND_MS = 120_000;
const fence = (lang: string, code: string) => `\`\`\`${lang}\n${code}\n\`\`\``;

describe('hostile input: code blocks over the highlighting budgets', { timeout: BOUND_MS + 10_000 }, () => {
  it('a 500-line JSON of `[` and a C++ line of `[(` × 300 become plain text with a warning each; a normal block is highlighted', async () => {
    const body = [
      fence('json', Array.from({ length: 500 }, () => '[').join('\n')),
      fence('cpp', '[('.repeat(300)),
      fence('cpp', 'int main() { return 0; }'),
    ].join('\n\n');
    const dir = projects.make('brackets', { 'content/code.md': `---\ntitle: Code\n---\n\n${body}\n` });
    const run = await runPortal(dir, ['build'], BOUND_MS);
    expect(run.hung).toBe(false);
    expect(run.code).toBe(0);
    expect(run.stderr).toMatch(/^warning content\/code\.md:5:1: code block shown as plain text: /m);
    expect(run.stderr).toMatch(
      /^warning content\/code\.md:508:1: code block shown as plain text: highlighting it did not finish within 5 s \(the regular expressions of the cpp grammar backtrack on this text\)$/m,
    );
    expect(run.stderr).toMatch(/^ {2}hint: split the block, or mark its fence ```text$/m);
    const html = readFileSync(path.join(dir, 'build/code/index.html'), 'utf8');
    // The plain blocks keep their text; the normal one has its tokens coloured.
    expect(html).toContain('[([([(');
    expect(html).toMatch(/<span style="color:var\(--shiki-token-keyword\)">return<\/span>/);
  });
});
