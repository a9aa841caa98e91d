import type { ApiModel } from './api-types.ts';
import type { ExplorerSchemaLinks } from './explorer-props.ts';

/** The API reference: the model read from the description, and what its pages share. */
export interface ApiSite {
  model: ApiModel;
  overviewRoute: string;
  /** Public URL of the downloadable description file. */
  downloadHref: string;
  /** The description's file name, for the download link. */
  downloadName: string;
  /** Base URL of the code samples (the sandbox). */
  sandboxUrl: string;
  /** The description file, for messages. */
  source: string;
  /** The explorer's request-body schemas and the URL of the definitions they share (explorer turned on). */
  explorer?: ExplorerSchemaLinks;
}
