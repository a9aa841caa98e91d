import { useEffect, useLayoutEffect } from 'react';

/** useLayoutEffect in the browser (before paint), useEffect on the server, where neither runs. */
export const useBrowserLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;
