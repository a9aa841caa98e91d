import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Document, type Node } from 'yaml';
import { safeDecode } from '../url.ts';

/** A parsed YAML/JSON description that can tell where a JSON pointer is written. */
export interface SourceMap {
  /** Line and column (1-based) of the node a JSON pointer (`#/paths/~1x/get`) names, or of its deepest existing ancestor. */
  locate(pointer: string): { line: number; column: number };
  /** Line and column of the first `$ref` whose value is `ref`. */
  locateRef(ref: string): { line: number; column: number } | undefined;
}

/** `#/paths/~1refunds/post` → `['paths', '/refunds', 'post']`. */
export function pointerSegments(pointer: string): string[] {
  const body = pointer.replace(/^#/, '').replace(/^\//, '');
  if (!body) return [];
  return body.split('/').map((s) => safeDecode(s).replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** `['paths', '/refunds', 'post']` → `#/paths/~1refunds/post`. */
export function toPointer(segments: readonly (string | number)[]): string {
  return `#/${segments.map((s) => String(s).replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`;
}

/** The text parsed with positions kept (YAML is a superset of JSON). */
export interface PositionedDocument {
  doc: Document;
  lineCounter: LineCounter;
}

/**
 * Where JSON pointers are written, for messages. The text is parsed with positions only when a
 * message first asks (yaml's document model takes about ten times longer than reading the data).
 */
export function createSourceMap(source: string): { map: SourceMap; document: () => PositionedDocument } {
  let parsed: PositionedDocument | undefined;
  const document = (): PositionedDocument => {
    if (!parsed) {
      const lineCounter = new LineCounter();
      parsed = { doc: parseDocument(source, { lineCounter, keepSourceTokens: false, uniqueKeys: false }), lineCounter };
    }
    return parsed;
  };
  const position = (offset: number | undefined) => {
    const { lineCounter } = document();
    if (offset === undefined) return { line: 1, column: 1 };
    const pos = lineCounter.linePos(offset);
    return { line: pos.line, column: pos.col };
  };
  const map: SourceMap = {
    locate(pointer) {
      let node: Node | null | undefined = document().doc.contents as Node | null;
      let at: number | undefined = node?.range?.[0];
      for (const segment of pointerSegments(pointer)) {
        if (isMap(node)) {
          const pair = node.items.find((p) => isScalar(p.key) && String(p.key.value) === segment);
          if (!pair) break;
          at = (pair.key as Node).range?.[0] ?? at;
          node = pair.value as Node | null;
        } else if (isSeq(node)) {
          const item = node.items[Number(segment)] as Node | undefined;
          if (!item) break;
          at = item.range?.[0] ?? at;
          node = item;
        } else break;
      }
      return position(at);
    },
    locateRef(ref) {
      const needle = new RegExp(`["']?\\$ref["']?\\s*:\\s*["']?${ref.replace(/[$()*+.?[\\\]^{|}]/g, '\\$&')}["']?`);
      const lines = source.split('\n');
      for (let i = 0; i < lines.length; i++) {
        const match = needle.exec(lines[i]!);
        if (match) return { line: i + 1, column: match.index + 1 };
      }
      return undefined;
    },
  };
  return { map, document };
}
