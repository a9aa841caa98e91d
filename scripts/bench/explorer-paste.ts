import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { hydrated, startSite } from '../../packages/cli/test/browser/browser.ts';
import { startMockApi } from '../../packages/cli/test/browser/mock-api.ts';

/**
 * The API explorer's body editor with a large JSON body pasted in (`create-note` of the explorer fixture site, in
 * Chromium): the time from the paste (the textarea's value set and its `input` event) to the next painted frame,
 * then the time one more typed character takes, with "Code samples use these values" off and on. Median of 5 runs
 * per size; sizes in bytes as the first argument (default 1 MB and 5 MB).
 *
 *   node --import tsx scripts/bench/explorer-paste.ts [1000000,5000000]
 */
const FIXTURE = path.resolve(import.meta.dirname, '../../packages/cli/test/fixtures/explorer-site');
const SIZES = (process.argv[2] ?? '1000000,5000000').split(',').map(Number);
const RUNS = 5;

/** A Note body of about `bytes` characters: its text field holds the bulk, lines of a log. */
function bigBody(bytes: number): string {
  const lines: string[] = [];
  let size = 0;
  for (let i = 0; size < bytes; i++) {
    const line = `line ${i}: payment pay_${i.toString(36)} captured, amount ${i % 9973} EUR`;
    lines.push(line);
    size += line.length + 4;
  }
  return JSON.stringify({ text: lines.join('\n'), tags: ['bench'] }, null, 2);
}

const mock = await startMockApi(path.join(FIXTURE, 'mk-openapi/openapi.json'));
const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-explorer-paste-'));
cpSync(FIXTURE, dir, { recursive: true });
writeFileSync(
  path.join(dir, 'portal.config.ts'),
  `export default { title: 'Explorer Fixture', openapi: { file: 'mk-openapi/openapi.json', sandboxUrl: ${JSON.stringify(mock.url)} } };\n`,
);
const site = await startSite({ cwd: dir });
/** Pastes `text` into the textarea, waits for the painted frame, then types one character and waits again. */
const PASTE = `(area, text) => new Promise((resolve) => {
  const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value').set;
  const frame = () => new Promise((done) => requestAnimationFrame(() => setTimeout(() => done(performance.now()), 0)));
  const started = performance.now();
  const data = new DataTransfer();
  data.setData('text/plain', text);
  const event = new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true });
  area.dispatchEvent(event);
  // A page that lets the browser paste: what the browser does (a script's paste event inserts nothing).
  if (!event.defaultPrevented) {
    setter.call(area, text);
    area.dispatchEvent(new Event('input', { bubbles: true }));
  }
  frame().then(async (pasted) => {
    const editor = document.querySelector('textarea.explorer-editor');
    if (!editor || editor.value.length < text.length) return resolve([pasted - started, NaN]);
    const typed = performance.now();
    setter.call(editor, editor.value + ' ');
    editor.dispatchEvent(new Event('input', { bubbles: true }));
    resolve([pasted - started, (await frame()) - typed]);
  });
})`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
try {
  const page = await site.browser.newPage();
  await page.goto(`${site.base}/api/create-note`);
  await hydrated(page);
  await page.getByRole('button', { name: 'Try it', exact: true }).click();
  await page.getByRole('button', { name: 'Send', exact: true }).waitFor();
  const textarea = page.locator('textarea.explorer-editor');
  if (process.env.PASTE_PROFILE) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await textarea.evaluate(
      new Function('area', 'text', `return (${PASTE})(area, text);`) as (area: Element, text: string) => Promise<[number, number]>,
      bigBody(SIZES.at(-1)!),
    );
    const { profile } = await cdp.send('Profiler.stop');
    const self = new Map<string, number>();
    const dt = profile.timeDeltas ?? [];
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    (profile.samples ?? []).forEach((id, i) => {
      const f = byId.get(id)!.callFrame;
      const key = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}`;
      self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0) / 1000);
    });
    for (const [key, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`${Math.round(ms)} ms  ${key}`);
  }
  for (const follow of [false, true]) {
    const box = page.getByRole('checkbox', { name: 'Code samples use these values' });
    if ((await box.isChecked()) !== follow) await box.click();
    for (const bytes of SIZES) {
      const body = bigBody(bytes);
      const paste: number[] = [];
      const key: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        // Back to the small example: clear a large body first.
        const clear = page.getByRole('button', { name: 'Clear the body' });
        if (await clear.count()) await clear.click();
        await textarea.fill('{}');
        // A string, not a function: tsx's helpers (__name) do not exist in the page.
        const ms = await textarea.evaluate(
          new Function('area', 'text', `return (${PASTE})(area, text);`) as (area: Element, text: string) => Promise<[number, number]>,
          body,
        );
        paste.push(ms[0]);
        key.push(ms[1]);
      }
      console.log(
        `${(body.length / 1e6).toFixed(1)} MB JSON${follow ? ', samples following' : ''}: paste → painted ${Math.round(median(paste))} ms (${paste.map(Math.round).join(', ')}); one more character ${Number.isNaN(key[0]) ? 'n/a (no textarea: the body is shown as its size and start)' : `${Math.round(median(key))} ms (${key.map(Math.round).join(', ')})`}`,
      );
    }
  }
} finally {
  await site.stop();
  await mock.stop();
  rmSync(dir, { recursive: true, force: true });
}
