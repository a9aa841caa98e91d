import { useRef, useState } from 'react';
import { useBrowserLayoutEffect } from '../use-layout-effect.ts';

export interface CategoryToggleProps {
  /** The category's label, for the button's accessible name. */
  label: string;
  /** Id of the `<ul>` of the category's items. */
  listId: string;
  expanded: boolean;
  /** When the category has no page of its own, the button is the label. */
  showLabel: boolean;
}

/** Milliseconds for a height change: longer for taller lists, bounded (the duration comes from the content height). */
export function collapseDuration(height: number): number {
  if (!height) return 0;
  const scale = height / 36;
  return Math.round(Math.min((4 + 15 * scale ** 0.25 + scale / 5) * 10, 600));
}

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Animates the list between its height and 0, then leaves it `hidden` or at its natural height. */
function animate(list: HTMLElement, expand: boolean): void {
  const height = list.scrollHeight;
  const duration = prefersReducedMotion() ? 0 : collapseDuration(height);
  if (!duration) {
    list.hidden = !expand;
    return;
  }
  list.hidden = false;
  list.style.overflow = 'hidden';
  list.style.height = `${expand ? 0 : height}px`;
  list.style.transition = `height ${duration}ms ease-in-out`;
  requestAnimationFrame(() => {
    list.style.height = `${expand ? list.scrollHeight : 0}px`;
  });
  const done = () => {
    list.style.removeProperty('height');
    list.style.removeProperty('overflow');
    list.style.removeProperty('transition');
    list.hidden = !expand;
  };
  list.addEventListener('transitionend', done, { once: true });
  window.setTimeout(done, duration + 50);
}

/** The button that expands and collapses one sidebar category; opening one never collapses another. */
export function CategoryToggle(props: CategoryToggleProps) {
  const [expanded, setExpanded] = useState(props.expanded);
  const first = useRef(true);

  useBrowserLayoutEffect(() => {
    const list = document.getElementById(props.listId);
    if (!list) return;
    if (first.current) {
      first.current = false;
      // Client navigation carries the reader's open and closed categories over: the list's state wins.
      if (list.hidden === expanded) setExpanded(!list.hidden);
      return;
    }
    animate(list, expanded);
  }, [expanded, props.listId]);

  return (
    <button
      type="button"
      className={props.showLabel ? 'sidebar-category-button sidebar-link' : 'sidebar-category-caret'}
      aria-expanded={expanded}
      aria-controls={props.listId}
      aria-label={props.showLabel ? undefined : `Toggle the collapsible sidebar category '${props.label}'`}
      onClick={() => setExpanded((e) => !e)}
    >
      {props.showLabel ? <span>{props.label}</span> : null}
      <svg className="caret" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
        <path fill="currentColor" d="M7.41 8.59 12 13.17l4.59-4.58L18 10l-6 6-6-6 1.41-1.41Z" />
      </svg>
    </button>
  );
}
