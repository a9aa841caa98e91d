import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fromHtml } from 'hast-util-from-html';
import { select } from 'hast-util-select';
import { toString } from 'hast-util-to-string';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../src/build.ts';
import { listFiles } from './expected-output.ts';

const FIXTURE = path.join(import.meta.dirname, 'fixtures', 'docusaurus-mdx');
const tmp = mkdtempSync(path.join(os.tmpdir(), 'portal-mdx-text-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('issue 14: a Docusaurus project shows no MDX as text', async () => {
  const outDir = path.join(tmp, 'out');
  await build({ cwd: FIXTURE, outDir });
  const pages = listFiles(outDir).filter((f) => f.endsWith('.html') && f !== '404.html');
  const textOf = (file: string) => {
    const article = select('article', fromHtml(readFileSync(path.join(outDir, file), 'utf8')));
    return article ? toString(article) : '';
  };

  it('builds every guide of the fixture', () => {
    expect(pages).toEqual(['guides/code-blocks/index.html', 'guides/setup/index.html', 'guides/webhooks/index.html', 'index.html']);
  });

  it.each(['guides/setup/index.html', 'guides/webhooks/index.html', 'index.html'])('%s has no import line, JSX tag or comment in its text', (file) => {
    const text = textOf(file);
    expect(text.length).toBeGreaterThan(20);
    expect(text).not.toMatch(/^\s*(import|export) /m);
    expect(text).not.toMatch(/<[A-Z][A-Za-z]*|<\/?[a-z]+[ >]/);
    expect(text).not.toContain('{/*');
    expect(text).not.toMatch(/<!--|-->|prettier-ignore|inline HTML comment/);
  });

  it('renders the site component, its CSS module, the global component and the partial with its props', () => {
    const home = readFileSync(path.join(outDir, 'index.html'), 'utf8');
    // CSS module class names carry a hash of their file's path, the same in every bundle.
    expect(home).toMatch(/<figure class="(styles_[0-9a-f]{6}_figure)"><img src="[^"]*" alt="The dashboard" class="styles_[0-9a-f]{6}_image"\/>/);
    expect(home).toContain('<span class="badge badge--primary">New</span>');
    expect(textOf('index.html')).toContain('Need help with installing?');
    const css = listFiles(outDir).find((f) => f.endsWith('.css'))!;
    expect(readFileSync(path.join(outDir, css), 'utf8')).toMatch(/\.styles_[0-9a-f]{6}_figure\{/);
  });

  it('gives a heading the id it names ({#rotate}) and reads an mdx-code-block fence as the MDX it holds', () => {
    const setup = readFileSync(path.join(outDir, 'guides/setup/index.html'), 'utf8');
    expect(setup).toMatch(/<h2 id="rotate" class="anchor-heading">Rotate the key<a href="#rotate"/);
    expect(setup).toContain('<a href="#rotate" class="toc-link">Rotate the key</a>');
    expect(textOf('guides/setup/index.html')).not.toContain('{#');
    const webhooks = readFileSync(path.join(outDir, 'guides/webhooks/index.html'), 'utf8');
    expect(webhooks).toContain(
      '<p class="admonition-heading">Kept out of view</p><div class="admonition-content"><p>An <code>mdx-code-block</code> fence holds MDX',
    );
    expect(webhooks).not.toContain('data-language="mdx-code-block"');
  });

  it("leaves a page's <head> out of its article", () => {
    const webhooks = readFileSync(path.join(outDir, 'guides/webhooks/index.html'), 'utf8');
    expect(webhooks.match(/<head>/g)).toHaveLength(1);
    expect(webhooks).not.toContain('Webhooks at Acme');
    expect(readFileSync(path.join(outDir, 'guides/webhooks.md'), 'utf8')).not.toContain('Webhooks at Acme');
  });

  it('renders @theme/Heading with its id and # link, and @theme/ThemedImage as one image per colour mode', () => {
    const webhooks = readFileSync(path.join(outDir, 'guides/webhooks/index.html'), 'utf8');
    expect(webhooks).toContain(
      '<h2 id="event-types" class="anchor-heading">Event <code>types</code><a href="#event-types" class="hash-link" aria-label="Direct link to Event types" title="Direct link to Event types">#</a></h2>',
    );
    expect(webhooks).toContain(
      '<img src="/img/flow-light.svg" alt="Event flow" class="themed-image themed-image-light"/><img src="/img/flow-dark.svg" alt="Event flow" class="themed-image themed-image-dark"/>',
    );
  });
});
