import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CASE_TIME_BOUND_MS, hostileProjects, runPortal, startPortal } from './robust-harness.ts';

// Inputs that used to hang portal (or cost gigabytes): each must end with a message naming the file.
// The harness kills a run after its time bound, so a hang fails the case instead of blocking CI.
const projects = hostileProjects('hang');
afterAll(() => projects.cleanup());

/** A 443-byte alias bomb: nine levels of nine aliases each expand to 9^9 strings. */
function aliasBomb(prefix: string): string {
  const lines = [`${prefix}a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]`];
  for (let c = 1; c < 9; c++) {
    const name = String.fromCharCode(97 + c);
    const prev = `*${String.fromCharCode(96 + c)}`;
    lines.push(`${prefix}${name}: &${name} [${Array(9).fill(prev).join(',')}]`);
  }
  return lines.join('\n');
}

const configCases = [
  { name: 'an endless loop', config: 'while (true) {}\nexport default {};\n', message: /did not finish loading within 5 s/ },
  {
    name: 'a timer and a promise that never settles',
    config: 'setInterval(() => {}, 1000);\nawait new Promise(() => {});\nexport default {};\n',
    message: /did not finish loading within 5 s/,
  },
  { name: 'a promise that never settles', config: 'await new Promise(() => {});\nexport default {};\n', message: /never finished loading/ },
  { name: 'an exported promise that never settles', config: 'export default new Promise(() => {});\n', message: /never finished loading/ },
];

describe('hang: the config is evaluated with a time limit', () => {
  for (const { name, config, message } of configCases) {
    it.concurrent(`${name} fails with a message naming the config`, async () => {
      const dir = projects.make(name.replace(/\W+/g, '-'), { 'portal.config.ts': config });
      const run = await runPortal(dir, ['build']);
      expect(run.hung).toBe(false);
      expect(run.code).toBe(1);
      expect(run.stderr).toMatch(new RegExp(`^error portal\\.config\\.ts: .*${message.source}`, 'm'));
      expect(run.stderr).toMatch(/^ {2}hint: /m);
      expect(existsSync(path.join(dir, 'build'))).toBe(false);
    });
  }
});

describe('hang: unbounded costs are bounded', () => {
  it.concurrent('a code fence range {1-999999999} marks only the lines the block has, with a warning', async () => {
    const dir = projects.make('fence-range', { 'content/code.md': '# Code\n\n```js {2,1-999999999}\nconst a = 1;\nconst b = 2;\n```\n' });
    const run = await runPortal(dir, ['build']);
    expect(run.hung).toBe(false);
    expect(run.code).toBe(0);
    expect(run.stderr).toMatch(/^warning content\/code\.md:3:1: line range \{1-999999999\} is outside the code block, which has 2 lines$/m);
    const html = readFileSync(path.join(dir, 'build/code/index.html'), 'utf8');
    expect(html.match(/class="line highlighted"/g)).toHaveLength(2);
  });

  it.concurrent('a heading or a code line of 400,000 spaces before an id or a magic comment builds', async () => {
    const spaces = ' '.repeat(400_000);
    const dir = projects.make('long-whitespace', {
      'content/ids.md': `# Ids\n\n## A${spaces}b {#b}\n\n## C${spaces}{#c}\n\n\`\`\`js\n//${spaces}highlight-next-line${spaces}x\nconst a = 1;\n\`\`\`\n`,
    });
    const run = await runPortal(dir, ['build']);
    expect(run.hung).toBe(false);
    expect(run.code).toBe(0);
    expect(readFileSync(path.join(dir, 'build/ids/index.html'), 'utf8')).toMatch(/<h2 id="b"[^>]*>A {400000}b</);
  });

  it.concurrent('a YAML alias bomb in the description fails fast', async () => {
    const description = `openapi: 3.0.0\ninfo: {title: x, version: "1"}\npaths: {}\n${aliasBomb('x-')}\n`;
    const dir = projects.make('description-bomb', { 'mk-openapi/openapi.yml': description });
    const run = await runPortal(dir, ['build']);
    expect(run.hung).toBe(false);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^error mk-openapi\/openapi\.yml: the YAML aliases \(\*name\) expand to too much data/m);
    expect(run.stderr).toMatch(/^ {2}hint: aliases may expand to at most/m);
  });

  it.concurrent('a YAML alias bomb in front matter fails fast', async () => {
    const dir = projects.make('front-matter-bomb', { 'content/bomb.md': `---\n${aliasBomb('')}\n---\n\nText\n` });
    const run = await runPortal(dir, ['build']);
    expect(run.hung).toBe(false);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^error content\/bomb\.md:2:1: front matter: the YAML aliases \(\*name\) expand to too much data/m);
  });
});

/** Saves `text` to `file`, and saves it again each second (a save right after the watcher starts can go unseen) until `seen` resolves. */
async function saveUntil(file: string, text: string, seen: () => Promise<unknown>): Promise<void> {
  let saves = 0;
  writeFileSync(file, text);
  const again = setInterval(() => writeFileSync(file, `${text}${'\n'.repeat(++saves)}`), 1000);
  try {
    await seen();
  } finally {
    clearInterval(again);
  }
}

describe('hang: watch', () => {
  it.concurrent('keeps serving and still answers SIGTERM after a bad guide and a looping config are saved', async () => {
    const dir = projects.make('watch', {});
    const watch = startPortal(dir, ['watch', '--port', '0']);
    try {
      const base = (await watch.waitFor(/serving at (http:\/\/\S+)/))[1]!;
      await saveUntil(path.join(dir, 'content/bad.md'), `${'>'.repeat(3000)} x\n`, () =>
        watch.waitFor(/error content\/bad\.md:1:1: blockquotes or lists nested 3000 levels deep/),
      );
      expect((await fetch(`${base}/`)).status).toBe(200);
      await saveUntil(path.join(dir, 'portal.config.ts'), 'while (true) {}\nexport default {};\n', () =>
        watch.waitFor(/error portal\.config\.ts: the config did not finish loading within 5 s/),
      );
      expect((await fetch(`${base}/`)).status).toBe(200);
      watch.child.kill('SIGTERM');
      expect(await Promise.race([watch.exited, new Promise((resolve) => setTimeout(() => resolve('still running'), CASE_TIME_BOUND_MS))])).not.toBe(
        'still running',
      );
    } finally {
      watch.child.kill('SIGKILL');
    }
  });
});
