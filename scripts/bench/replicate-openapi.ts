/**
 * An API description of about `operations` operations made of copies of the real one
 * (mk-openapi/openapi.yml): copy k prefixes its paths with `/copyK`, its operation ids with `copyK`
 * and its tags with `Copy K`, and all copies share the components. Real-world schemas, for
 * comparisons with generators that cannot build the synthetic description of generate-openapi.ts
 * (docusaurus-plugin-openapi-docs 5.2 fails on it with "Invalid string length").
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from '../../packages/renderer/node_modules/yaml/dist/index.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

type Obj = Record<string, unknown>;

/** Writes the description as JSON to `file`; returns its operation count and size. */
export function replicateOpenApi(options: { file: string; operations: number }): { operations: number; bytes: number } {
  const source = parse(readFileSync(path.join(ROOT, 'mk-openapi/openapi.yml'), 'utf8')) as Obj;
  const paths = source.paths as Record<string, Obj>;
  const perCopy = Object.values(paths).reduce((n, item) => n + METHODS.filter((m) => m in item).length, 0);
  const copies = Math.max(1, Math.round(options.operations / perCopy));
  const tags: Obj[] = [];
  const outPaths: Record<string, Obj> = {};
  for (let k = 1; k <= copies; k++) {
    for (const tag of (source.tags as Obj[] | undefined) ?? []) tags.push({ ...tag, name: `${String(tag.name)} ${k}` });
    for (const [route, item] of Object.entries(paths)) {
      const copy: Obj = structuredClone(item);
      for (const method of METHODS) {
        const op = copy[method] as Obj | undefined;
        if (!op) continue;
        if (typeof op.operationId === 'string') op.operationId = `copy${k}${op.operationId.charAt(0).toUpperCase()}${op.operationId.slice(1)}`;
        if (Array.isArray(op.tags)) op.tags = op.tags.map((t) => `${String(t)} ${k}`);
      }
      outPaths[`/copy${k}${route}`] = copy;
    }
  }
  const text = `${JSON.stringify({ ...source, tags, paths: outPaths }, null, 2)}\n`;
  writeFileSync(options.file, text);
  return { operations: copies * perCopy, bytes: Buffer.byteLength(text) };
}
