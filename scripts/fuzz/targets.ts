// What the fuzz run feeds portal: random and mutated Markdown, front matter, _category_ files,
// OpenAPI documents and pages read for search, each through the real load and compile functions.
// A PortalError is portal refusing bad input with a message (expected); anything else thrown is a crash.
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { parseCategoryFile } from '../../packages/renderer/src/content/category-file.ts';
import { parseFrontMatter } from '../../packages/renderer/src/content/front-matter.ts';
import { Diagnostics } from '../../packages/renderer/src/diagnostics.ts';
import { createMarkdownCompiler, type MarkdownCompiler } from '../../packages/renderer/src/markdown/compile-markdown.ts';
import { createCodeHighlighter } from '../../packages/renderer/src/markdown/highlighter.ts';
import { buildApiModel } from '../../packages/renderer/src/openapi/build-api-model.ts';
import { loadOpenApi } from '../../packages/renderer/src/openapi/load-openapi.ts';
import { pageSections } from '../../packages/renderer/src/search/page-sections.ts';
import { decodeSearchEntry, encodeSearchEntry, searchEntry } from '../../packages/renderer/src/search/search-entry.ts';
import { buildSearchIndex } from '../../packages/renderer/src/search/search-index.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Pieces of Markdown syntax that parsers trip on, mixed with random text. */
const FRAGMENTS = ['> ', '- ', '* ', '1. ', '  ', '    ', '\t', '\n', '\n\n', '*', '**', '_', '__', '~~', '`', '```', '```js {1-999999999}\n', '~~~', '<!--', '-->', ':::note', ':::foo', ':::', '[', ']', '](', ')', '![x](', '](./a.md)', '](../../../etc/passwd)', '<div>', '</div>', '<script>', '&amp;', '&#x0;', '# ', '###### ', '|', '| --- |', '---', '===', '{', '}', '\\', '\u00a0', '\ufeff', '\u0000', 'http://[', 'javascript:', '[^1]', '[^1]: x', '- [ ] ', '$', '%', ':', 'www.x.com'];

const fragment = fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...FRAGMENTS) }, { weight: 1, arbitrary: fc.string({ maxLength: 12 }) }, { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 6 }) });
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

const yamlValue = fc.oneof(fc.string({ maxLength: 20 }), fc.integer(), fc.boolean(), fc.constantFrom('null', '~', '&a x', '*a', '[1, 2', '{a: 1}', '"unterminated', '|', '>-', '!!binary x', '2001-12-14', '.inf', '0x1F'));
const frontMatterKey = fc.constantFrom('title', 'slug', 'id', 'sidebar_label', 'sidebar_position', 'toc_min_heading_level', 'toc_max_heading_level', 'draft', 'unlisted', 'keywords', 'pagination_next', 'description', 'image', 'x', '? complex', '<<');
const frontMatter = fc
  .tuple(fc.array(fc.tuple(frontMatterKey, yamlValue), { maxLength: 10 }), randomMarkdown, fc.boolean())
  .map(([pairs, body, bom]) => `${bom ? '\ufeff' : ''}---\n${pairs.map(([k, v]) => `${k}: ${v}`).join('\n')}\n---\n${body}`);

const categoryObject = fc.record(
  { label: fc.oneof(fc.string(), fc.integer()), position: fc.oneof(fc.double(), fc.string()), collapsed: fc.boolean(), link: fc.oneof(fc.constant(null), fc.record({ type: fc.constantFrom('generated-index', 'doc', 'x'), slug: fc.string(), id: fc.string() }, { requiredKeys: [] })), extra: fc.anything() },
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
  return readdirSync(dir).map((name) => path.join(dir, name, 'openapi.yml')).map((file) => readFileSync(file, 'utf8'));
}

export type Target = 'markdown' | 'guide' | 'front-matter' | 'category' | 'openapi' | 'search';

/** The arbitraries and the functions each target runs, set up once (the highlighter takes a moment). */
export async function createTargets(): Promise<Record<Target, { arbitrary: fc.Arbitrary<unknown>; run: (input: never) => Promise<void> | void }>> {
  const compile: MarkdownCompiler = createMarkdownCompiler({ highlighter: await createCodeHighlighter() });
  const compileGuide = (markdown: string) => {
    const diagnostics = new Diagnostics();
    return compile(markdown, { relPath: 'fuzz.md', displayPath: 'content/fuzz.md', absDir: path.join(ROOT, 'content'), routeOfFile: () => undefined, addAsset: () => undefined, diagnostics });
  };
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'portal-fuzz-'));
  const descriptionFile = path.join(tmp, 'openapi.yml');
  const articles = realGuides().map((text) => `<article class="doc"><h1>Guide</h1>${compileGuide(parseFrontMatter(text, 'content/fuzz.md', new Diagnostics()).body).html}</article>`);
  /** A page's search entry and an index of it, from HTML as a page shows it (search/page-sections.ts reads the article). */
  const indexPage = (html: string) => {
    const sections = pageSections(html);
    if (!sections) return;
    const entry = decodeSearchEntry(encodeSearchEntry(searchEntry('/fuzz', sections, ['fuzzOperation'])));
    buildSearchIndex([{ group: 'Guides', entry }]);
  };
  return {
    markdown: { arbitrary: randomMarkdown, run: (text: string) => void compileGuide(text) },
    guide: { arbitrary: mutated(fc.constantFrom(...realGuides())), run: (text: string) => void compileGuide(parseFrontMatter(text, 'content/fuzz.md', new Diagnostics()).body) },
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
