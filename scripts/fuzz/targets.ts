// What the fuzz run feeds portal: random and mutated Markdown, front matter, _category_ files,
// OpenAPI documents and pages read for search, each through the real load and compile functions.
// A PortalError is portal refusing bad input with a message (expected); anything else thrown is a crash.
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { parseCategoryFile } from '../../packages/renderer/src/content/category-file.ts';
import { parseFrontMatter } from '../../packages/renderer/src/content/front-matter.ts';
import { Diagnostics } from '../../packages/renderer/src/diagnostics.ts';
import { createMarkdownCompiler, type MarkdownCompiler } from '../../packages/renderer/src/markdown/compile-markdown.ts';
import { createCodeHighlighter } from '../../packages/renderer/src/markdown/highlighter.ts';
import { validateConfig } from '../../packages/renderer/src/config/load-config.ts';
import { safeMarkdownCompiler } from '../../packages/renderer/src/markdown/compile-safe-markdown.ts';
import { compilesAsMdx } from '../../packages/renderer/src/markdown/mdx/mdx-format.ts';
import { contentTrust } from '../../packages/renderer/src/config/content-trust.ts';
import { refusedScheme } from '../../packages/renderer/src/safety/url-scheme.ts';
import { buildApiModel } from '../../packages/renderer/src/openapi/build-api-model.ts';
import { loadOpenApi } from '../../packages/renderer/src/openapi/load-openapi.ts';
import { pageSections } from '../../packages/renderer/src/search/page-sections.ts';
import { decodeSearchEntry, encodeSearchEntry, searchEntry } from '../../packages/renderer/src/search/search-entry.ts';
import { buildSearchIndex } from '../../packages/renderer/src/search/search-index.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Pieces of Markdown syntax that parsers trip on, mixed with random text. */
const FRAGMENTS = [
  '> ',
  '- ',
  '* ',
  '1. ',
  '  ',
  '    ',
  '\t',
  '\n',
  '\n\n',
  '*',
  '**',
  '_',
  '__',
  '~~',
  '`',
  '```',
  '```js {1-999999999}\n',
  '~~~',
  '<!--',
  '-->',
  ':::note',
  ':::foo',
  ':::',
  '[',
  ']',
  '](',
  ')',
  '![x](',
  '](./a.md)',
  '](../../../etc/passwd)',
  '<div>',
  '</div>',
  '<script>',
  '&amp;',
  '&#x0;',
  '# ',
  '###### ',
  '|',
  '| --- |',
  '---',
  '===',
  '{',
  '}',
  '\\',
  '\u00a0',
  '\ufeff',
  '\u0000',
  'http://[',
  'javascript:',
  '[^1]',
  '[^1]: x',
  '- [ ] ',
  '$',
  '%',
  ':',
  'www.x.com',
];

const fragment = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...FRAGMENTS) },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 6 }) },
);
/** Random Markdown: a few hundred fragments. */
const randomMarkdown = fc.array(fragment, { maxLength: 300 }).map((parts) => parts.join(''));

/** The real guides, to mutate. */
function realGuides(): string[] {
  const dir = path.join(ROOT, 'content');
  return (readdirSync(dir, { recursive: true }) as string[]).filter((f) => f.endsWith('.md')).map((f) => readFileSync(path.join(dir, f), 'utf8'));
}

/** A text with random edits: fragments inserted, ranges deleted or repeated. */
function mutated(base: fc.Arbitrary<string>): fc.Arbitrary<string> {
  const edit = fc.tuple(fc.nat(), fc.nat({ max: 200 }), fc.constantFrom('insert', 'delete', 'repeat'), fragment, fc.nat({ max: 50 }));
  return fc.tuple(base, fc.array(edit, { minLength: 1, maxLength: 12 })).map(([text, edits]) => {
    let out = text;
    for (const [at, length, kind, piece, times] of edits) {
      const i = out.length ? at % out.length : 0;
      if (kind === 'insert') out = out.slice(0, i) + piece + out.slice(i);
      else if (kind === 'delete') out = out.slice(0, i) + out.slice(i + length);
      else out = out.slice(0, i) + out.slice(i, i + length).repeat(times) + out.slice(i);
    }
    return out;
  });
}

