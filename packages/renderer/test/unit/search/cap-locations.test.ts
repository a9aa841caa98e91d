import { gunzipSync } from 'node:zlib';
import * as pagefind from 'pagefind';
import { describe, expect, it } from 'vitest';
import { capPage } from '../../../src/search/cap-locations.ts';
import { readPagefindFile, type PackedWord, type PagefindMeta, type WordIndex } from '../../../src/search/pagefind-format.ts';
import { recutIndex } from '../../../src/search/recut-index.ts';

interface IndexFile {
  path: string;
  content: Uint8Array;
}

const LIMIT = 2;

/** Guides of a title and six sections; "refund" in every section, many times in the first; "chargeback" only in the last section of page 0. */
function page(i: number): { url: string; html: string } {
  const sections = Array.from({ length: 6 }, (_, s) => {
    const words = s === 0 ? 'refund a refund then refund and refund again refund' : `settle the refund of section ${s}`;
    const late = i === 0 && s === 5 ? ' a chargeback here' : '';
    return `<h2 id="s${s}">Part ${s} of ${i}</h2><p>${words} payout text${late}.</p>`;
  });
  return { url: `/p/${i}`, html: `<html lang="en"><body><main><h1>Guide ${i} about refund</h1>${sections.join('')}</main></body></html>` };
}

/** Pagefind's own files for the guides. */
async function pagefindFiles(): Promise<IndexFile[]> {
  const { index } = await pagefind.createIndex({ forceLanguage: 'en' });
  try {
    for (let i = 0; i < 6; i++) await index!.addHTMLFile({ url: page(i).url, content: page(i).html });
    const { files } = await index!.getFiles();
    return files.map((f) => ({ path: `pagefind/${f.path}`, content: f.content })).sort((a, b) => (a.path < b.path ? -1 : 1));
  } finally {
    await index!.deleteIndex();
    await pagefind.close();
  }
}

/** Each word's pages (absolute numbers) with their locations as [weight, location], as Pagefind's reader decodes them. */
function words(files: IndexFile[]): Map<string, Map<number, Array<[number, number]>>> {
  const meta = readPagefindFile(files.find((f) => f.path.endsWith('.pf_meta'))!.content, 'meta') as PagefindMeta;
  const all = new Map<string, Map<number, Array<[number, number]>>>();
  for (const [, , hash] of meta[2]) {
    const [list] = readPagefindFile(files.find((f) => f.path === `pagefind/index/${hash}.pf_index`)!.content, hash) as WordIndex;
    for (const [word, pages] of list as PackedWord[]) {
      const byPage = new Map<number, Array<[number, number]>>();
      let number = 0;
      for (const [delta, locs] of pages) {
        number += delta;
        let weight = 25;
        // Deltas within each weight's run, from 0 after its marker.
        let last = 0;
        const kept: Array<[number, number]> = [];
        for (const n of locs) {
          if (n < 0) {
            weight = Math.min(255, -n - 1);
            last = 0;
          } else kept.push([weight, (last += n)]);
        }
        byPage.set(number, kept);
      }
      all.set(word, byPage);
    }
  }
  return all;
}

/** The words of a page's fragment (what the reader's locations count), lower case, without punctuation. */
function contentWords(files: IndexFile[], pageNumber: number): string[] {
  const meta = readPagefindFile(files.find((f) => f.path.endsWith('.pf_meta'))!.content, 'meta') as PagefindMeta;
  const hash = (meta[1][pageNumber] as [string])[0];
  const fragment = JSON.parse(gunzipSync(files.find((f) => f.path === `pagefind/fragment/${hash}.pf_fragment`)!.content).subarray(12).toString()) as { content: string };
  return fragment.content.split(/\s+/).map((w) => w.toLowerCase().replace(/[^\p{L}\p{N}]/gu, ''));
}

/** The section headings (Pagefind's sub-results) that a page's locations fall in, by its fragment's anchors. */
function headings(files: IndexFile[], pageNumber: number, locations: number[]): string[] {
  const meta = readPagefindFile(files.find((f) => f.path.endsWith('.pf_meta'))!.content, 'meta') as PagefindMeta;
  const hash = (meta[1][pageNumber] as [string])[0];
  const fragment = JSON.parse(gunzipSync(files.find((f) => f.path === `pagefind/fragment/${hash}.pf_fragment`)!.content).subarray(12).toString()) as { anchors: Array<{ id: string; location: number }> };
  const anchors = [...fragment.anchors].sort((a, b) => a.location - b.location);
  return [...new Set(locations.map((l) => anchors.filter((a) => a.location <= l).at(-1)?.id ?? ''))].sort();
}

