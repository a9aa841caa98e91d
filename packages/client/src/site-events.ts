/** Where `portal watch` streams its live-reload events (server-sent events). */
export const LIVE_EVENTS_PATH = '/__portal/events';

/** Sent on `window` by `portal watch`'s live-reload client when pages changed: pages fetched ahead by client navigation are stale. */
export const SITE_CHANGED_EVENT = 'portal:site-changed';

/**
 * Sent (cancelable) by the live-reload client when the page shown changed. Client navigation takes
 * it and swaps the fresh page in place, keeping the scroll position; left alone, the client reloads.
 */
export const REFRESH_EVENT = 'portal:refresh';

/** Sent on `window` when new islands were put into the page (a sidebar category's items, filled when it is opened): they are hydrated. */
export const ISLANDS_ADDED_EVENT = 'portal:islands-added';