const yamlValue = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.integer(),
  fc.boolean(),
  fc.constantFrom('null', '~', '&a x', '*a', '[1, 2', '{a: 1}', '"unterminated', '|', '>-', '!!binary x', '2001-12-14', '.inf', '0x1F'),
);
const frontMatterKey = fc.constantFrom(
  'title',
  'slug',
  'id',
  'sidebar_label',
  'sidebar_position',
  'toc_min_heading_level',
  'toc_max_heading_level',
  'draft',
  'unlisted',
  'keywords',
  'pagination_next',
  'description',
  'image',
  'x',
  '? complex',
  '<<',
);
const frontMatter = fc
  .tuple(fc.array(fc.tuple(frontMatterKey, yamlValue), { maxLength: 10 }), randomMarkdown, fc.boolean())
  .map(([pairs, body, bom]) => `${bom ? '\ufeff' : ''}---\n${pairs.map(([k, v]) => `${k}: ${v}`).join('\n')}\n---\n${body}`);

const categoryObject = fc.record(
  {
    label: fc.oneof(fc.string(), fc.integer()),
    position: fc.oneof(fc.double(), fc.string()),
    collapsed: fc.boolean(),
    link: fc.oneof(
      fc.constant(null),
      fc.record({ type: fc.constantFrom('generated-index', 'doc', 'x'), slug: fc.string(), id: fc.string() }, { requiredKeys: [] }),
    ),
    extra: fc.anything(),
  },
  { requiredKeys: [] },
);
const categoryFile = fc.oneof(
  categoryObject.map((o) => ({ name: '_category_.json', text: JSON.stringify(o, null, 2) ?? '' })),
  mutated(categoryObject.map((o) => JSON.stringify(o) ?? '{}')).map((text) => ({ name: '_category_.json', text })),
  mutated(fc.constant('label: Modules\nposition: 2\nlink:\n  type: generated-index\n')).map((text) => ({ name: '_category_.yml', text })),
);

/** The small descriptions of the OpenAPI fixtures, to mutate. */
function fixtureDescriptions(): string[] {
  const dir = path.join(ROOT, 'packages/renderer/test/fixtures-openapi');
  return readdirSync(dir)
    .map((name) => path.join(dir, name, 'openapi.yml'))
    .map((file) => readFileSync(file, 'utf8'));
}

export type Target = 'markdown' | 'guide' | 'front-matter' | 'category' | 'openapi' | 'search' | 'untrusted-guide' | 'untrusted-description';

/** What a hostile writer tries: expressions that read or write files, scripts, handlers and script URLs (the canary path is filled in). */
const ATTACKS = (canary: string) => [
  `{process.getBuiltinModule('fs').writeFileSync(${JSON.stringify(canary)}, 'x')}`,
  `{require('fs').writeFileSync(${JSON.stringify(canary)}, 'x')}`,
  `export const x = process.getBuiltinModule('fs').writeFileSync(${JSON.stringify(canary)}, 'x');\n\n`,
  "import fs from 'node:fs';\n\n",
  '<script>{"window.__pwned = 1"}</script>',
  '<img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<svg onload=alert(1)>',
  '[x](javascript:alert(1))',
  '[x](java\tscript:alert(1))',
  '[x](&#106;avascript:alert(1))',
  '<javascript:alert(1)>',
  '[r]: javascript:alert(1)\n\n[a][r]',
  '![i](data:text/html,<script>alert(1)</script>)',
  '<Component prop={1} />',
  '<iframe src="javascript:alert(1)">',
];

/**
 * Fails the case when HTML from untrusted content could run a script: a script-like element, an event
 * handler attribute or a script URL. The HTML is rehype-stringify's (attributes double-quoted, a `<` in
 * text always escaped), so every real tag is matched by TAG and text that only looks like one is not.
 */
