import path from 'node:path';
import type { BlockContent, Blockquote, Code, Node, Paragraph, Parent, PhrasingContent, Root, RootContent } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { gfmAutolinkLiteralToMarkdown } from 'mdast-util-gfm-autolink-literal';
import { gfmFootnoteToMarkdown } from 'mdast-util-gfm-footnote';
import { gfmStrikethroughToMarkdown } from 'mdast-util-gfm-strikethrough';
import { gfmTableToMarkdown } from 'mdast-util-gfm-table';
import { gfmTaskListItemToMarkdown } from 'mdast-util-gfm-task-list-item';
import { toString } from 'mdast-util-to-string';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import { DEFAULT_TITLES, remarkContainerDirectives } from '../markdown/remark-admonitions.ts';
import { detectGfmFeatures, remarkGfmFeatures } from '../markdown/remark-gfm-features.ts';
import { remarkHeadingIds } from '../markdown/heading-ids.ts';
import type { MdxSyntax } from '../markdown/context.ts';
import { mdxText } from '../markdown/mdx/mdx-text.ts';
import { remarkMdxHtmlComments } from '../markdown/mdx/remark-mdx-html-comments.ts';
import { shownCode } from './twin-code-blocks.ts';
import { literalProps, partialImports, partialSource, partialText, propRead, type PartialImports, type TwinSource } from './mdx-twin-partials.ts';

type Jsx = MdxJsxFlowElement | MdxJsxTextElement;

/** What converting one file needs: its partial imports, the props it was given (a partial), where it is, and the partials being inlined (a cycle stops). */
interface TwinContext {
  partials: PartialImports;
  props: Record<string, string>;
  source?: TwinSource;
  stack: string[];
  parse: (text: string) => Root;
}

const TITLES = DEFAULT_TITLES as Record<string, string>;

