import { announcementKey } from '../announcement.ts';

export interface AnnouncementCloseProps {
  id: string;
}

/** Dismisses the announcement bar and remembers it for this announcement id. */
export function AnnouncementClose(props: AnnouncementCloseProps) {
  const dismiss = () => {
    window.localStorage.setItem(announcementKey(props.id), 'true');
    document.documentElement.setAttribute('data-announcement-dismissed', 'true');
  };
  return (
    <button type="button" className="announcement-close" aria-label="Close" onClick={dismiss}>
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
        <path fill="currentColor" d="M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6Z" />
      </svg>
    </button>
  );
}
