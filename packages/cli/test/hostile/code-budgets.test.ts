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
  it('a 500-line JSON of `[` and a C++ line of `[(` × 300 become plain text with a warning each; a normal block is highlighted; a page spends at most its highlighting time', async () => {
    const body = [
      fence('cpp', 'int main() { return 0; }'),
      fence('json', Array.from({ length: 500 }, () => '[').join('\n')),
      fence('cpp', '[('.repeat(300)),
      // Each of these would take the block's 5 s too: the page's 10 s are spent after the second.
      fence('cpp', '[('.repeat(301)),
      fence('cpp', '[('.repeat(302)),
      fence('cpp', '[('.repeat(303)),
      fence('cpp', 'int after() { return 1; }'),
    ].join('\n\n');
    // The same on an API page: its code samples and examples share one page's highlighting time.
    const samples = [300, 301, 302].map((n) => `              - { lang: cpp, label: 'C++ ${n}', source: '${'[('.repeat(n)}' }`).join('\n');
    const description = `openapi: 3.0.3
info: { title: Costs, version: '1' }
paths:
  /slow:
    get:
      operationId: slow
      x-codeSamples:
${samples}
      responses:
        '200': { description: ok }
`;
    // And in an MDX page's <CodeBlock>s.
    const blocks = [300, 301, 302].map((n) => `<CodeBlock language="cpp">{'${'[('.repeat(n)}'}</CodeBlock>`).join('\n\n');
    const mdx = `---\ntitle: Blocks\n---\n\nimport CodeBlock from '@theme/CodeBlock';\n\n${blocks}\n`;
    const dir = projects.make('brackets', {
      'content/code.md': `---\ntitle: Code\n---\n\n${body}\n`,
      'content/blocks.mdx': mdx,
      'mk-openapi/openapi.yml': description,
    });
    const run = await runPortal(dir, ['build'], BOUND_MS);
    expect(run.hung).toBe(false);
    expect(run.code).toBe(0);
    expect(run.stderr).toMatch(/^warning content\/code\.md:9:1: code block shown as plain text: /m);
    expect(run.stderr).toMatch(
      /^warning content\/code\.md:512:1: code block shown as plain text: highlighting it did not finish within 5 s \(the regular expressions of the cpp grammar backtrack on this text\)$/m,
    );
    expect(run.stderr).toMatch(/^ {2}hint: split the block, or mark its fence ```text$/m);
    // Two blocks spend the page's 10 s; the next says so once, and the later blocks are plain without a word.
    expect(run.stderr.match(/^warning content\/code\.md.*did not finish within/gm)).toHaveLength(2);
    expect(run.stderr.match(/^warning content\/code\.md.*highlighting \(highlightMsPerPage\)/gm)).toHaveLength(1);
    // The API page: two samples spend its 10 s, each told at the description's operation; the third is plain.
    expect(
      run.stderr.match(
        /^warning mk-openapi\/openapi\.yml: #\/paths\/~1slow\/get: the C\+\+ 30[01] code sample is shown as plain text: highlighting it did not finish within [\d.]+ s/gm,
      ),
    ).toHaveLength(2);
    // The MDX page: the same, and the page is rendered (its components keep their own time).
    expect(
      run.stderr.match(/^warning content\/blocks\.mdx:\d+:\d+: a <CodeBlock> is shown as plain text: highlighting it did not finish within [\d.]+ s/gm),
    ).toHaveLength(2);
    expect(
      run.stderr.match(/^warning content\/blocks\.mdx:\d+:\d+: a <CodeBlock> is shown as plain text: the page's code blocks took their 10 s/gm),
    ).toHaveLength(1);
    expect(readFileSync(path.join(dir, 'build/blocks/index.html'), 'utf8')).toContain('[('.repeat(302));
    expect(run.stderr).toMatch(
      /^warning mk-openapi\/openapi\.yml: #\/paths\/~1slow\/get: the C\+\+ 302 code sample is shown as plain text: the page's code blocks took their 10 s of highlighting/m,
    );
    expect(run.stderr).toMatch(
      /^warning content\/code\.md:520:1: code block shown as plain text: the page's code blocks took their 10 s of highlighting \(highlightMsPerPage\), so this block and the page's later ones are plain text$/m,
    );
    const html = readFileSync(path.join(dir, 'build/code/index.html'), 'utf8');
    // The plain blocks keep their text; the normal one before them has its tokens coloured.
    expect(html).toContain('[([([(');
    expect(html).toMatch(/<span style="color:var\(--shiki-token-keyword\)">return<\/span>/);
    expect(html).toContain('int after() { return 1; }');
    expect(readFileSync(path.join(dir, 'build/api/slow/index.html'), 'utf8')).toContain('[('.repeat(302));
  });
});