const TAG = /<([a-zA-Z][\w:-]*)((?:\s+[^\s"'=<>/]+(?:="[^"]*")?)*)\s*\/?>/g;
const ATTRIBUTE = /\s+([^\s"'=<>/]+)(?:="([^"]*)")?/g;
function assertInert(html: string): void {
  for (const tag of html.matchAll(TAG)) {
    const name = tag[1]!.toLowerCase();
    const fail = (why: string) => {
      throw new Error(`untrusted content reached the page as active HTML (${why}): ${JSON.stringify(tag[0].slice(0, 120))}`);
    };
    if (['script', 'iframe', 'object', 'embed', 'math', 'base', 'meta', 'link', 'form', 'style', 'foreignobject'].includes(name)) fail(`a <${name}> element`);
    for (const attr of tag[2]!.matchAll(ATTRIBUTE)) {
      const key = attr[1]!.toLowerCase();
      const value = (attr[2] ?? '')
        .replace(/&#x([0-9a-f]+);/gi, (_m, h: string) => String.fromCodePoint(parseInt(h, 16)))
        .replace(/&#(\d+);/g, (_m, d: string) => String.fromCodePoint(Number(d)));
      if (key.startsWith('on')) fail(`the handler ${key}`);
      if (['href', 'src', 'action', 'formaction', 'xlink:href'].includes(key) && refusedScheme(value)) fail(`a ${refusedScheme(value)} URL in ${key}`);
    }
  }
}

/** The arbitraries and the functions each target runs, set up once (the highlighter takes a moment). */
export async function createTargets(): Promise<Record<Target, { arbitrary: fc.Arbitrary<unknown>; run: (input: never) => Promise<void> | void }>> {
  const compile: MarkdownCompiler = createMarkdownCompiler({ highlighter: await createCodeHighlighter() });
  const compileGuide = (markdown: string) => {
    const diagnostics = new Diagnostics();
    return compile(markdown, {
      relPath: 'fuzz.md',
      displayPath: 'content/fuzz.md',
      absDir: path.join(ROOT, 'content'),
      routeOfFile: () => undefined,
      addAsset: () => undefined,
      diagnostics,
    });
  };
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'portal-fuzz-'));
  const descriptionFile = path.join(tmp, 'openapi.yml');
  const articles = realGuides().map(
    (text) => `<article class="doc"><h1>Guide</h1>${compileGuide(parseFrontMatter(text, 'content/fuzz.md', new Diagnostics()).body).html}</article>`,
  );
  /** A page's search entry and an index of it, from HTML as a page shows it (search/page-sections.ts reads the article). */
  const indexPage = (html: string) => {
    const sections = pageSections(html);
    if (!sections) return;
    const entry = decodeSearchEntry(encodeSearchEntry(searchEntry('/fuzz', sections, ['fuzzOperation'])));
    buildSearchIndex([{ group: 'Guides', entry }]);
  };
  // Untrusted content mode as a build resolves it (safety/untrusted.ts): the format and raw HTML setting guides get.
  const untrusted = contentTrust(validateConfig({}), true).markdown;
  const canary = path.join(tmp, 'canary-written-by-a-guide');
  const attack = fc.oneof({ weight: 2, arbitrary: fragment }, { weight: 1, arbitrary: fc.constantFrom(...ATTACKS(canary)) });
  const hostileMarkdown = fc.array(attack, { maxLength: 200 }).map((parts) => parts.join(''));
  const safeMarkdown = safeMarkdownCompiler();
  const noCanary = () => {
    if (existsSync(canary)) throw new Error(`a guide wrote ${canary} at build time`);
  };
  return {
    'untrusted-guide': {
      arbitrary: fc.oneof(
        hostileMarkdown,
        mutated(fc.constantFrom(...realGuides())).chain((text) => fc.constantFrom(...ATTACKS(canary)).map((a) => `${text}\n\n${a}\n`)),
      ),
      run: (text: string) => {
        if (compilesAsMdx('guides/fuzz.md', untrusted.format, text) || compilesAsMdx('guides/fuzz.mdx', untrusted.format, text))
          throw new Error('an untrusted guide would be compiled as MDX');
        const diagnostics = new Diagnostics();
        const { html } = compile(text, {
          relPath: 'fuzz.md',
          displayPath: 'content/fuzz.md',
          absDir: path.join(ROOT, 'content'),
          routeOfFile: () => undefined,
          addAsset: () => undefined,
          diagnostics,
          rawHtml: untrusted.rawHtml,
          format: untrusted.format,
        });
        assertInert(html);
        noCanary();
      },
    },
    'untrusted-description': { arbitrary: hostileMarkdown, run: (text: string) => assertInert(safeMarkdown(text)) },
    markdown: { arbitrary: randomMarkdown, run: (text: string) => void compileGuide(text) },
    guide: {
      arbitrary: mutated(fc.constantFrom(...realGuides())),
      run: (text: string) => void compileGuide(parseFrontMatter(text, 'content/fuzz.md', new Diagnostics()).body),
    },
    'front-matter': { arbitrary: frontMatter, run: (text: string) => void compileGuide(parseFrontMatter(text, 'content/fuzz.md', new Diagnostics()).body) },
    // The real guides' articles as a page shows them, mutated (unbalanced tags and quotes, comments, scripts), read for search.
    search: { arbitrary: mutated(fc.constantFrom(...articles)), run: indexPage },
    category: { arbitrary: categoryFile, run: ({ name, text }: { name: string; text: string }) => void parseCategoryFile(text, `content/x/${name}`) },
    openapi: {
      arbitrary: mutated(fc.constantFrom(...fixtureDescriptions())),
      run: async (text: string) => {
        writeFileSync(descriptionFile, text);
        const loaded = await loadOpenApi({ file: descriptionFile, cwd: tmp });
        buildApiModel(loaded, { diagnostics: new Diagnostics() });
      },
    },
  };
}
