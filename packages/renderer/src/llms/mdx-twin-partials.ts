import path from 'node:path';
import type { Program } from 'estree';
import type { Root, RootContent } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { isMarkdownModule, resolveSiteImport } from '../markdown/mdx/site-imports.ts';
import { readInputText } from '../safety/read-input.ts';
import { contentDirOf } from '../markdown/context.ts';

/** Where an MDX file lives, so its partial imports can be found: the file, and the site's folder (`@site/`, the limit of every import). */
export interface TwinSource {
  file: string;
  rootDir: string;
}

/** A partial a page imports, by the name the page gives it. */
export type PartialImports = Map<string, string>;

/** The partials (`.md`/`.mdx` files) the page's `import` statements bring in, by local name; imports that leave the site or do not resolve are left out. */
export function partialImports(tree: Root, source: TwinSource | undefined): PartialImports {
  const found: PartialImports = new Map();
  if (!source) return found;
  for (const node of tree.children) {
    if ((node.type as string) !== 'mdxjsEsm') continue;
    const program = (node as { data?: { estree?: Program } }).data?.estree;
    for (const statement of program?.body ?? []) {
      if (statement.type !== 'ImportDeclaration') continue;
      const local = statement.specifiers.find((s) => s.type === 'ImportDefaultSpecifier')?.local.name;
      const spec = String(statement.source.value);
      if (!local || !(spec.startsWith('.') || spec.startsWith('@site/'))) continue;
      const { file } = resolveSiteImport({ spec, fromFile: source.file, rootDir: source.rootDir });
      if (file && isMarkdownModule(file)) found.set(local, file);
    }
  }
  return found;
}

/** A partial's text without its front matter, or undefined when it cannot be read (the page's build reports why). */
export function partialText(file: string): string | undefined {
  try {
    return readInputText(file, { kind: 'text', display: file }).replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, '');
  } catch {
    return undefined;
  }
}

/** The props a page gives a partial that are plain strings (`topic="installing"`) or literals (`count={3}`). */
export function literalProps(node: MdxJsxFlowElement | MdxJsxTextElement): Record<string, string> {
  const props: Record<string, string> = {};
  for (const attribute of node.attributes) {
    if (attribute.type !== 'mdxJsxAttribute') continue;
    const value = (attribute as MdxJsxAttribute).value;
    if (typeof value === 'string') props[attribute.name] = value;
    else if (value && typeof value === 'object') {
      const expression = (value.data?.estree as Program | undefined)?.body[0];
      if (expression?.type === 'ExpressionStatement' && expression.expression.type === 'Literal' && expression.expression.value !== null)
        props[attribute.name] = String(expression.expression.value);
    }
  }
  return props;
}

/** The prop an expression of a partial reads (`{props.topic}`, `{props['topic']}`), or undefined for any other expression. */
export function propRead(node: RootContent): string | undefined {
  const program = (node as { data?: { estree?: Program } }).data?.estree;
  const statement = program?.body.length === 1 ? program.body[0] : undefined;
  if (statement?.type !== 'ExpressionStatement') return undefined;
  const member = statement.expression;
  if (member.type !== 'MemberExpression' || member.object.type !== 'Identifier' || member.object.name !== 'props') return undefined;
  if (!member.computed && member.property.type === 'Identifier') return member.property.name;
  if (member.computed && member.property.type === 'Literal' && typeof member.property.value === 'string') return member.property.value;
  return undefined;
}

/** A partial as the source of its own imports. */
export function partialSource(file: string, source: TwinSource): TwinSource {
  return { file: path.resolve(file), rootDir: source.rootDir };
}

/**
 * The site's folder (the config's) of a guide: its content folder less the config's `contentDir`
 * (`docs`); the content folder itself when `--content` put it elsewhere, so imports stay inside it.
 */
export function siteRootOf(doc: { file: string; relPath: string }, contentDirSetting: string): string {
  const contentDir = contentDirOf({ absDir: path.dirname(doc.file), relPath: doc.relPath });
  const setting = path.normalize(contentDirSetting).replace(/[\\/]+$/, '');
  return setting && setting !== '.' && contentDir.endsWith(path.sep + setting) ? contentDir.slice(0, -setting.length - 1) : contentDir;
}
