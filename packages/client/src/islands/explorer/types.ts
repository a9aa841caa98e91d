/** A JSON Schema without cycles, as the server cut it (validated in the browser as the body is typed). */
export type PlainSchema = Record<string, unknown>;

/** A field of the form: a parameter, a form body's property, or a server variable. */
export interface ExplorerField {
  name: string;
  /** `string`, `integer`, `string (date-time)`, `array of string`… shown beside the label. */
  type: string;
  required: boolean;
  enum?: string[];
  /** Placeholder: the default or example, as text. */
  placeholder?: string;
  /** A value the field starts with (path parameters start with their example, so Send works at once). */
  initial?: string;
  /** A file input (binary in multipart). */
  binary?: boolean;
}

export interface ExplorerParameter extends ExplorerField {
  in: 'path' | 'query' | 'header' | 'cookie';
}

/** One media type of the request body. */
export interface ExplorerMedia {
  mediaType: string;
  /** json: a text editor validated against `schema`; form and multipart: fields; binary: one file; text: a text area. */
  kind: 'json' | 'form' | 'multipart' | 'binary' | 'text';
  example: string;
  schema?: PlainSchema;
  fields: ExplorerField[];
}

/** One security scheme as the explorer asks for it. */
export interface ExplorerScheme {
  /** The scheme's name in the description: credentials are stored under it, shared across operations. */
  key: string;
  type: 'apiKey' | 'basic' | 'bearer' | 'oauth2-client' | 'oauth2-code';
  in?: 'header' | 'query' | 'cookie';
  paramName?: string;
  tokenUrl?: string;
  authorizationUrl?: string;
  scopes: string[];
}

export interface ExplorerServer {
  url: string;
  label: string;
  /** `{name}` placeholders of the URL, as fields. */
  variables: ExplorerField[];
}

/** Everything the explorer needs, built on the server from the operation (`openapi/explorer-props.ts`). */
export interface ExplorerProps {
  /** Prefix of the form's element ids. */
  id: string;
  method: string;
  path: string;
  servers: ExplorerServer[];
  parameters: ExplorerParameter[];
  body?: { required: boolean; media: ExplorerMedia[] };
  /** Alternatives (any one will do), each a set of schemes sent together. */
  security: ExplorerScheme[][];
  timeoutMs: number;
  proxyUrl?: string;
  /** Id of the page's request samples, which can follow the entered values. */
  samplesId?: string;
  /** URL of the site's shared schema definitions a body schema refers to (`#/$defs/Name`), fetched when the body editor shows. */
  definitions?: string;
}
