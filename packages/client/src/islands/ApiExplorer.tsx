import { useState, type ComponentType } from 'react';
import type { ExplorerProps } from './explorer/types.ts';

export type { ExplorerProps as ApiExplorerProps } from './explorer/types.ts';

/**
 * The "Try it" button of an operation page. The explorer itself (form, validator, sender) is a
 * module of its own, loaded only when the button is first pressed.
 */
export function ApiExplorer(props: ExplorerProps) {
  const [open, setOpen] = useState(false);
  const [Panel, setPanel] = useState<ComponentType<ExplorerProps>>();
  const [failed, setFailed] = useState(false);
  const load = () => {
    setFailed(false);
    import('./explorer/ExplorerPanel.tsx').then(
      (m) => setPanel(() => m.ExplorerPanel),
      () => setFailed(true),
    );
  };
  const toggle = () => {
    setOpen(!open);
    if (!Panel) load();
  };
  const panelId = `${props.id}-panel`;
  return (
    <div className="api-explorer">
      <button type="button" className="button button-primary explorer-try" aria-expanded={open} aria-controls={panelId} onClick={toggle}>
        Try it
      </button>
      <div id={panelId} className="explorer-panel" hidden={!open}>
        {open && failed ? (
          <p role="alert">
            The explorer could not load.{' '}
            <button type="button" className="button" onClick={load}>
              Retry
            </button>
          </p>
        ) : open && !Panel ? (
          <p role="status">Loading the explorer…</p>
        ) : null}
        {Panel ? <Panel {...props} /> : null}
      </div>
    </div>
  );
}
