import { fileURLToPath } from 'node:url';

/** The bundled CLI's own URL (packages/cli/build-bundle.js declares it); undeclared when portal runs from its sources. */
declare const __portalBundleUrl: string | undefined;

/**
 * The path of `rel` beside the bundled CLI, where build-bundle.js keeps what it made once on install
 * (the browser client, the minified theme, the OpenAPI schema validators); undefined when portal runs from its sources.
 */
export function prebuiltPath(rel: string): string | undefined {
  return typeof __portalBundleUrl === 'string' ? fileURLToPath(new URL(`./${rel}`, __portalBundleUrl)) : undefined;
}
