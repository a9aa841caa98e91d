import { readFileSync } from 'node:fs';
import path from 'node:path';
import { transform, type Loader } from 'esbuild';

const LOADERS: Record<string, Loader> = { '.js': 'jsx', '.jsx': 'jsx', '.ts': 'ts', '.tsx': 'tsx', '.mjs': 'js', '.cjs': 'js' };

/**
 * Does the source's directive prologue hold `'use client'` (React's marker for a module that runs
 * in the browser)? esbuild parses the file, so comments, a hashbang and quotes are read as a parser
 * reads them; a source that does not parse is not a client module (its bundle reports the error).
 */
export async function hasUseClient(source: string, file: string): Promise<boolean> {
  const loader = LOADERS[path.extname(file)];
  if (!loader || !source.includes('use client')) return false;
  try {
    const { code } = await transform(source, { loader, format: 'esm', logLevel: 'silent', sourcefile: file });
    for (const line of code.split('\n')) {
      if (line.startsWith('#!')) continue;
      const directive = /^"([^"\\]*)";$/.exec(line);
      if (!directive) return false;
      if (directive[1] === 'use client') return true;
    }
  } catch {
    return false;
  }
  return false;
}

/** Remembers which files of one bundle are client modules (each file is read and parsed once). */
export function clientModuleCheck(): (file: string) => Promise<boolean> {
  const known = new Map<string, Promise<boolean>>();
  return (file) => {
    let answer = known.get(file);
    if (!answer) {
      answer = Promise.resolve()
        .then(() => hasUseClient(readFileSync(file, 'utf8'), file))
        .catch(() => false);
      known.set(file, answer);
    }
    return answer;
  };
}
