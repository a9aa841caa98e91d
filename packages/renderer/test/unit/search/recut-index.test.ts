import { gunzipSync } from 'node:zlib';
import * as pagefind from 'pagefind';
import { describe, expect, it } from 'vitest';
import { encodePagefind, readPagefindFile, type MetaChunk, type PackedWord, type PagefindMeta } from '../../../src/search/pagefind-format.ts';
import { shortenFragmentNames } from '../../../src/search/fragment-names.ts';
import { compareWords, cutChunk, recutIndex, type CutChunk } from '../../../src/search/recut-index.ts';

interface IndexFile {
  path: string;
  content: Uint8Array;
}

/** Pagefind's own files for `pages`, as its Node API gives them (no portal code in between). */
async function pagefindFiles(pages: Array<{ url: string; text: string }>): Promise<IndexFile[]> {
  const { index } = await pagefind.createIndex({ forceLanguage: 'en' });
  try {
    for (const page of pages) await index!.addHTMLFile({ url: page.url, content: `<html lang="en"><body><main><h1 data-pagefind-filter="group">Guides</h1><p>${page.text}</p></main></body></html>` });
    const { files } = await index!.getFiles();
    return files.map((f) => ({ path: `pagefind/${f.path}`, content: f.content })).sort((a, b) => (a.path < b.path ? -1 : 1));
  } finally {
    await index!.deleteIndex();
    await pagefind.close();
  }
}

const binary = (files: IndexFile[]) => files.filter((f) => /\.pf_(meta|index|filter)$/.test(f.path));
const body = (file: IndexFile) => gunzipSync(file.content).subarray('pagefind_dcd'.length);

/** Words that share prefixes at every length, with a few heavy ones, so that cuts fall inside shared prefixes. */
function vocabulary(): string[] {
  const words: string[] = [];
  for (const a of ['pay', 'pad', 'ref', 'rec', 'web']) for (const b of ['', 'ment', 'ments', 'out', 'er', 'und', 'ord', 'hook']) for (const c of ['', 'a', 'ab', 'b']) words.push(`${a}${b}${c}`);
  return words;
}

const pages = Array.from({ length: 40 }, (_, i) => ({ url: `/p/${i}`, text: vocabulary().filter((_, j) => (j * 7 + i) % 5 < 2 || j % 9 === 0).join(' ') }));

describe('Pagefind 1.6.0 index format (a failure here means a Pagefind upgrade changed it: read its index_*.rs again)', () => {
  it('decodes and re-encodes every metadata, index and filter file to the same bytes', async () => {
    const files = binary(await pagefindFiles(pages));
    expect(files.length).toBeGreaterThanOrEqual(3);
    for (const file of files) expect(Buffer.from(encodePagefind(readPagefindFile(file.content, file.path))).equals(body(file)), file.path).toBe(true);
    const meta = readPagefindFile(files.find((f) => f.path.endsWith('.pf_meta'))!.content, 'meta') as PagefindMeta;
    expect(meta[0]).toBe('1.6.0');
    for (const [from, to, hash] of meta[2]) expect([typeof from, typeof to, typeof hash]).toEqual(['string', 'string', 'string']);
  });

  it('names the files as Pagefind does: re-cut into chunks as large as its own, the index is Pagefind’s', async () => {
    const files = await pagefindFiles(pages);
    const same = recutIndex(files, Number.POSITIVE_INFINITY);
    expect(same.map((f) => f.path)).toEqual(files.map((f) => f.path));
    for (const [i, file] of same.entries()) {
      const original = files[i]!;
      expect(binary([file]).length ? body(file).equals(body(original)) : Buffer.from(file.content).equals(Buffer.from(original.content)), file.path).toBe(true);
    }
  });
});

/** Pagefind's client choosing chunks for a term (pagefind_web/src/lib.rs `request_indexes`): those whose range holds it, else those whose range holds it cut to their bounds' length. */
function chunksFor(term: string, chunks: readonly Pick<CutChunk, 'from' | 'to'>[]): number[] {
  const strict = chunks.flatMap((c, i) => (compareWords(term, c.from) >= 0 && compareWords(term, c.to) <= 0 ? [i] : []));
  if (strict.length) return strict;
  const cut = (s: string, n: number) => [...s].slice(0, n).join('');
  return chunks.flatMap((c, i) => {
    const n = Math.min([...term].length, [...c.from].length);
    const m = Math.min([...term].length, [...c.to].length);
    return compareWords(cut(term, n), cut(c.from, n)) >= 0 && compareWords(cut(term, m), cut(c.to, m)) <= 0 ? [i] : [];
  });
}

/** The words a search for `term` finds (those it starts) in the chunks it loads. */
function found(term: string, chunks: readonly CutChunk[]): string[] {
  const loaded = new Set(chunksFor(term, chunks).flatMap((i) => chunks[i]!.words.map((w) => w[0])));
  return [...loaded].filter((w) => w.startsWith(term)).sort(compareWords);
}

const word = (text: string, locations: number): PackedWord => [text, [[0, Array.from({ length: locations }, (_, i) => i), []]], []];

