/**
 * Past this many characters a body is not put in the textarea: Chromium lays out a textarea's whole text on
 * every change (a 5 MB JSON body took 7 to 12 s from paste to the next frame, and as long again per keystroke).
 * The body is kept as text and shown as its size and its start; it is sent whole.
 */
export const LARGE_BODY = 256 * 1024;

/** How much of a large body is shown. */
const PREVIEW = 2000;

/** The text after pasting `pasted` over the textarea's selection: what the browser's own paste would make. */
export function pastedText(area: HTMLTextAreaElement, pasted: string): string {
  return area.value.slice(0, area.selectionStart) + pasted + area.value.slice(area.selectionEnd);
}

/** A large body: its size, its first characters, and the ways to change it (clear, or edit it as text anyway). */
export function LargeBody(props: { id: string; text: string; describedBy: string; onClear: () => void; onEdit: () => void }) {
  const size = props.text.length >= 1e6 ? `${(props.text.length / 1e6).toFixed(1)} MB` : `${Math.round(props.text.length / 1000)} KB`;
  return (
    <div className="explorer-large-body" id={props.id} aria-describedby={props.describedBy}>
      <p className="explorer-muted">
        A {size} body: it is sent whole. Its first {PREVIEW.toLocaleString('en')} characters:
      </p>
      <pre className="explorer-editor" tabIndex={0} aria-label="Start of the body">
        {props.text.slice(0, PREVIEW)}
      </pre>
      <div className="explorer-actions">
        <button type="button" className="button explorer-small" onClick={props.onClear}>
          Clear the body
        </button>
        <button type="button" className="button explorer-small" onClick={props.onEdit}>
          Edit it as text (slow)
        </button>
      </div>
    </div>
  );
}
