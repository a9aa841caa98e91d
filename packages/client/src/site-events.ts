/** Sent on `window` by `portal watch`'s live-reload client when pages changed: pages fetched ahead by client navigation are stale. */
export const SITE_CHANGED_EVENT = 'portal:site-changed';
