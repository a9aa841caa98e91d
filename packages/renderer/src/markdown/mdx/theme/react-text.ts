import { Children, isValidElement, type ReactNode } from 'react';

/** The text React children show, through elements (`Set <code>up</code>` → `Set up`), for labels. */
export function textOfChildren(children: ReactNode): string {
  return Children.toArray(children)
    .map((child) => {
      if (typeof child === 'string' || typeof child === 'number') return String(child);
      return isValidElement(child) ? textOfChildren((child.props as { children?: ReactNode }).children) : '';
    })
    .join('');
}
