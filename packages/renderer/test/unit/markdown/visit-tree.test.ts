import type { Root } from 'mdast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import type { Node, Parent } from 'unist';
import * as library from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import * as ours from '../../../src/markdown/visit-tree.ts';

const MARKDOWN = `# Title *with* emphasis

A paragraph with *one*, **two** and \`code\`, a [link](https://x.example) and *three*.

- an item with *emphasis*
- another
  1. nested *deep* item

> a quote with *more*

\`\`\`js
const x = 1;
\`\`\`
`;

type Api = { visit: typeof ours.visit; SKIP: typeof ours.SKIP; EXIT: typeof ours.EXIT; CONTINUE: typeof ours.CONTINUE };

/** Walks that use every answer a visitor can give; each returns the log of what it saw. */
const WALKS: Record<string, (tree: Root, api: Api) => string[]> = {
  'every node, with index and parent': (tree, { visit }) => {
    const log: string[] = [];
    visit(tree, (node, index, parent) => void log.push(`${node.type} ${index} ${parent?.type}`));
    return log;
  },
  'a type, skipping its children': (tree, { visit, SKIP }) => {
    const log: string[] = [];
    visit(tree, 'paragraph', (node, index) => {
      log.push(`${node.type} ${index} ${node.children.length}`);
      return SKIP;
    });
    visit(tree, 'text', (node) => void log.push(node.value));
    return log;
  },
  'stopping the walk': (tree, { visit, EXIT }) => {
    const log: string[] = [];
    visit(tree, (node) => {
      log.push(node.type);
      return log.length === 7 ? EXIT : undefined;
    });
    return log;
  },
  'removing nodes and going on at an index': (tree, { visit, SKIP }) => {
    const log: string[] = [];
    visit(tree, 'emphasis', (node, index, parent) => {
      log.push(`unwrap ${index}`);
      parent!.children.splice(index!, 1, ...node.children);
      return [SKIP, index!];
    });
    visit(tree, (node) => void log.push(node.type));
    return log;
  },
  'replacing a node (its own children are walked)': (tree, { visit }) => {
    const log: string[] = [];
    visit(tree, 'listItem', (_node, index, parent) => {
      (parent as Parent).children[index!] = { type: 'thematicBreak' } as Node;
    });
    visit(tree, (node, index) => void log.push(`${node.type} ${index}`));
    return log;
  },
  'a number alone, and a function as the test': (tree, { visit, CONTINUE }) => {
    const log: string[] = [];
    let jumped = false;
    visit(
      tree,
      (node, index) => node.type === 'text' || index === 0,
      (node, index, parent) => {
        log.push(`${node.type} ${index} ${parent?.type}`);
        if (!jumped && node.type === 'text' && parent?.type === 'paragraph') {
          jumped = true;
          return parent.children.length - 1;
        }
        return CONTINUE;
      },
    );
    return log;
  },
};

describe('visit (visit-tree.ts)', () => {
  for (const [name, walk] of Object.entries(WALKS))
    it(`walks as unist-util-visit does: ${name}`, () => {
      const parse = () => unified().use(remarkParse).parse(MARKDOWN) as Root;
      const [theirs, mine] = [parse(), parse()];
      const expected = walk(theirs, library as unknown as Api);
      expect(expected.length).toBeGreaterThan(3);
      expect(walk(mine, ours)).toEqual(expected);
      // What the visitors changed is changed alike.
      expect(mine).toEqual(theirs);
    });
});
