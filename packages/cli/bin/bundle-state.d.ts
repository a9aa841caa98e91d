/** The URL of the bundled CLI if it exists and matches its inputs, else undefined. */
export function freshBundle(): string | undefined;
/** Where the bundle is written: `portal.cjs`, the render worker, `manifest.json`, the prebuilt client (`client/`) and the code caches. */
export const DIST: string;
