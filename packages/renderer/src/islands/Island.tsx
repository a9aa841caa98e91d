import { islands, type IslandName, type IslandProps } from '@portal/client/islands';
import { createElement } from 'react';

/**
 * Renders an island on the server inside `<div data-island="Name" data-props="…">`; the client
 * bundle hydrates exactly these elements with the same props.
 */
export function Island<N extends IslandName>(props: { name: N; props: IslandProps<N>; as?: 'div' | 'span'; className?: string }) {
  const Component = islands[props.name] as (p: IslandProps<N>) => React.ReactNode;
  return createElement(
    props.as ?? 'div',
    { 'data-island': props.name, 'data-props': JSON.stringify(props.props), className: props.className },
    createElement(Component, props.props),
  );
}
