import type * as React from 'react';
import type { TocHeading } from '../../markdown/compile-markdown.ts';
import { Island } from './Island.tsx';

interface TocNode extends TocHeading {
  children: TocNode[];
}

/** Nests the headings between `min` and `max` by depth (an h3 goes under the h2 before it). */
export function nestHeadings(headings: readonly TocHeading[], min: number, max: number): TocNode[] {
  const roots: TocNode[] = [];
  const stack: TocNode[] = [];
  for (const heading of headings) {
    if (heading.depth < min || heading.depth > max) continue;
    const node: TocNode = { ...heading, children: [] };
    while (stack.length && stack[stack.length - 1]!.depth >= node.depth) stack.pop();
    const parent = stack[stack.length - 1];
    if (parent) parent.children.push(node);
    else roots.push(node);
    stack.push(node);
  }
  return roots;
}

function TocList(props: { nodes: TocNode[]; root?: boolean }) {
  return (
    <ul className={props.root ? 'toc-list' : 'toc-list toc-sublist'}>
      {props.nodes.map((node) => (
        <li key={node.id}>
          <a href={`#${node.id}`} className="toc-link">
            {node.text}
          </a>
          {node.children.length ? <TocList nodes={node.children} /> : null}
        </li>
      ))}
    </ul>
  );
}

export interface TableOfContentsProps {
  headings: readonly TocHeading[];
  min: number;
  max: number;
}

/** "On this page": the page's headings within the configured levels; nothing when there are none. The column beside the article from 1200 px. */
export function TableOfContents(props: TableOfContentsProps) {
  const nodes = nestHeadings(props.headings, props.min, props.max);
  if (nodes.length === 0) return null;
  return (
    <nav className="toc" id="toc" aria-labelledby="toc-title">
      <p className="toc-title" id="toc-title">
        On this page
      </p>
      <TocList nodes={nodes} root />
      <Island name="TocHighlight" as="span" props={{ tocId: 'toc' }} />
    </nav>
  );
}

/** The "On this page" column of a page, or undefined when no heading is within the levels: the page then takes the column's width, as Docusaurus's does. */
export function tableOfContentsFor(headings: readonly TocHeading[], min: number, max: number): React.ReactElement | undefined {
  return headings.some((h) => h.depth >= min && h.depth <= max) ? <TableOfContents headings={headings} min={min} max={max} /> : undefined;
}

/** The same headings as a disclosure above the article, where the column does not show (below 1200 px), closed at first. */
export function TableOfContentsCollapsible(props: TableOfContentsProps) {
  const nodes = nestHeadings(props.headings, props.min, props.max);
  if (nodes.length === 0) return null;
  return (
    <details className="toc-collapsible">
      <summary className="toc-collapsible-summary">On this page</summary>
      <nav className="toc-collapsible-body" aria-label="On this page">
        <TocList nodes={nodes} root />
      </nav>
    </details>
  );
}
