import type { ReactNode } from 'react';

const TITLES: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
  caution: 'Caution',
  important: 'Important',
  secondary: 'Note',
  success: 'Success',
};

/** `@theme/Admonition`: the same markup as a `:::type` block (`caution` is shown as a warning). */
export function Admonition(props: { type?: string; title?: ReactNode; icon?: ReactNode; children?: ReactNode }) {
  const type = props.type && props.type in TITLES ? props.type : 'note';
  const look = type === 'caution' ? 'warning' : type === 'important' ? 'info' : type === 'secondary' ? 'note' : type === 'success' ? 'tip' : type;
  return (
    <div className={`admonition admonition-${look}`}>
      <p className="admonition-heading">{props.title ?? TITLES[type]}</p>
      <div className="admonition-content">{props.children}</div>
    </div>
  );
}
