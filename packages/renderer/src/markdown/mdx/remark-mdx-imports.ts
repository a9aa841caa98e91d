import type { Program, Statement, VariableDeclaration } from 'estree';
import type { Root } from 'mdast';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import type { Plugin } from 'unified';
import { visit } from '../visit-tree.ts';

/** An `import` of an MDX page, where it was written. */
export interface MdxImport {
  spec: string;
  /** The name each imported binding gets in the page (`default` for the default import). */
  locals: { imported: string; local: string }[];
  line?: number;
  column?: number;
}

declare module 'vfile' {
  interface DataMap {
    mdxImports: MdxImport[];
    /** Names the page's ESM binds (imports and exports). */
    mdxBindings: string[];
  }
}

const id = (name: string) => ({ type: 'Identifier' as const, name });

/** `arguments[0].portalImport(index)`: the module portal resolved for the page's import number `index`. */
function importCall(index: number) {
  return {
    type: 'CallExpression' as const,
    optional: false,
    callee: {
      type: 'MemberExpression' as const,
      computed: false,
      optional: false,
      object: { type: 'MemberExpression' as const, computed: true, optional: false, object: id('arguments'), property: { type: 'Literal' as const, value: 0 } },
      property: id('portalImport'),
    },
    arguments: [{ type: 'Literal' as const, value: index }],
  };
}

/** `export const toc = arguments[0].portalToc;` as an ESM node. */
function tocExport(): MdxjsEsm {
  const init = {
    type: 'MemberExpression' as const,
    computed: false,
    optional: false,
    object: { type: 'MemberExpression' as const, computed: true, optional: false, object: id('arguments'), property: { type: 'Literal' as const, value: 0 } },
    property: id('portalToc'),
  };
  const program: Program = {
    type: 'Program',
    sourceType: 'module',
    body: [
      {
        type: 'ExportNamedDeclaration',
        specifiers: [],
        attributes: [],
        declaration: { type: 'VariableDeclaration', kind: 'const', declarations: [{ type: 'VariableDeclarator', id: id('toc'), init }] },
      },
    ],
  };
  return { type: 'mdxjsEsm', value: '', data: { estree: program } };
}

/** `const require = arguments[0].portalRequire;` as an ESM node. */
function requireBinding(): MdxjsEsm {
  const init = {
    type: 'MemberExpression' as const,
    computed: false,
    optional: false,
    object: { type: 'MemberExpression' as const, computed: true, optional: false, object: id('arguments'), property: { type: 'Literal' as const, value: 0 } },
    property: id('portalRequire'),
  };
  const program: Program = {
    type: 'Program',
    sourceType: 'module',
    body: [{ type: 'VariableDeclaration', kind: 'const', declarations: [{ type: 'VariableDeclarator', id: id('require'), init }] }],
  };
  return { type: 'mdxjsEsm', value: '', data: { estree: program } };
}

/**
 * Imports are resolved by portal, not by Node: each `import` statement of an MDX page becomes a
 * constant taken from the module portal resolved for it, so the page runs as a synchronous
 * function body.
 *
 * `import Tabs, { x as y } from '@theme/Tabs';` → `const { default: Tabs, x: y } = arguments[0].portalImport(0);`
 */
export const remarkMdxImports: Plugin<[], Root> = () => (tree, file) => {
  const imports: MdxImport[] = [];
  const bindings: string[] = [];
  // Inside JSX too (`<TabItem>` holding an `import`, as unwrapped mdx-code-block fences do): MDX hoists every one.
  visit(tree, 'mdxjsEsm', (node: MdxjsEsm) => {
    const program = node.data?.estree as Program | undefined;
    if (!program) return;
    program.body = program.body.map((statement): Statement | Program['body'][number] => {
      if (statement.type === 'ExportNamedDeclaration' && statement.declaration) {
        const d = statement.declaration;
        if (d.type === 'VariableDeclaration') for (const v of d.declarations) if (v.id.type === 'Identifier') bindings.push(v.id.name);
        if ((d.type === 'FunctionDeclaration' || d.type === 'ClassDeclaration') && d.id) bindings.push(d.id.name);
      }
      if (statement.type !== 'ImportDeclaration') return statement;
      const index = imports.length;
      const where = (statement as { loc?: { start: { line: number; column: number } } }).loc?.start;
      const locals = statement.specifiers.map((s) => ({
        imported: s.type === 'ImportSpecifier' ? (s.imported.type === 'Identifier' ? s.imported.name : String(s.imported.value)) : 'default',
        local: s.local.name,
      }));
      imports.push({ spec: String(statement.source.value), locals, line: where?.line, column: where === undefined ? undefined : where.column + 1 });
      const namespace = statement.specifiers.find((s) => s.type === 'ImportNamespaceSpecifier');
      for (const s of statement.specifiers) bindings.push(s.local.name);
      const declaration: VariableDeclaration = {
        type: 'VariableDeclaration',
        kind: 'const',
        declarations: namespace
          ? [{ type: 'VariableDeclarator', id: id(namespace.local.name), init: importCall(index) }]
          : [
              {
                type: 'VariableDeclarator',
                id: {
                  type: 'ObjectPattern',
                  properties: statement.specifiers.map((s) => ({
                    type: 'Property' as const,
                    kind: 'init' as const,
                    method: false,
                    shorthand: false,
                    computed: false,
                    key:
                      s.type === 'ImportDefaultSpecifier'
                        ? id('default')
                        : s.type === 'ImportSpecifier'
                          ? s.imported.type === 'Identifier'
                            ? id(s.imported.name)
                            : { type: 'Literal' as const, value: String(s.imported.value) }
                          : id('default'),
                    value: id(s.local.name),
                  })),
                },
                init: importCall(index),
              },
            ],
      };
      return declaration;
    });
  });
  // Docusaurus gives every page a `toc` export (for `<TOCInline toc={toc} />`); portal passes the headings in.
  if (!bindings.includes('toc')) tree.children.unshift(tocExport());
  // webpack gives MDX a `require` (`require('./data.json')`, `require('@site/static/img/x.png').default`); portal resolves it (page-require.ts).
  if (!bindings.includes('require')) tree.children.unshift(requireBinding());
  file.data.mdxImports = imports;
  file.data.mdxBindings = bindings;
};
