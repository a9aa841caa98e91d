import type { OpenApiEntry } from '../config/schema.ts';
import type { ApiModel } from './api-types.ts';
import type { ExplorerSchemaLinks } from './explorer-props.ts';

/** The API reference: the model read from the description, and what its pages share. */
export interface ApiSite {
  /** The description's product slug: unique among the site's descriptions. */
  id: string;
  /** Its place in the config's `openapi` list: 0 is the first. */
  index: number;
  /** The navbar item, the breadcrumb and the API sidebar's title. */
  label: string;
  /** The name of its sidebar in `SiteModel.sidebars`: `api` for the first, `api-{productSlug}` for the others. */
  sidebar: string;
  /** Where its pages live: `/api` for the first unless its entry says otherwise. */
  routeBase: string;
  /** Its entry of the config's `openapi` (sandbox, explorer options). */
  entry: OpenApiEntry;
  /** Its version name, and the product slug of the description it is a version of. */
  version?: string;
  versionOf?: string;
  model: ApiModel;
  overviewRoute: string;
  /** Public URL of the downloadable description file. */
  downloadHref: string;
  /** The description's file name, for the download link. */
  downloadName: string;
  /** The download is the description bundled with the files its `$ref`s name (it is written in several). */
  downloadBundled?: boolean;
  /** Base URL of the code samples (the sandbox). */
  sandboxUrl: string;
  /** The description file, for messages. */
  source: string;
  /** The explorer's request-body schemas and the URL of the definitions they share (explorer turned on). */
  explorer?: ExplorerSchemaLinks;
}
