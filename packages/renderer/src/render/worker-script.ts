/**
 * The script a render worker thread runs: the tsx entry that runs the sources. The prebuilt CLI
 * bundle replaces this module with its bundled worker (packages/cli/build-bundle.js).
 */
export const workerScript = new URL('./worker-entry.js', import.meta.url);
