import { readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { HighlightCache } from '../../../src/cache/highlight-cache.ts';
import { Diagnostics } from '../../../src/diagnostics.ts';
import { guideCodeBlocks, type CodeBlockRequest } from '../../../src/markdown/code-blocks.ts';
import { createMarkdownCompiler } from '../../../src/markdown/compile-markdown.ts';
import { createCodeHighlighter, type CodeHighlighter } from '../../../src/markdown/highlighter.ts';
import { buildApiModel } from '../../../src/openapi/build-api-model.ts';
import { loadOpenApi } from '../../../src/openapi/load-openapi.ts';
import { buildOperationView, operationCodeBlocks } from '../../../src/openapi/operation-view.ts';
import { HighlightAhead } from '../../../src/render/highlight-ahead.ts';

const root = path.resolve(import.meta.dirname, '../../../../..');
const SANDBOX = 'https://sandbox.api.merchantkit.example';

/** A highlighter that notes every block it is asked for, as `guideCodeBlocks` gives them. */
async function recordingHighlighter(real?: CodeHighlighter | Promise<CodeHighlighter>): Promise<{ highlighter: CodeHighlighter; asked: CodeBlockRequest[] }> {
  real = await (real ?? createCodeHighlighter());
  const asked: CodeBlockRequest[] = [];
  return {
    asked,
    highlighter: {
      supports: (lang) => real.supports(lang),
      highlight(code, lang, lines) {
        asked.push({ code, lang, ...(lines?.size ? { lines: [...lines] } : {}) });
        return real.highlight(code, lang, lines);
      },
    },
  };
}

/** Fences as guides write them: titles, marked lines, magic comments, in lists and quotes, tildes, options without a language, indented code. */
const GUIDE = [
  '# Pay',
  '',
  '```php title="checkout.php" {2}',
  '$client = new Client($key);',
  '$client->pay(1200);',
  '```',
  '',
  '1. Call the API:',
  '',
  '   ```bash',
  '   curl https://sandbox.api.merchantkit.example/v1/payments',
  '   ```',
  '',
  '> ```js',
  '> // highlight-next-line',
  '> const amount = 1200;',
  '> ```',
  '',
  '~~~json showLineNumbers',
  '{ "amount": 1200 }',
  '~~~',
  '',
  '```title="Jenkinsfile"',
  'pipeline {}',
  '```',
  '',
  '```Python',
  'print("paid")',
  '```',
  '',
  '    indented code',
  '',
].join('\n');

function compileGuide(highlighter: CodeHighlighter, markdown: string) {
  return createMarkdownCompiler({ highlighter })(markdown, { relPath: 'guides/pay.md', displayPath: 'content/guides/pay.md', absDir: os.tmpdir(), routeOfFile: () => undefined, addAsset: () => undefined, diagnostics: new Diagnostics() });
}

describe('the code a page highlights, read ahead of rendering it', () => {
  it("reads a guide's fences as its compile asks the highlighter for them", async () => {
    const { highlighter, asked } = await recordingHighlighter();
    compileGuide(highlighter, GUIDE);
    expect(asked).toHaveLength(7);
    expect(guideCodeBlocks(GUIDE)).toEqual(asked);
  });

  it("lists an operation's samples and examples as its page asks the highlighter for them", async () => {
    const fixtures = path.join(root, 'packages/renderer/test/fixtures-openapi');
    const files = [path.join(root, 'mk-openapi/openapi.yml'), ...readdirSync(fixtures).map((dir) => path.join(fixtures, dir, 'openapi.yml'))];
    let operations = 0;
    let callbacks = 0;
    const real = await createCodeHighlighter();
    for (const file of files) {
      const loaded = await loadOpenApi({ file, cwd: root }).catch(() => undefined); // the fixture of an invalid description
      if (!loaded) continue;
      const model = buildApiModel(loaded, { diagnostics: new Diagnostics(), overviewRoute: '/api' });
      for (const op of [...model.operations, ...model.webhooks]) {
        const { highlighter, asked } = await recordingHighlighter(real);
        buildOperationView(op, { highlighter, markdown: () => '', schemaHref: (name) => `/api#schema-${name}`, sandboxUrl: SANDBOX, nodeBudget: 250 });
        expect(operationCodeBlocks(op, SANDBOX), `${path.relative(root, file)} ${op.method} ${op.path}`).toEqual(asked);
        operations++;
        callbacks += op.callbacks.length;
      }
    }
    expect(operations).toBeGreaterThan(20);
    expect(callbacks).toBeGreaterThan(0);
  });
});

describe('HighlightAhead', () => {
  const ahead = HighlightAhead.start();
  afterAll(() => ahead.stop());

  it("gives the page's render every block of a guide, highlighted in the worker as this thread would", async () => {
    await ahead.request({ markdown: GUIDE });
    const cache = new HighlightCache();
    const taken: boolean[] = [];
    cache.takeFrom({
      take: (key) => {
        const html = ahead.take(key);
        taken.push(html !== undefined);
        return html;
      },
    });
    const fromWorker = compileGuide(await createCodeHighlighter({ cache }), GUIDE);
    const here = compileGuide(await createCodeHighlighter(), GUIDE);
    expect(taken).toEqual(new Array(7).fill(true));
    expect(fromWorker.html).toBe(here.html);
  });

  it('takes a request a tab waits for before the others, from the next block on', async () => {
    const many = { blocks: Array.from({ length: 400 }, (_, i) => ({ code: `const amount${i} = ${i} * 100;`, lang: 'js' })) };
    const order: string[] = [];
    const background = ahead.request(many).then(() => order.push('background'));
    const urgent = ahead.request({ markdown: GUIDE }, true).then(() => order.push('urgent'));
    await Promise.all([background, urgent]);
    expect(order).toEqual(['urgent', 'background']);
  });

  it('gives what it cannot read to the render, and nothing waits for a worker that is gone', async () => {
    // Beyond the Markdown limits: the worker reads no fence (the compile reports the guide).
    await ahead.request({ markdown: `${'> '.repeat(40)}text\n\n\`\`\`js\nconst a = 1;\n\`\`\`\n` });
    const cache = new HighlightCache();
    cache.takeFrom(ahead);
    expect(cache.get({ lang: 'javascript', code: 'const a = 1;', lines: '' }, () => 'made here')).toBe('made here');
    const gone = HighlightAhead.start();
    gone.stop();
    await gone.request({ markdown: GUIDE });
  });
});
