import { Children, isValidElement, type ReactNode } from 'react';

/**
 * `@theme/Details` and `<details>` in MDX: a native disclosure (works without JavaScript); the
 * summary comes from the `summary` prop or a `<summary>` child.
 */
export function Details(props: { summary?: ReactNode; children?: ReactNode; open?: boolean; className?: string }) {
  const children = Children.toArray(props.children);
  const summaryChild = children.find((c) => isValidElement(c) && (c.type === 'summary' || (c.props as { mdxType?: string }).mdxType === 'summary'));
  const rest = children.filter((c) => c !== summaryChild);
  return (
    <details className={['details', props.className].filter(Boolean).join(' ')} open={props.open}>
      {summaryChild ?? <summary>{props.summary ?? 'Details'}</summary>}
      <div className="details-content">{rest}</div>
    </details>
  );
}
