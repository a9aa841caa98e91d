import { createElement, type ReactNode } from 'react';

/** An h2–h6 with an id and its `#` link, as Markdown headings get them. */
export function Heading(props: { level: 2 | 3 | 4 | 5 | 6; id: string; text: string; children?: ReactNode }) {
  return createElement(
    `h${props.level}`,
    { id: props.id, className: 'anchor-heading' },
    props.children ?? props.text,
    <a href={`#${props.id}`} className="hash-link" aria-label={`Direct link to ${props.text}`} title={`Direct link to ${props.text}`}>
      #
    </a>,
  );
}
