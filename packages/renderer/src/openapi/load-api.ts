import path from 'node:path';
import type { PortalConfig } from '../config/schema.ts';
import type { Diagnostics } from '../diagnostics.ts';
import { apiOverviewRoute } from '../site/api-pages.ts';
import type { ApiSite } from '../site/types.ts';
import { buildApiModel } from './build-api-model.ts';
import { loadOpenApi } from './load-openapi.ts';

/** Loads the description and shapes what the API pages need: model, names, routes, download. */
export async function loadApi(options: { file: string; cwd: string; rootDir: string; config: PortalConfig; diagnostics: Diagnostics }): Promise<{ site: ApiSite; source: string }> {
  const loaded = await loadOpenApi({ file: options.file, cwd: options.cwd });
  for (const warning of loaded.warnings) options.diagnostics.add(warning);
  const model = buildApiModel(loaded, { diagnostics: options.diagnostics });
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
