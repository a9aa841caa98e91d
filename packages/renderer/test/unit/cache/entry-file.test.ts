import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EntryFileWriter, readEntries, writeEntries } from '../../../src/cache/entry-file.ts';
import { HtmlMemo } from '../../../src/cache/html-memo.ts';

const newFile = () => path.join(mkdtempSync(path.join(os.tmpdir(), 'portal-kept-')), 'cache', 'kept.jsonl');

/** One build's use of a memo kept in `file`: `texts` are turned into HTML, counting how many were made. */
function build(file: string, texts: string[], version = 'v1') {
  const memo = new HtmlMemo(readEntries(file, version));
  let made = 0;
  const html = texts.map((text) => memo.get(text, () => (made++, `<p>${text}</p>`)));
  writeEntries(file, version, [memo.use()]);
  return { html, made };
}

describe('kept entries (what a build keeps for the next one)', () => {
  it('gives the next build what this one used, and makes only what it lacks', () => {
    const file = newFile();
    expect(build(file, ['a', 'b', 'a'])).toEqual({ html: ['<p>a</p>', '<p>b</p>', '<p>a</p>'], made: 2 });
    expect(build(file, ['a', 'b', 'c'])).toEqual({ html: ['<p>a</p>', '<p>b</p>', '<p>c</p>'], made: 1 });
  });

  it('merges what several render jobs used and made, and drops what none used', () => {
    const file = newFile();
    build(file, ['a', 'b', 'c']);
    const jobs = [new HtmlMemo(readEntries(file, 'v1')), new HtmlMemo(readEntries(file, 'v1'))];
    jobs[0]!.get('a', () => 'made again');
    jobs[1]!.get('d', () => '<p>d</p>');
    writeEntries(
      file,
      'v1',
      jobs.map((job) => job.use()),
    );
    // The entries made come first, as they were handed over; the file's order means nothing.
    expect([...readEntries(file, 'v1').keys()].sort()).toEqual(['a', 'd']);
    expect(build(file, ['a', 'd'])).toEqual({ html: ['<p>a</p>', '<p>d</p>'], made: 0 });
  });

  it('is not written again when nothing was made and everything kept was used', () => {
    const file = newFile();
    build(file, ['a', 'b']);
    const before = statSync(file).mtimeMs;
    build(file, ['b', 'a']);
    expect(statSync(file).mtimeMs).toBe(before);
  });

  it('starts empty from a file of another version or a broken file, and remakes an entry cut short', () => {
    const file = newFile();
    build(file, ['a', 'b']);
    expect(build(file, ['a', 'b'], 'v2').made).toBe(2);
    const [version, first, second] = readFileSync(file, 'utf8').split('\n');
    writeFileSync(file, `${version}\n${first!.slice(0, first!.length - 3)}\n${second}\n`);
    expect(build(file, ['a', 'b'], 'v2').made).toBe(1);
    writeFileSync(file, '{');
    expect(build(file, ['a'], 'v2').made).toBe(1);
    expect(readEntries(path.join(path.dirname(file), 'missing.jsonl'), 'v2').size).toBe(0);
  });

  it('writes the entries a job hands over as it goes, each once, and completes the file with the kept ones it used', () => {
    const file = newFile();
    build(file, ['a', 'b', 'c']);
    const memo = new HtmlMemo(readEntries(file, 'v1'));
    const writer = new EntryFileWriter(file, 'v1');
    memo.get('a', () => 'made again');
    memo.get('d', () => '<p>d</p>');
    writer.add(memo.drain());
    expect(memo.drain()).toEqual([]);
    // Asked for again after it was handed over: still known, not made again.
    expect(memo.get('d', () => 'made twice')).toBe('<p>d</p>');
    memo.get('e', () => '<p>e</p>');
    writer.add(memo.drain());
    // Until it is complete, the file the build started from is still there, whole.
    expect([...readEntries(file, 'v1').keys()]).toEqual(['a', 'b', 'c']);
    writer.finish([memo.use()]);
    expect(new Map([...readEntries(file, 'v1')].map(([key, json]) => [key, JSON.parse(json)]))).toEqual(
      new Map([
        ['d', '<p>d</p>'],
        ['e', '<p>e</p>'],
        ['a', '<p>a</p>'],
      ]),
    );
    expect(readdirSync(path.dirname(file))).toEqual(['kept.jsonl']);
  });

  it('leaves the file as it was, and no temporary file, when the build fails', () => {
    const file = newFile();
    build(file, ['a']);
    const before = readFileSync(file, 'utf8');
    const memo = new HtmlMemo(readEntries(file, 'v1'));
    const writer = new EntryFileWriter(file, 'v1');
    // More than the megabyte held before a write: the temporary file is there.
    memo.get('z', () => `<p>${'z'.repeat(1_100_000)}</p>`);
    writer.add(memo.drain());
    expect(readdirSync(path.dirname(file))).toHaveLength(2);
    writer.abort();
    expect(readFileSync(file, 'utf8')).toBe(before);
    expect(readdirSync(path.dirname(file))).toEqual(['kept.jsonl']);
  });

  it('holds drained HTML only while it was asked for lately (about a million characters)', () => {
    const memo = new HtmlMemo();
    let made = 0;
    const block = (key: string) => memo.get(key, () => (made++, `${key}:`.padEnd(300_000, 'x')));
    for (const key of ['a', 'b', 'c']) block(key);
    memo.drain();
    block('a'); // asked for lately: kept
    for (const key of ['d', 'e']) block(key);
    memo.drain();
    expect(made).toBe(5);
    block('a');
    expect(made).toBe(5);
    block('b'); // the longest ago: made again
    expect(made).toBe(6);
  });

  it('only makes the next build slower when the file cannot be written', () => {
    const blocked = path.join(path.dirname(path.dirname(newFile())), 'a-file');
    writeFileSync(blocked, 'not a folder');
    const file = path.join(blocked, 'kept.jsonl');
    const memo = new HtmlMemo();
    const writer = new EntryFileWriter(file, 'v1');
    memo.get('big', () => 'x'.repeat(1_100_000));
    expect(() => writer.add(memo.drain())).not.toThrow();
    expect(() => writer.finish([memo.use()])).not.toThrow();
    expect(readEntries(file, 'v1').size).toBe(0);
  });
});