describe('cutChunk', () => {
  const words = vocabulary().sort(compareWords).map((w, i) => word(w, i % 11 === 0 ? 40 : 3));
  const whole: CutChunk = { from: 'p', to: words.at(-1)![0], words };

  for (const size of [1, 8, 30, 100]) {
    it(`cuts into chunks that hold every word once, each term finding what it found in the whole chunk (size ${size})`, () => {
      const cut = cutChunk({ ...whole, size });
      expect(cut.length).toBeGreaterThan(size === 100 ? 1 : 5);
      expect(cut[0]!.from).toBe(whole.from);
      expect(cut.at(-1)!.to).toBe(whole.to);
      // Each word is in one chunk, in order, and in its chunk's range (ranges may overlap: a chunk's starts at the shortest term that needs it).
      expect(cut.flatMap((c) => c.words.map((w) => w[0]))).toEqual(words.map((w) => w[0]));
      for (const c of cut) {
        expect(compareWords(c.from, c.words[0]![0])).toBeLessThanOrEqual(0);
        expect(compareWords(c.from, c.to)).toBeLessThanOrEqual(0);
      }
      for (const w of words.map((x) => x[0])) {
        for (let n = 1; n <= w.length; n++) expect(found(w.slice(0, n), cut), w.slice(0, n)).toEqual(found(w.slice(0, n), [whole]));
      }
    });
  }

  it('orders words by code point as Pagefind (Rust) does', () => {
    expect(compareWords('\u{1F600}', '\uFB01')).toBeGreaterThan(0);
    expect('\u{1F600}' < '\uFB01').toBe(true);
  });
});

describe('recutIndex', () => {
  it('gives the same bytes for the same index, whatever order its files come in', async () => {
    const files = await pagefindFiles(pages);
    const once = recutIndex(files, 20);
    const again = recutIndex([...files].reverse(), 20);
    expect(again.map((f) => [f.path, Buffer.from(f.content).toString('base64')])).toEqual(once.map((f) => [f.path, Buffer.from(f.content).toString('base64')]));
    const chunks = (readPagefindFile(once.find((f) => f.path.endsWith('.pf_meta'))!.content, 'meta') as PagefindMeta)[2] as MetaChunk[];
    expect(chunks.length).toBeGreaterThan(3);
    // The metadata names every chunk written, and the entry names the metadata.
    expect(once.filter((f) => f.path.startsWith('pagefind/index/')).map((f) => f.path)).toEqual(chunks.map((c) => `pagefind/index/${c[2]}.pf_index`).sort());
    const entry = JSON.parse(Buffer.from(once.find((f) => f.path === 'pagefind/pagefind-entry.json')!.content).toString()) as { languages: { en: { hash: string } } };
    expect(once.some((f) => f.path === `pagefind/pagefind.${entry.languages.en.hash}.pf_meta`)).toBe(true);
    expect(once.filter((f) => f.path.endsWith('.pf_meta'))).toHaveLength(1);
  });
});

describe('shortenFragmentNames', () => {
  it('renames every fragment the metadata lists, keeping each one’s bytes, and the same index gets the same names', async () => {
    const files = recutIndex(await pagefindFiles(pages), 20);
    const renamed = shortenFragmentNames(files);
    const fragments = (list: IndexFile[]) => list.filter((f) => f.path.startsWith('pagefind/fragment/'));
    const meta = readPagefindFile(renamed.find((f) => f.path.endsWith('.pf_meta'))!.content, 'meta') as PagefindMeta;
    const listed = (meta[1] as Array<[string]>).map((p) => `pagefind/fragment/${p[0]}.pf_fragment`);
    expect(new Set(listed)).toEqual(new Set(fragments(renamed).map((f) => f.path)));
    expect(listed.every((p) => /\/en_[0-9a-f]{4}[0-9a-z]+\.pf_fragment$/.test(p))).toBe(true);
    const contents = (list: IndexFile[]) => fragments(list).map((f) => Buffer.from(f.content).toString('base64')).sort();
    expect(contents(renamed)).toEqual(contents(files));
    // Page n's fragment is the one Pagefind gave page n.
    const before = readPagefindFile(files.find((f) => f.path.endsWith('.pf_meta'))!.content, 'meta') as PagefindMeta;
    const content = (list: IndexFile[], name: string) => Buffer.from(list.find((f) => f.path === `pagefind/fragment/${name}.pf_fragment`)!.content).toString('base64');
    (meta[1] as Array<[string]>).forEach((p, i) => expect(content(renamed, p[0])).toBe(content(files, (before[1] as Array<[string]>)[i]![0])));
    expect(shortenFragmentNames(files).map((f) => f.path)).toEqual(renamed.map((f) => f.path));
    expect(renamed.filter((f) => !f.path.startsWith('pagefind/fragment/') && !/\.pf_meta$|entry\.json$/.test(f.path))).toEqual(files.filter((f) => !f.path.startsWith('pagefind/fragment/') && !/\.pf_meta$|entry\.json$/.test(f.path)));
  });
});
