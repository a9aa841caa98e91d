import { Children, isValidElement, type ReactNode } from 'react';
import { type PageHead, useMdxPage } from './page-context.tsx';

/**
 * `@theme/Layout` as a React page of src/pages uses it: portal's page frame (navbar, footer) is
 * already around the page, so it renders its children in Docusaurus's `main-wrapper` and names the
 * page's `<title>` and description.
 */
export function Layout(props: { children?: ReactNode; title?: string; description?: string; wrapperClassName?: string; noFooter?: boolean }) {
  const page = useMdxPage();
  if (props.title !== undefined || props.description !== undefined)
    page.head?.({
      ...(props.title !== undefined ? { title: props.title } : {}),
      ...(props.description !== undefined ? { description: props.description } : {}),
    });
  return <div className={props.wrapperClassName ? `main-wrapper ${props.wrapperClassName}` : 'main-wrapper'}>{props.children}</div>;
}

/** The text of an element's children (`<title>fluentvalidation-ts · {tagline}</title>`). */
function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement<{ children?: ReactNode }>(node)) return textOf(node.props.children);
  return '';
}

/**
 * `@docusaurus/Head` on the server: its `<title>` becomes the page's whole `<title>` and its
 * `<meta name="description">` the page's description, as react-helmet gives them in Docusaurus; its
 * other tags are left out (the page's head is portal's).
 */
export function Head(props: { children?: ReactNode }) {
  const page = useMdxPage();
  const found: PageHead = {};
  Children.forEach(props.children, (child) => {
    if (!isValidElement<{ children?: ReactNode; name?: string; content?: string }>(child)) return;
    if (child.type === 'title') found.documentTitle = textOf(child.props.children).replace(/\s+/g, ' ').trim();
    else if (child.type === 'meta' && child.props.name === 'description' && typeof child.props.content === 'string') found.description = child.props.content;
  });
  if (Object.keys(found).length) page.head?.(found);
  return null;
}
