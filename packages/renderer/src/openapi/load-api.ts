import path from 'node:path';
import type { OpenApiEntry, PortalConfig } from '../config/schema.ts';
import { PortalError, describeThrown, type Diagnostics } from '../diagnostics.ts';
import { API_ROUTE_BASE, apiOverviewRoute } from './api-routes.ts';
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

/**
 * Loads a description and shapes what its API pages need: model, names, routes, download, explorer
 * schemas. `index` is its place in the config's `openapi` list (0, the first, lives at `/api`).
 */
export async function loadApi(options: {
  file: string;
  cwd: string;
  rootDir: string;
  config: PortalConfig;
  diagnostics: Diagnostics;
  index?: number;
}): Promise<LoadedApi> {
  const index = options.index ?? 0;
  const entry: OpenApiEntry = options.config.openapi.descriptions?.[index] ?? options.config.openapi;
  const refs = { roots: entry.refRoots.map((dir) => path.resolve(options.rootDir, dir)), allowRemote: entry.allowRemoteRefs };
  const productSlug = entry.productSlug ?? options.config.productSlug;
  const routeBase = entry.routeBasePath ?? API_ROUTE_BASE;
  const overviewRoute = apiOverviewRoute(productSlug, routeBase);
  let loaded: Awaited<ReturnType<typeof loadOpenApi>>;
  let model: ReturnType<typeof buildApiModel>;
  try {
    loaded = await loadOpenApi({ file: options.file, cwd: options.cwd, refs });
    for (const warning of loaded.warnings) options.diagnostics.add(warning);
    model = buildApiModel(loaded, { diagnostics: options.diagnostics, overviewRoute, routeBase });
  } catch (error) {
    // Whatever a library throws on a hostile description (`Invalid URL`, a stack overflow) still names the file.
    throw error instanceof PortalError
      ? error
      : new PortalError(`cannot read the API description: ${describeThrown(error).split('\n')[0]}`, {
          file: path.relative(options.cwd, path.resolve(options.cwd, options.file)) || options.file,
          cause: error,
          hint: 'check the description with an OpenAPI validator; DEBUG=1 prints the stack',
        });
  }
  const inRoot = path.relative(options.rootDir, loaded.file);
  // The description keeps its path in the output (mk-openapi/openapi.yml), or just its name when it lives elsewhere.
  const downloadPath = inRoot.startsWith('..') || path.isAbsolute(inRoot) ? path.basename(loaded.file) : inRoot.split(path.sep).join('/');
  const schemas = entry.explorer.enabled ? explorerSchemas(model.operations) : undefined;
  const definitions = schemas && Object.keys(schemas.definitions).length ? JSON.stringify(schemas.definitions) : undefined;
  const definitionsPath = definitions && `assets/explorer/${hashedName('schemas.json', definitions)}`;
  return {
    // A description in several files is published bundled into one, so the download resolves on its own.
    source: loaded.bundled ?? loaded.source,
    definitionsFile: definitionsPath ? { path: definitionsPath, text: definitions! } : undefined,
    site: {
      id: productSlug,
      index,
      label: entry.label ?? 'REST API',
      sidebar: index === 0 ? 'api' : `api-${productSlug}`,
      routeBase,
      entry,
      version: entry.version,
      versionOf: entry.versionOf,
      explorer: schemas && { bodies: schemas.bodies, href: definitionsPath && `/${definitionsPath}` },
      model,
      overviewRoute,
      downloadHref: `/${downloadPath}`,
      downloadName: path.basename(loaded.file),
      ...(loaded.bundled !== undefined ? { downloadBundled: true } : {}),
      sandboxUrl: entry.sandboxUrl,
      source: loaded.displayPath,
    },
  };
}
