import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { confine } from '../../../src/safety/confine.ts';
import { readInputFile } from '../../../src/safety/read-input.ts';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'portal-confine-'));
const root = path.join(tmp, 'site');
mkdirSync(path.join(root, 'img'), { recursive: true });
writeFileSync(path.join(root, 'img/a.png'), 'png');
writeFileSync(path.join(tmp, 'secret.txt'), 'secret');
symlinkSync(path.join(tmp, 'secret.txt'), path.join(root, 'img/out.png'));
symlinkSync(tmp, path.join(root, 'up'));
symlinkSync(path.join(root, 'img/a.png'), path.join(root, 'img/in.png'));
execFileSync('mkfifo', [path.join(root, 'img/pipe.png')]);
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('confine: the hostile path table', () => {
  const table: [string, { relativeOnly?: boolean }, string][] = [
    ['img/a.png', {}, 'ok'],
    ['./img/../img/a.png', {}, 'ok'],
    ['img/in.png', {}, 'ok'],
    ['../secret.txt', {}, 'outside'],
    ['img/../../secret.txt', {}, 'outside'],
    ['../../../../../../etc/passwd', {}, 'outside'],
    [path.join(tmp, 'secret.txt'), {}, 'outside'],
    ['/etc/passwd', { relativeOnly: true }, 'absolute'],
    ['C:/Windows/win.ini', { relativeOnly: true }, 'absolute'],
    ['..\\secret.txt', { relativeOnly: true }, 'backslash'],
    ['img/a.png\0.html', {}, 'nul'],
    ['img/out.png', {}, 'symlink'],
    ['up/secret.txt', {}, 'symlink'],
    ['up/not-yet-written.html', {}, 'symlink'],
    // Encoded steps are names, not steps, to the file system: confined (a route check refuses them).
    ['%2e%2e/secret.txt', {}, 'ok'],
  ];
  for (const [target, options, expected] of table) {
    it(`${JSON.stringify(target)} → ${expected}`, () => {
      const result = confine({ roots: [root], target, ...options });
      expect(result.ok ? 'ok' : result.reason).toBe(expected);
    });
  }

  it('allows a second root (openapi.refRoots)', () => {
    expect(confine({ roots: [root, tmp], target: '../secret.txt' }).ok).toBe(true);
  });
});

describe('readInputFile', () => {
  it('reads a regular file', () => {
    expect(readInputFile(path.join(root, 'img/a.png'), { kind: 'asset' }).toString()).toBe('png');
  });

  it('refuses a FIFO without blocking, a device and a folder, naming the file', () => {
    expect(() => readInputFile(path.join(root, 'img/pipe.png'), { kind: 'asset', display: 'content/img/pipe.png' })).toThrow(
      'content/img/pipe.png is a named pipe (FIFO), not a regular file',
    );
    expect(() => readInputFile('/dev/zero', { kind: 'asset' })).toThrow('/dev/zero is a device, not a regular file');
    expect(() => readInputFile(root, { kind: 'asset', display: 'site' })).toThrow('site is a folder, not a regular file');
  });

  it('refuses a file over its limit and names a missing one', () => {
    expect(() => readInputFile(path.join(root, 'img/a.png'), { kind: 'text', limit: 2, display: 'a.png' })).toThrow(/a\.png is too large/);
    expect(() => readInputFile(path.join(root, 'nope.md'), { kind: 'text', display: 'content/nope.md' })).toThrow('file not found: content/nope.md');
  });
});
