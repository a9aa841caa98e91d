import path from 'node:path';
import type { PortalConfigInput } from '../config/schema.ts';

type Json = Record<string, unknown>;
type OpenApiInput = Extract<NonNullable<PortalConfigInput['openapi']>, readonly unknown[]>[number];

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

/** The plugin's name as Docusaurus configs write it. */
export const OPENAPI_DOCS_PLUGIN = 'docusaurus-plugin-openapi-docs';

/** A key of the plugin's `config` (`petstore_versioned`) as a product slug (`petstore-versioned`). */
function slugOf(key: string): string {
  return (
    key
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'api'
  );
}

/**
 * The route of a description the plugin generates into `outputDir` (its MDX pages, inside the docs
 * folder): the docs' route base + the output folder's path inside the docs folder.
 */
function routeOf(outputDir: string, docsPath: string, docsBase: string): string {
  const inDocs = path.posix.relative(docsPath.replace(/^\.\//, ''), outputDir.replace(/^\.\//, '').replace(/\/+$/, ''));
  const rel = inDocs.startsWith('..') ? outputDir : inDocs;
  return path.posix.join('/', docsBase, rel).replace(/\/+$/, '') || '/';
}

/**
 * Every description of docusaurus-plugin-openapi-docs (each key of its `config`, and the plugin's
 * `versions` of one) as portal's `openapi` list: `specPath` is the file, the route comes from
 * `outputDir` (so pages keep their Docusaurus routes), `sidebarOptions.groupPathsBy: 'tag'` is
 * portal's own grouping, a version becomes a description with `version` and `versionOf`.
 * What portal does not carry is added to `notCarried`.
 */
export function mapOpenApiDocs(args: { pluginOptions: Json[]; docsPath: string; docsBase: string; notCarried: string[] }): OpenApiInput[] {
  const { notCarried } = args;
  const out: OpenApiInput[] = [];
  const used = new Set<string>();
  const entry = (key: string, options: Json, extra: Partial<OpenApiInput>): OpenApiInput | undefined => {
    const specPath = str(options.specPath);
    const outputDir = str(options.outputDir);
    if (!specPath || !outputDir) {
      notCarried.push(`openapi description ${key}: no specPath or outputDir`);
      return undefined;
    }
    if (!/\.(ya?ml|json)$/i.test(specPath)) {
      notCarried.push(`openapi description ${key}: specPath ${specPath} is a folder of descriptions (portal takes one file per description)`);
      return undefined;
    }
    const routeBasePath = routeOf(outputDir, args.docsPath, args.docsBase);
    if (routeBasePath === '/') {
      notCarried.push(`openapi description ${key}: its outputDir is the docs folder itself`);
      return undefined;
    }
    let productSlug = slugOf(key);
    while (used.has(productSlug)) productSlug = `${productSlug}-2`;
    used.add(productSlug);
    const sidebar: Json = isObject(options.sidebarOptions) ? options.sidebarOptions : {};
    const groupBy = str(sidebar.groupPathsBy);
    if (groupBy && groupBy !== 'tag') notCarried.push(`openapi description ${key}: sidebarOptions.groupPathsBy "${groupBy}" (portal groups operations by tag)`);
    const proxy = str(options.proxy);
    return {
      file: specPath.replace(/^\.\//, ''),
      productSlug,
      label: key,
      routeBasePath,
      ...(proxy && /^https?:\/\//.test(proxy) ? { explorer: { proxyUrl: `${proxy.replace(/\/+$/, '')}/` } } : {}),
      ...extra,
    };
  };
  for (const options of args.pluginOptions) {
    const config: Json = isObject(options.config) ? options.config : {};
    for (const [key, value] of Object.entries(config)) {
      if (!isObject(value)) continue;
      const versions: Json = isObject(value.versions) ? value.versions : {};
      const versioned = Object.keys(versions).length > 0;
      const main = entry(key, value, versioned ? { version: str(value.label) ?? str(value.version) ?? 'current' } : {});
      if (!main) continue;
      out.push(main);
      for (const [name, version] of Object.entries(versions)) {
        if (!isObject(version)) continue;
        const carried = entry(`${key} ${name}`, version, { label: key, version: str(version.label) ?? name, versionOf: main.productSlug });
        if (carried) out.push(carried);
      }
      for (const option of [
        'template',
        'infoTemplate',
        'tagTemplate',
        'schemaTemplate',
        'markdownGenerators',
        'showSchemas',
        'hideSendButton',
        'showInfoPage',
        'downloadUrl',
      ]) {
        if (value[option] !== undefined) notCarried.push(`openapi description ${key}: ${option}`);
      }
    }
  }
  return out;
}
