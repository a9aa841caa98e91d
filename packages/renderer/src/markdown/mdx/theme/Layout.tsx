import type { ReactNode } from 'react';
import { useMdxPage } from './page-context.tsx';

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
