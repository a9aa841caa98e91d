import { useRef, useState } from 'react';
import { useBrowserLayoutEffect } from '../use-layout-effect.ts';

export interface SidebarHideButtonProps {
  /** Id of the page shell whose desktop sidebar this hides and shows. */
  shellId: string;
}

/** The desktop sidebar's own button: hides the sidebar to give the content the room, and shows it again. */
export function SidebarHideButton(props: SidebarHideButtonProps) {
  const [hidden, setHidden] = useState(false);
  const first = useRef(true);
  useBrowserLayoutEffect(() => {
    const shell = document.getElementById(props.shellId);
    if (first.current) {
      first.current = false;
      // A sidebar hidden before a client navigation stays hidden.
      if (shell?.hasAttribute('data-sidebar-hidden')) setHidden(true);
      return;
    }
    shell?.toggleAttribute('data-sidebar-hidden', hidden);
  }, [hidden, props.shellId]);
  const label = hidden ? 'Expand sidebar' : 'Collapse sidebar';
  return (
    <button type="button" className="sidebar-hide-button" aria-label={label} title={label} aria-expanded={!hidden} onClick={() => setHidden((h) => !h)}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path fill="currentColor" d={hidden ? 'M9.3 6.7 8 8l4 4-4 4 1.3 1.3 5.3-5.3Z' : 'M14.7 6.7 16 8l-4 4 4 4-1.3 1.3L9.4 12Z'} />
      </svg>
    </button>
  );
}
