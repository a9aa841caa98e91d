import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readEntries, writeEntries } from '../../../src/cache/entry-file.ts';
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
    writeEntries(file, 'v1', jobs.map((job) => job.use()));
    expect([...readEntries(file, 'v1').keys()]).toEqual(['a', 'd']);
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
});
