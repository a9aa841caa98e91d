import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Writes `files` (path relative to a new temporary folder → text) and returns the folder. */
export function writeTree(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'portal-unit-'));
  for (const [rel, text] of Object.entries(files)) {
    const abs = path.join(root, rel);
    mkdirSync(path.dirname(abs), { recursive: true });
    writeFileSync(abs, text);
  }
  return root;
}

export function removeTree(root: string): void {
  rmSync(root, { recursive: true, force: true });
}

/** A Markdown file with the given front matter fields (written as YAML scalars) and body. */
export function md(fields: Record<string, string | number | boolean | null>, body = 'Some text.\n'): string {
  const keys = Object.entries(fields);
  if (!keys.length) return body;
  const yaml = keys.map(([k, v]) => `${k}: ${v === null ? 'null' : typeof v === 'string' ? JSON.stringify(v) : String(v)}`).join('\n');
  return `---\n${yaml}\n---\n${body}`;
}
