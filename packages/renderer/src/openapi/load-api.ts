import path from 'node:path';
import type { PortalConfig } from '../config/schema.ts';
import { PortalError, describeThrown, type Diagnostics } from '../diagnostics.ts';
import { apiOverviewRoute } from './api-routes.ts';
import type { ApiSite } from './api-site.ts';
import { buildApiModel } from './build-api-model.ts';
import { hashedName } from '../hash.ts';
import { explorerSchemas } from './explorer-props.ts';
import { loadOpenApi } from './load-openapi.ts';

/** The API description as loaded, with the files of the output it gives besides pages. */
export interface LoadedApi {
  site: ApiSite;
  /** The description's text, offered for download at `site.downloadHref`. */
  source: string;
  /** The explorer's shared schema definitions (`site.explorer.href`), when a body refers to one. */
  definitionsFile?: { path: string; text: string };
}

/** Loads the description and shapes what the API pages need: model, names, routes, download, explorer schemas. */
export async function loadApi(options: { file: string; cwd: string; rootDir: string; config: PortalConfig; diagnostics: Diagnostics }): Promise<LoadedApi> {
  const refs = { roots: options.config.openapi.refRoots.map((dir) => path.resolve(options.rootDir, dir)), allowRemote: options.config.openapi.allowRemoteRefs };
  const overviewRoute = apiOverviewRoute(options.config.productSlug);
  let loaded: Awaited<ReturnType<typeof loadOpenApi>>;
  let model: ReturnType<typeof buildApiModel>;
  try {
    loaded = await loadOpenApi({ file: options.file, cwd: options.cwd, refs });
    for (const warning of loaded.warnings) options.diagnostics.add(warning);
    model = buildApiModel(loaded, { diagnostics: options.diagnostics, overviewRoute });
  } catch (error) {
    // Whatever a library throws on a hostile description (`Invalid URL`, a stack overflow) still names the file.
    throw error instanceof PortalError ? error : new PortalError(`cannot read the API description: ${describeThrown(error).split('\n')[0]}`, { file: path.relative(options.cwd, path.resolve(options.cwd, options.file)) || options.file, cause: error, hint: 'check the description with an OpenAPI validator; DEBUG=1 prints the stack' });
  }
  const inRoot = path.relative(options.rootDir, loaded.file);
  // The description keeps its path in the output (mk-openapi/openapi.yml), or just its name when it lives elsewhere.
  const downloadPath = inRoot.startsWith('..') || path.isAbsolute(inRoot) ? path.basename(loaded.file) : inRoot.split(path.sep).join('/');
  const schemas = options.config.openapi.explorer.enabled ? explorerSchemas(model.operations) : undefined;
  const definitions = schemas && Object.keys(schemas.definitions).length ? JSON.stringify(schemas.definitions) : undefined;
  const definitionsPath = definitions && `assets/explorer/${hashedName('schemas.json', definitions)}`;
  return {
    source: loaded.source,
    definitionsFile: definitionsPath ? { path: definitionsPath, text: definitions! } : undefined,
    site: {
      explorer: schemas && { bodies: schemas.bodies, href: definitionsPath && `/${definitionsPath}` },
      model,
      overviewRoute,
      downloadHref: `/${downloadPath}`,
      downloadName: path.basename(loaded.file),
      sandboxUrl: options.config.openapi.sandboxUrl,
      source: loaded.displayPath,
    },
  };
}