/** A JSX attribute's value when it is a plain string (`label="Python"`), else undefined. */
function attribute(node: Jsx, name: string): string | undefined {
  const found = node.attributes.find((a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === name);
  return typeof found?.value === 'string' ? found.value : undefined;
}

/** The text of a `{`…`}` child that is a string or a template literal without expressions (`<CodeBlock>{`…`}</CodeBlock>`). */
function literalText(nodes: readonly Node[]): string | undefined {
  const expression = nodes.find((n) => n.type === 'mdxFlowExpression' || n.type === 'mdxTextExpression') as { value: string } | undefined;
  const value = expression?.value.trim();
  const literal = value && /^`([^`]*)`$|^'([^']*)'$|^"([^"]*)"$/s.exec(value);
  if (literal && !/\$\{/.test(value)) return literal[1] ?? literal[2] ?? literal[3];
  return nodes.length && nodes.every((n) => n.type === 'text' || n.type === 'paragraph') ? toString({ type: 'root', children: nodes } as Root) : undefined;
}

const bold = (text: string): Paragraph => ({ type: 'paragraph', children: [{ type: 'strong', children: [{ type: 'text', value: text }] }] });

/** What one JSX element becomes in Markdown: Tabs as labelled sections, admonitions as blockquotes, any other component as its children. */
function fromJsx(node: Jsx, ctx: TwinContext): RootContent[] {
  // Converting changes the children in place: each branch converts only what it keeps.
  const children = () => convert(node.children as RootContent[], ctx);
  const flow = node.type === 'mdxJsxFlowElement';
  switch (node.name) {
    case 'Tabs':
      // A one-line `<TabItem>` is a text element inside a paragraph: the paragraph is looked through.
      return (node.children as Node[])
        .flatMap((c) =>
          c.type === 'paragraph' && (c as Parent).children.some((x) => (x as Jsx).name === 'TabItem')
            ? (c as Parent).children.filter((x) => (x as Jsx).name === 'TabItem')
            : [c],
        )
        .flatMap((child) => {
          if ((child.type !== 'mdxJsxFlowElement' && child.type !== 'mdxJsxTextElement') || (child as Jsx).name !== 'TabItem')
            return convert([child as RootContent], ctx);
          const item = child as Jsx;
          const label = attribute(item, 'label') ?? attribute(item, 'value') ?? 'Tab';
          return [bold(label), ...convert(item.children as RootContent[], ctx)];
        });
    case 'Admonition': {
      const type = attribute(node, 'type') ?? 'note';
      const title = attribute(node, 'title') ?? TITLES[type] ?? type;
      return [{ type: 'blockquote', children: [bold(title), ...(children() as BlockContent[])] } as Blockquote];
    }
    case 'CodeBlock': {
      const value = literalText(node.children as Node[]);
      if (value === undefined) return children();
      const code = { lang: attribute(node, 'language') ?? null, meta: attribute(node, 'metastring') ?? null, value: value.replace(/^\n|\n$/g, '') };
      return [{ type: 'code', lang: code.lang, meta: attribute(node, 'title') ? `title="${attribute(node, 'title')}"` : null, value: shownCode(code) } as Code];
    }
    case 'details':
    case 'Details': {
      const inParagraph = (node.children as Node[]).find((c) => c.type === 'paragraph' && (c as Parent).children.some((x) => (x as Jsx).name === 'summary')) as
        | Parent
        | undefined;
      const summary = ((inParagraph ?? node).children as Node[]).find((c) => (c as Jsx).name === 'summary') as Jsx | undefined;
      const rest = convert(
        (node.children as RootContent[]).filter((c) => c !== (summary as unknown) && c !== (inParagraph as unknown)),
        ctx,
      );
      return summary ? [bold(toString(summary)), ...rest] : rest;
    }
    case 'Link': {
      const to = attribute(node, 'to') ?? attribute(node, 'href');
      const text = toString({ type: 'root', children: children() } as Root);
      return to ? [{ type: 'link', url: to, children: [{ type: 'text', value: text }] }] : children();
    }
    case 'head':
      // The page's head tags (Docusaurus's `<head>`): not part of its text.
      return [];
    case 'br':
      return flow ? [] : [{ type: 'break' }];
    case 'img': {
      const src = attribute(node, 'src');
      return src ? [{ type: 'image', url: src, alt: attribute(node, 'alt') ?? '' }] : [];
    }
    default: {
      const partial = node.name ? ctx.partials.get(node.name) : undefined;
      return partial ? inlinePartial(partial, node, ctx) : children();
    }
  }
}

/** An imported partial where the page uses it: its Markdown, with the props the page gives it in place of `{props.x}`. */
function inlinePartial(file: string, node: Jsx, ctx: TwinContext): RootContent[] {
  const text = ctx.source && !ctx.stack.includes(file) ? partialText(file) : undefined;
  if (text === undefined) return [];
  const source = partialSource(file, ctx.source!);
  try {
    const tree = ctx.parse(mdxText(text));
    return convert(tree.children, { ...ctx, partials: partialImports(tree, source), props: literalProps(node), source, stack: [...ctx.stack, file] });
  } catch {
    return [];
  }
}

/** The Markdown nodes in place of `nodes`: ESM and expressions dropped, JSX rendered to Markdown, admonition directives as blockquotes. */
function convert(nodes: readonly RootContent[], ctx: TwinContext): RootContent[] {
  return nodes.flatMap((node): RootContent[] => {
    switch (node.type as string) {
      case 'mdxjsEsm':
        return [];
      case 'code':
        return [{ ...(node as Code), value: shownCode(node as Code) }];
      case 'mdxFlowExpression':
      case 'mdxTextExpression': {
        // In a partial, `{props.topic}` is the text the page gave it.
        const prop = propRead(node);
        const value = prop === undefined ? undefined : ctx.props[prop];
        if (value === undefined) return [];
        return node.type === ('mdxFlowExpression' as string) ? [{ type: 'paragraph', children: [{ type: 'text', value }] }] : [{ type: 'text', value }];
      }
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        return fromJsx(node as unknown as Jsx, ctx);
      case 'containerDirective': {
        const directive = node as unknown as Parent & { name: string };
        const [first, ...rest] = directive.children as RootContent[];
        const labelled = first?.type === 'paragraph' && (first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel;
        const title = labelled ? toString(first) : TITLES[directive.name];
        const body = convert((labelled ? rest : directive.children) as RootContent[], ctx);
        return title ? [{ type: 'blockquote', children: [bold(title), ...(body as BlockContent[])] } as Blockquote] : body;
      }
      default:
        if ('children' in node) (node as Parent).children = convert((node as Parent).children as RootContent[], ctx) as Parent['children'];
        return [node];
    }
  });
}

/** Paragraphs left empty once their JSX and expressions are gone are dropped; phrasing left directly in a block parent is wrapped in a paragraph. */
function tidy(parent: Parent): void {
  const blocks = parent.type === 'root' || parent.type === 'blockquote' || parent.type === 'listItem' || parent.type === 'footnoteDefinition';
  const out: RootContent[] = [];
  let phrasing: PhrasingContent[] = [];
  const flush = () => {
    if (phrasing.some((p) => p.type !== 'text' || p.value.trim())) out.push({ type: 'paragraph', children: phrasing });
    phrasing = [];
  };
  for (const child of parent.children as RootContent[]) {
    if ('children' in child) tidy(child as Parent);
    if (child.type === 'paragraph' && !toString(child).trim() && !child.children.some((c) => c.type === 'image')) continue;
    const inline =
      ['text', 'emphasis', 'strong', 'inlineCode', 'link', 'image', 'break', 'delete', 'html', 'footnoteReference'].includes(child.type) &&
      child.type !== 'html';
    if (blocks && inline) phrasing.push(child as PhrasingContent);
    else {
      flush();
      out.push(child);
    }
  }
  flush();
  // Text left at the edges of a paragraph by a dropped expression (`Welcome to {product}. `).
  if (parent.type === 'paragraph') {
    const first = out[0];
    const last = out[out.length - 1];
    if (first?.type === 'text') first.value = first.value.trimStart();
    if (last?.type === 'text') last.value = last.value.trimEnd();
  }
  parent.children = out as Parent['children'];
}

/** The twin's processor for one file's text: MDX, the GFM constructs it uses, directives; Markdown out. */
function twinProcessor(text: string) {
  return unified()
    .use(remarkParse)
    .use(remarkMdx)
    .use(remarkMdxHtmlComments)
    .use(remarkHeadingIds)
    .use(remarkGfmFeatures, detectGfmFeatures(text))
    .use(remarkContainerDirectives)
    .use(remarkStringify, { bullet: '-', emphasis: '_', fences: true, rule: '-' })
    .use(function gfmToMarkdown() {
      const data = this.data() as { toMarkdownExtensions?: unknown[] };
      (data.toMarkdownExtensions ??= []).push(
        gfmTableToMarkdown(),
        gfmStrikethroughToMarkdown(),
        gfmFootnoteToMarkdown(),
        gfmTaskListItemToMarkdown(),
        gfmAutolinkLiteralToMarkdown(),
      );
    });
}

/**
 * An MDX guide's body as plain Markdown, for its twin (`R.md`, llms-full.txt): `import`/`export`
 * lines and `{expressions}` dropped, `<Tabs>` as one labelled section per tab, admonitions
 * (`:::tip`, `<Admonition>`) as blockquotes, `<CodeBlock>` as a code fence, an imported partial
 * (`.md`/`.mdx`, found from `source`) as its own Markdown where it is used, with the string props
 * the page gives it in place of `{props.x}`, any other component as the Markdown of its children.
 * A body that is not valid MDX is returned as written.
 */
export function mdxTwinMarkdown(body: string, source?: TwinSource): string {
  const text = mdxText(body);
  const processor = twinProcessor(text);
  try {
    return twinOfTree(processor, processor.parse(text) as Root, source);
  } catch {
    return body;
  }
}

/**
 * The twin `mdxTwinMarkdown(body, source)` gives, from the tree the page compiler parsed `text`
 * (`mdxText(body)` after blank lines, its line offset) into, before any of its plugins ran: parsing
 * the body again took as long as the rest of the twin and half as long as the page's whole compile
 * (a real 1,010-page Docusaurus project: 4.0 of the render thread's 20.9 s in twins, 2.8 s of them
 * parsing). The tree is copied node by node (the compiler goes on to change it) and left as it is.
 * Undefined when the compiler read other syntax than the twin does (a site plugin's, such as
 * remark-math's): the twin is then made from the body.
 */
export function mdxTwinFromParse(body: string, text: string, tree: Root, syntax: MdxSyntax, source?: TwinSource): string | undefined {
  const processor = twinProcessor(text).freeze();
  const own = processor.data() as MdxSyntax;
  const same = (a?: unknown[], b?: unknown[]) => (a?.length ?? 0) === (b?.length ?? 0);
  if (!same(own.micromarkExtensions, syntax.micromarkExtensions) || !same(own.fromMarkdownExtensions, syntax.fromMarkdownExtensions)) return undefined;
  try {
    return twinOfTree(processor, copyTree(tree), source);
  } catch {
    return body;
  }
}

/** Each node of a tree copied (its children too), other fields shared: the twin's plugins and `convert` change nodes, never what they hold. */
function copyTree<T extends Node>(node: T): T {
  const copy = { ...node };
  if ('children' in node) (copy as unknown as Parent).children = (node as unknown as Parent).children.map(copyTree);
  return copy;
}

/** A parsed body (the twin's own syntax) as the twin's Markdown: the twin's plugins, then JSX and expressions converted. */
function twinOfTree(processor: ReturnType<typeof twinProcessor>, parsed: Root, source?: TwinSource): string {
  const parse = (markdown: string) => {
    const own = twinProcessor(markdown);
    return own.runSync(own.parse(markdown)) as Root;
  };
  const tree = processor.runSync(parsed) as Root;
  tree.children = convert(tree.children, {
    partials: partialImports(tree, source),
    props: {},
    source,
    stack: source ? [path.resolve(source.file)] : [],
    parse,
  });
  tidy(tree);
  return processor.stringify(tree);
}
