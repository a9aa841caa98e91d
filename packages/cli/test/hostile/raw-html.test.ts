import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launchChromium } from '../browser/browser.ts';
import { CASE_TIMEOUT_MS, escapes, projectsOfThisFile, runPortal } from './harness.ts';

// Issue 41: raw HTML in a guide or a changelog post built in untrusted content mode is sanitized
// (GitHub's rules): no script, handler, script URL, frame, form, base or refresh reaches the page,
// and each removal is a warning at its line.
const project = projectsOfThisFile();
const timeout = CASE_TIMEOUT_MS + 5_000;

const PAYLOAD = [
  '---',
  'title: Raw HTML',
  '---',
  '',
  '<script>window.__pwned = 1</script>',
  '',
  '<img src="a.png" onerror="window.__pwned = 2">',
  '',
  '<a href="JaVa&#x09;ScRiPt:window.__pwned = 3">a</a> <a href="&#106;avascript&#58;x">b</a> <a href=" data:text/html,x">c</a>',
  '',
  '<svg><script>window.__pwned = 4</script><a xlink:href="javascript:x"><text>t</text></a></svg>',
  '',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__pwned=5></style></mglyph></table></mtext></math>',
  '',
  '<base href="https://evil.example/"><meta http-equiv="refresh" content="0;url=https://evil.example/">',
  '',
  '<form action="https://evil.example/"><button formaction="javascript:x">go</button></form><iframe srcdoc="x"></iframe>',
  '',
  '<details><summary>Kept</summary>',
  '',
  'Markdown **inside**.',
  '',
  '</details>',
  '',
].join('\n');

/**
 * Loads the page's article into Chromium with no Content-Security-Policy and no network (every request
 * is recorded and refused), then lists what a browser would run, load or follow: script elements,
 * frames, forms, `on…` handlers, script URLs, and whether `window.__pwned` was set.
 */
async function activeParts(html: string): Promise<string[]> {
  const article = html.slice(html.indexOf('<article'), html.indexOf('</article>') + 10);
  const context = await browser!.newContext();
  const page = await context.newPage();
  const requests: string[] = [];
  await page.route('**/*', (route) => {
    requests.push(route.request().url());
    return route.abort();
  });
  await page.setContent(`<!doctype html><html><head></head><body>${article}</body></html>`, { waitUntil: 'load' });
  await page.waitForTimeout(300);
  const found = await page.evaluate(() => {
    const parts: string[] = [];
    if ((window as { __pwned?: unknown }).__pwned !== undefined) parts.push(`window.__pwned = ${(window as { __pwned?: unknown }).__pwned}`);
    for (const el of document.querySelectorAll(
      'script, iframe, object, embed, base, meta, form, math, style, link, template, button, svg:not(.admonition-icon)',
    ))
      parts.push(`<${el.localName}>`);
    for (const el of document.querySelectorAll('*')) {
      for (const attr of el.attributes) {
        if (/^on/i.test(attr.name) || /^(formaction|srcdoc|xlink:href)$/i.test(attr.name)) parts.push(`${el.localName} ${attr.name}`);
        // biome-ignore lint/suspicious/noControlCharactersInRegex: a browser drops them from a URL
        if (/^(href|src|action)$/i.test(attr.name) && /^(javascript|vbscript|data):/i.test(attr.value.replace(/[\u0000-\u0020]/g, '')))
          parts.push(`${el.localName} ${attr.name}`);
      }
    }
    return parts;
  });
  await context.close();
  return [...found, ...requests.filter((url) => !url.endsWith('/a.png')).map((url) => `request ${url}`)];
}

let browser: Browser | undefined;
beforeAll(async () => {
  if (hasChromium) browser = await launchChromium();
}, 60_000);
afterAll(async () => browser?.close());

describe('hostile input: raw HTML in untrusted content', () => {
  it('--untrusted sanitizes the raw HTML of guides and posts, keeps what GitHub keeps, and warns at each removal', { timeout }, async () => {
    const p = project({ 'content/guide.md': PAYLOAD, 'changelog/2025-01-02-post.md': PAYLOAD });
    const run = await runPortal(p, ['build', '--untrusted']);
    expect(run.timedOut).toBe(false);
    expect(run.code, run.stderr).toBe(0);
    for (const route of ['guide', 'changelog/2025/01/02/post']) {
      const html = readFileSync(path.join(p.project, 'build', route, 'index.html'), 'utf8');
      if (browser) expect(await activeParts(html)).toEqual([]);
      else expect(html).not.toMatch(/<script|onerror=|javascript:/i);
      expect(html).toContain('<details><summary>Kept</summary>');
      expect(html).toContain('<strong>inside</strong>');
      expect(html).toContain('<img src="a.png">');
    }
    expect(run.stderr).toContain('content/guide.md:5:1: raw HTML: <script> removed');
    expect(run.stderr).toContain('content/guide.md:7:1: raw HTML: `onerror` on <img> removed');
    expect(run.stderr).toContain('changelog/2025-01-02-post.md:15:1: raw HTML: <base> removed');
    expect(escapes(p, run)).toEqual([]);
  });

  it('fails under --strict, so a pull request with active HTML does not pass CI', { timeout }, async () => {
    const p = project({ 'content/guide.md': PAYLOAD });
    const run = await runPortal(p, ['build', '--untrusted', '--strict']);
    expect(run.timedOut).toBe(false);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('raw HTML: <script> removed');
  });
});
