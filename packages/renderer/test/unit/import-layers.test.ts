import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The renderer's folders in floor order, lowest first: a module imports only from its own floor or
 * below, so reading the code bottom-up never needs a floor above. Folders on one floor do not import
 * each other in a circle (checked with the files' circles below).
 */
const FLOORS: readonly (readonly string[])[] = [
  ['diagnostics.ts', 'url.ts', 'suggest.ts', 'reporter.ts', 'hash.ts', 'prebuilt.ts', 'types'],
  ['safety'],
  ['cache'],
  ['config'],
  ['islands'],
  ['markdown'],
  ['content'],
  ['changelog'],
  ['openapi'],
  ['site'],
  ['assets', 'links', 'output', 'migrate', 'search'],
  ['llms'],
  ['render'],
  ['steps', 'watch'],
  ['build.ts'],
  ['index.ts'],
];

const packages = path.resolve(import.meta.dirname, '../../..');
const rendererSrc = path.join(packages, 'renderer/src');

/** Every TypeScript source under a folder. */
function sources(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.(ts|tsx)$/.test(e.name) && !e.name.endsWith('.d.ts'))
    .map((e) => path.join(e.parentPath, e.name));
}

/** The files of this repository a source imports (relative specifiers only), as the compiler reads them. */
function imports(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return importedFiles
    .map((i) => i.fileName)
    .filter((name) => name.startsWith('.'))
    .map((name) => path.resolve(path.dirname(file), name));
}

/** The floor of a renderer source: the index in FLOORS of its top folder (or its own name at the root). */
function floorOf(file: string): number {
  const top = path.relative(rendererSrc, file).split(path.sep)[0]!;
  const floor = FLOORS.findIndex((names) => names.includes(top));
  if (floor === -1) throw new Error(`${top} has no floor in import-layers.test.ts: add it to FLOORS`);
  return floor;
}

/** The circles of an import graph (its strongly connected components of more than one file, or a file importing itself). */
function circles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const to of graph.get(node) ?? []) {
      if (!graph.has(to)) continue;
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    for (;;) {
      const member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
      if (member === node) break;
    }
    if (component.length > 1 || graph.get(node)?.includes(node)) found.push(component.map((f) => path.relative(packages, f)).sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe('import structure', () => {
  const graph = new Map(['renderer', 'cli', 'client'].flatMap((pkg) => sources(path.join(packages, pkg, 'src'))).map((file) => [file, imports(file)] as const));

  it('has no circle of imports in any package', () => {
    expect(circles(graph)).toEqual([]);
  });

  it('imports in the renderer run from a floor down, never up', () => {
    const upward: string[] = [];
    for (const [file, targets] of graph) {
      if (!file.startsWith(rendererSrc + path.sep)) continue;
      for (const target of targets) {
        if (!target.startsWith(rendererSrc + path.sep)) continue;
        if (floorOf(target) > floorOf(file)) upward.push(`${path.relative(rendererSrc, file)} → ${path.relative(rendererSrc, target)}`);
      }
    }
    expect(upward).toEqual([]);
  });

  it('packages depend one way: cli → renderer → client', () => {
    const crossing: string[] = [];
    const rank = (file: string) => ['client', 'renderer', 'cli'].indexOf(path.relative(packages, file).split(path.sep)[0]!);
    for (const [file, targets] of graph)
      for (const target of targets) if (rank(target) > rank(file)) crossing.push(`${path.relative(packages, file)} → ${path.relative(packages, target)}`);
    expect(crossing).toEqual([]);
  });
});
