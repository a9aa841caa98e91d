/** One error as the dev server sends it: the message, where it is, a code frame and a hint. */
export interface OverlayError {
  message: string;
  file: string;
  line?: number;
  column?: number;
  frame?: string;
  hint?: string;
}

const ID = 'portal-error-overlay';

function element<K extends keyof HTMLElementTagNameMap>(tag: K, style: string, text?: string): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  el.setAttribute('style', style);
  if (text !== undefined) el.textContent = text;
  return el;
}

/** `file:line:col`, leaving out what is unknown. */
export function errorLocation(error: OverlayError): string {
  if (!error.file || error.line === undefined) return error.file;
  return `${error.file}:${error.line}${error.column === undefined ? '' : `:${error.column}`}`;
}

/** Is the overlay on the page? */
export function overlayShown(): boolean {
  return document.getElementById(ID) !== null;
}

/** Removes the overlay and gives the focus back to where it was. */
export function hideOverlay(): void {
  const overlay = document.getElementById(ID);
  if (!overlay) return;
  overlay.remove();
  const previous = (overlay as HTMLElement & { portalPreviousFocus?: HTMLElement }).portalPreviousFocus;
  previous?.focus?.();
}

/**
 * Shows the build errors in a full-screen dialog over the page (the last good version, still
 * served): each error's file:line:col, message, code frame and hint. It takes the focus, Escape or
 * its button dismisses it, and it goes away by itself when the error is fixed (the page reloads).
 */
export function showOverlay(errors: readonly OverlayError[]): void {
  const previous = document.getElementById(ID) as (HTMLElement & { portalPreviousFocus?: HTMLElement }) | null;
  const keepFocus = previous?.portalPreviousFocus ?? (document.activeElement as HTMLElement | null) ?? undefined;
  previous?.remove();
  const overlay = element(
    'div',
    'position:fixed;inset:0;z-index:2147483647;overflow:auto;background:rgba(0,0,0,0.85);font:15px/1.5 system-ui,sans-serif;color:#f5f5f5;',
  );
  overlay.id = ID;
  const panel = element(
    'div',
    'max-width:960px;margin:48px auto;padding:24px 28px;background:#1b1b1d;border-top:6px solid #ff6b6b;border-radius:6px;box-shadow:0 8px 32px rgba(0,0,0,0.5);',
  );
  panel.setAttribute('role', 'alertdialog');
  panel.setAttribute('aria-modal', 'true');
  panel.setAttribute('aria-labelledby', `${ID}-title`);
  panel.setAttribute('aria-describedby', `${ID}-errors`);
  panel.tabIndex = -1;
  const title = element(
    'h2',
    'margin:0 0 16px;font-size:20px;color:#ff9b9b;',
    errors.length === 1 ? 'The site could not be rebuilt: 1 error' : `The site could not be rebuilt: ${errors.length} errors`,
  );
  title.id = `${ID}-title`;
  const list = element('div', '');
  list.id = `${ID}-errors`;
  for (const error of errors) {
    const item = element('section', 'margin:0 0 20px;');
    const where = errorLocation(error);
    if (where) item.append(element('p', 'margin:0;font-family:ui-monospace,monospace;color:#9ecbff;', where));
    item.append(element('p', 'margin:4px 0;font-weight:600;white-space:pre-wrap;', error.message));
    if (error.frame)
      item.append(
        element(
          'pre',
          'margin:8px 0;padding:12px;overflow:auto;background:#000;color:#f5f5f5;border-radius:4px;font:13px/1.45 ui-monospace,monospace;',
          error.frame,
        ),
      );
    if (error.hint) item.append(element('p', 'margin:4px 0;color:#d4d4d4;', `Hint: ${error.hint}`));
    list.append(item);
  }
  const footer = element(
    'p',
    'margin:16px 0 0;color:#d4d4d4;',
    'The last good version of the site is still served. Fix the file and save: this page reloads by itself. ',
  );
  const dismiss = element(
    'button',
    'margin-left:8px;padding:4px 12px;font:inherit;color:#1b1b1d;background:#f5f5f5;border:0;border-radius:4px;cursor:pointer;',
    'Dismiss',
  );
  dismiss.type = 'button';
  dismiss.addEventListener('click', hideOverlay);
  footer.append(dismiss);
  panel.append(title, list, footer);
  overlay.append(panel);
  overlay.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') hideOverlay();
  });
  Object.assign(overlay, { portalPreviousFocus: keepFocus });
  document.body.append(overlay);
  panel.focus();
}
