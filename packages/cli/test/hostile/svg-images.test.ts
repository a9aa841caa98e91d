import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CASE_TIMEOUT_MS, escapes, projectsOfThisFile, runPortal } from './harness.ts';

// Issue 41: an SVG with a script, from a guide or from static/, is published without it.
const project = projectsOfThisFile();
const timeout = CASE_TIMEOUT_MS + 5_000;
const EVIL =
  '<svg xmlns="http://www.w3.org/2000/svg" onload="window.__pwned=1"><script>window.__pwned = 2</script><foreignObject><div xmlns="http://www.w3.org/1999/xhtml"><img src="x" onerror="window.__pwned=3"/></div></foreignObject><a href="javascript:window.__pwned=4"><rect width="10" height="10" fill="#36c"/></a></svg>';

describe.concurrent('hostile input: SVG images', () => {
  it('publishes a guide image and a static SVG without script, handlers, foreignObject or javascript: links', { timeout }, async () => {
    const p = project({
      'content/guide.md': '---\ntitle: A guide\n---\n\n![flow](./img/flow.svg)\n',
      'content/img/flow.svg': EVIL,
      'static/img/logo.svg': EVIL,
    });
    const run = await runPortal(p, ['build']);
    expect(run.code, run.stderr).toBe(0);
    const images = path.join(p.project, 'build/assets/images');
    const published = readdirSync(images).filter((f) => f.endsWith('.svg'));
    expect(published).toHaveLength(1);
    for (const file of [path.join(images, published[0]!), path.join(p.project, 'build/img/logo.svg')]) {
      const text = readFileSync(file, 'utf8');
      expect(text).not.toMatch(/script|onload|onerror|foreignObject|javascript/i);
      expect(text).toContain('<rect width="10" height="10" fill="#36c"/>');
    }
    expect(escapes(p, run)).toEqual([]);
  });

  it('refuses an HTML, XML or script file named as an image, and in untrusted mode active files of static/', { timeout }, async () => {
    const p = project({
      'content/guide.md': '---\ntitle: A guide\n---\n\n![a](./page.html)\n\n![b](./feed.xml)\n',
      'content/page.html': '<script>window.__pwned = 1</script>',
      'content/feed.xml': '<x/>',
      'static/evil.html': '<script>window.__pwned = 1</script>',
      'static/evil.js': 'window.__pwned = 1',
      'static/ok.png': 'png',
    });
    const run = await runPortal(p, ['build', '--untrusted']);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('content/guide.md:5:1: image "./page.html" is refused: it is not an image type');
    expect(run.stderr).toContain('content/guide.md:7:1: image "./feed.xml" is refused: it is not an image type');
    expect(run.stderr).toContain('static/evil.html is not published in untrusted content mode');
    expect(run.stderr).toContain('static/evil.js is not published in untrusted content mode');
    expect(run.stderr).not.toContain('static/ok.png');
    expect(escapes(p, run)).toEqual([]);
  });
});
