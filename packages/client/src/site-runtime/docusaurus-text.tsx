import { Fragment, type ReactNode } from 'react';

/**
 * Docusaurus's text modules (`@docusaurus/Translate`, `@docusaurus/Interpolate`, `@docusaurus/Head`)
 * as site components see them: the same on the server (renderer's theme registry) and in the browser
 * (docusaurus.tsx), so a hydrated component renders the HTML the server gave it.
 */

/** `@docusaurus/Head`: head tags from a component are left out (the page's head is portal's). */
export function Head(_props: { children?: ReactNode }) {
  return null;
}

/** `{name}` placeholders of a message replaced by `values` (`@docusaurus/Interpolate`'s `interpolate`, for text). */
export function interpolate(text: string, values: Record<string, ReactNode> = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));
}

/** `@docusaurus/Interpolate`: its text with `{name}` placeholders filled in (elements among the values are kept as they are). */
export function Interpolate(props: { children?: string; values?: Record<string, ReactNode> }) {
  const values = Object.values(props.values ?? {});
  // Text values only: one string, as Docusaurus gives it.
  if (values.every((value) => typeof value === 'string' || typeof value === 'number')) return <>{interpolate(props.children ?? '', props.values)}</>;
  const parts = (props.children ?? '').split(/(\{\w+\})/);
  return (
    <>
      {parts.map((part, i) => {
        const name = /^\{(\w+)\}$/.exec(part)?.[1];
        return name !== undefined && props.values && Object.hasOwn(props.values, name) ? <Fragment key={i}>{props.values[name]}</Fragment> : part;
      })}
    </>
  );
}

/** `@docusaurus/Translate`'s `translate`: portal sites are in one language, so the message itself. */
export function translate(param: { message: string; id?: string; description?: string }, values?: Record<string, ReactNode>): string {
  return interpolate(param.message, values);
}

/** `@docusaurus/Translate`: its children (the message), with `values` filled in. */
export function Translate(props: { children?: string; id?: string; description?: string; values?: Record<string, ReactNode> }) {
  return <Interpolate values={props.values}>{props.children}</Interpolate>;
}