describe('recutIndex with a cap of locations a page (cap-locations.ts)', () => {
  it('finds the same pages for every word, keeps at most the cap of plain locations, every heading location, the weight sum, where the words stand and the first section a word matched in', async () => {
    const files = await pagefindFiles();
    const capped = recutIndex(files, Number.POSITIVE_INFINITY, LIMIT);
    const [before, after] = [words(files), words(capped)];
    expect([...after.keys()]).toEqual([...before.keys()]);
    let cut = 0;
    for (const [word, pages] of before) {
      const kept = after.get(word)!;
      expect([...kept.keys()], word).toEqual([...pages.keys()]);
      for (const [n, locs] of pages) {
        const now = kept.get(n)!;
        const raised = locs.filter(([w]) => w > 24);
        for (const [w, l] of raised) expect(now, `${word} on page ${n}: heading location ${l}`).toContainEqual([w, l]);
        expect(now.length - raised.length, `${word} on page ${n}: plain locations`).toBeLessThanOrEqual(LIMIT);
        // Pagefind ranks by the sum of the weights: the kept locations carry the dropped ones'.
        expect(now.reduce((s, [w]) => s + w, 0), `${word} on page ${n}: weight`).toBe(locs.reduce((s, [w]) => s + w, 0));
        // The sections matched are the page's, as many as the cap allows, and the first (the heading the dialog shows) is the same.
        const [sectionsNow, sectionsBefore] = [headings(capped, n, now.map(([, l]) => l)), headings(files, n, locs.map(([, l]) => l))];
        expect(sectionsBefore, `${word} on page ${n}: sections`).toEqual(expect.arrayContaining(sectionsNow));
        expect(sectionsNow.length, `${word} on page ${n}: sections`).toBeGreaterThanOrEqual(Math.min(sectionsBefore.length, LIMIT));
        expect(headings(capped, n, [Math.min(...now.map(([, l]) => l))]), `${word} on page ${n}: first section`).toEqual(headings(files, n, [Math.min(...locs.map(([, l]) => l))]));
        // Every location kept still points at the word in the page's text (its stem starts the word there).
        const text = contentWords(capped, n);
        for (const [w, l] of now) if (w <= 24) expect(text[l], `${word} on page ${n} at ${l}`).toMatch(new RegExp(`^${word}`));
        if (now.length < locs.length) cut++;
      }
    }
    expect(cut).toBeGreaterThan(5);
    // The word of the last section alone: its sub-result is still that section.
    expect(headings(capped, 0, after.get('chargeback')!.get(0)!.map(([, l]) => l))).toEqual(['s5']);
    expect(after.get('refund')!.get(0)!.length).toBeLessThan(before.get('refund')!.get(0)!.length);
  });

  it('gives the same bytes for the same index', async () => {
    const files = await pagefindFiles();
    const bytes = (list: IndexFile[]) => list.map((f) => [f.path, Buffer.from(f.content).toString('base64')]);
    expect(bytes(recutIndex([...files].reverse(), Number.POSITIVE_INFINITY, LIMIT))).toEqual(bytes(recutIndex(files, Number.POSITIVE_INFINITY, LIMIT)));
  });
});

describe('capPage', () => {
  it('keeps raised locations, then the first of each section not covered, then the earliest, sharing the weight', () => {
    // Locations are deltas within each weight's run: 3, 4, 5, 12, 13 at 24, then 1 at 168.
    expect(capPage([-25, 3, 1, 1, 7, 1, -169, 1], 2, () => [0, 10])).toEqual([-61, 3, 9, -169, 1]);
    // 24 × 6 + 12 = 156 over three kept: 52 each.
    expect(capPage([-25, 3, 1, 1, 7, 1, 1, -13, 7, -169, 1], 3, () => [0, 10])).toEqual([-53, 3, 1, 8, -169, 1]);
    expect(capPage([-25, 3, 1], 2, () => [])).toEqual([-25, 3, 1]);
  });
});
