import type { HTMLAttributes } from 'react';
import { textOfChildren } from './react-text.ts';

type HeadingProps = HTMLAttributes<HTMLHeadingElement> & { as: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' };

/**
 * `@theme/Heading`: a heading written as JSX (`<Heading as="h2" id="setup">Set-up</Heading>`); with
 * an id (h2–h6) it gets the `#` link Markdown headings get. Like Docusaurus, it is not in the table
 * of contents, which lists the page's Markdown headings.
 */
export function Heading(props: HeadingProps) {
  const { as: Tag, id, className, children, ...rest } = props;
  if (Tag === 'h1' || !id)
    return (
      <Tag id={id} className={className} {...rest}>
        {children}
      </Tag>
    );
  const text = textOfChildren(children);
  return (
    <Tag id={id} className={['anchor-heading', className].filter(Boolean).join(' ')} {...rest}>
      {children}
      <a href={`#${id}`} className="hash-link" aria-label={`Direct link to ${text}`} title={`Direct link to ${text}`}>
        #
      </a>
    </Tag>
  );
}
