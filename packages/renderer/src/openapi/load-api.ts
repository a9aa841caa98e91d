import path from 'node:path';
import type { PortalConfig } from '../config/schema.ts';
import { PortalError, describeThrown, type Diagnostics } from '../diagnostics.ts';
import { apiOverviewRoute } from './api-routes.ts';
import type { ApiSite } from '../site/types.ts';
import { buildApiModel } from './build-api-model.ts';
import { loadOpenApi } from './load-openapi.ts';

/** Loads the description and shapes what the API pages need: model, names, routes, download. */
export async function loadApi(options: { file: string; cwd: string; rootDir: string; config: PortalConfig; diagnostics: Diagnostics }): Promise<{ site: ApiSite; source: string }> {
  const refs = { roots: options.config.openapi.refRoots.map((dir) => path.resolve(options.rootDir, dir)), allowRemote: options.config.openapi.allowRemoteRefs };
  let loaded: Awaited<ReturnType<typeof loadOpenApi>>;
  let model: ReturnType<typeof buildApiModel>;
  try {
    loaded = await loadOpenApi({ file: options.file, cwd: options.cwd, refs });
    for (const warning of loaded.warnings) options.diagnostics.add(warning);
    model = buildApiModel(loaded, { diagnostics: options.diagnostics, overviewRoute: apiOverviewRoute(options.config.productSlug) });
  } catch (error) {
    // Whatever a library throws on a hostile description (`Invalid URL`, a stack overflow) still names the file.
    throw error instanceof PortalError ? error : new PortalError(`cannot read the API description: ${describeThrown(error).split('\n')[0]}`, { file: path.relative(options.cwd, path.resolve(options.cwd, options.file)) || options.file, cause: error, hint: 'check the description with an OpenAPI validator; DEBUG=1 prints the stack' });
  }
  const inRoot = path.relative(options.rootDir, loaded.file);
  // The description keeps its path in the output (mk-openapi/openapi.yml), or just its name when it lives elsewhere.
  const downloadPath = inRoot.startsWith('..') || path.isAbsolute(inRoot) ? path.basename(loaded.file) : inRoot.split(path.sep).join('/');
  return {
    source: loaded.source,
    site: {
      model,
      overviewRoute: apiOverviewRoute(options.config.productSlug),
      downloadHref: `/${downloadPath}`,
      downloadName: path.basename(loaded.file),
      sandboxUrl: options.config.openapi.sandboxUrl,
      source: loaded.displayPath,
    },
  };
}
