import { useMemo, useState, type CSSProperties } from 'react';

/** Height of one line of a long body, in px (the stylesheet's `.explorer-lines` line-height). */
const LINE_PX = 20;
/** Lines rendered above and below the visible ones. */
const MARGIN = 40;
/** Lines rendered at a time (the box shows about 19). */
const WINDOW = 120;

/**
 * A long text in a scrollable box that holds only the lines in view: laying out a megabyte of text takes a
 * browser seconds (8–11 s for 1.6 MB on a loaded 2-core machine), a window of 120 lines a few milliseconds.
 * The box is as tall as the whole text, so the scroll bar, keyboard scrolling and the position are the text's.
 */
export function LongText(props: { text: string; label: string }) {
  const lines = useMemo(() => props.text.split('\n'), [props.text]);
  const [top, setTop] = useState(0);
  const first = Math.max(0, Math.floor(top / LINE_PX) - MARGIN);
  const style = { height: `${lines.length * LINE_PX}px` } as CSSProperties;
  return (
    <pre className="explorer-body explorer-lines" tabIndex={0} aria-label={props.label} onScroll={(e) => setTop(e.currentTarget.scrollTop)}>
      <code style={style}>
        <span style={{ top: `${first * LINE_PX}px` }}>{lines.slice(first, first + WINDOW).join('\n')}</span>
      </code>
    </pre>
  );
}
