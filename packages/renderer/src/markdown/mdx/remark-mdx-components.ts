import type { Root } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { Plugin } from 'unified';
import { visit } from '../visit-tree.ts';

declare module 'vfile' {
  interface DataMap {
    /** Components a page uses that nothing defines, with where each is first used. */
    mdxUnknown: { name: string; line?: number; column?: number }[];
    /** Where each component is first used, to point at it when it throws. */
    mdxUses: Record<string, { line?: number; column?: number }>;
  }
}

/** The name that must be defined for a JSX tag: `Foo` for `<Foo>` and `<Foo.Bar>`; none for `<div>` or a fragment. */
function componentName(tag: string | null): string | undefined {
  if (!tag) return undefined;
  const head = tag.split('.')[0]!;
  return /^[A-Z_$]/.test(head) || tag.includes('.') ? head : undefined;
}

/**
 * Every capitalised JSX tag of an MDX page must be imported, exported by the page, or one of the
 * components every page has (the registry's and the site's `MDXComponents`): the unknown ones are
 * listed in `file.data.mdxUnknown` with their place, for one error each. Runs after
 * remark-mdx-imports, which lists the page's own bindings.
 */
export const remarkMdxComponents: Plugin<[{ globals: () => ReadonlySet<string> }], Root> =
  ({ globals }) =>
  (tree, file) => {
    const bound = new Set(file.data.mdxBindings ?? []);
    const known = globals();
    const unknown = new Map<string, { name: string; line?: number; column?: number }>();
    const uses: Record<string, { line?: number; column?: number }> = {};
    visit(tree, (node) => {
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      const tag = (node as MdxJsxFlowElement | MdxJsxTextElement).name;
      if (tag && !Object.hasOwn(uses, tag)) uses[tag] = { line: node.position?.start.line, column: node.position?.start.column };
      const name = componentName(tag);
      if (!name || bound.has(name) || known.has(name) || unknown.has(name)) return;
      unknown.set(name, { name, line: node.position?.start.line, column: node.position?.start.column });
    });
    file.data.mdxUnknown = [...unknown.values()];
    file.data.mdxUses = uses;
  };
