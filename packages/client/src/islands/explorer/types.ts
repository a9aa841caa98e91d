import type { CredentialNames } from '../../request/credential-names.ts';
import type { PropertyEncoding, ServerTemplate } from '../../request/index.ts';

/** A JSON Schema without cycles, as the server cut it (validated in the browser as the body is typed). */
export type PlainSchema = Record<string, unknown>;

/** The JSON type a field's text is read as before it is sent. */
export type ValueKind = 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object';

/** The documented limits a value is checked against before Send. */
export interface FieldChecks {
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minItems?: number;
  maxItems?: number;
}

/** A field of the form: a parameter, or a form body's property. */
export interface ExplorerField {
  name: string;
  /** `string`, `integer`, `string (date-time)`, `array of string`… shown beside the label. */
  type: string;
  kind: ValueKind;
  required: boolean;
  /** Allowed values (an array's items' values for an array). */
  enum?: string[];
  /** An array's items: how each is read and checked. */
  items?: { kind: ValueKind; checks?: FieldChecks };
  /** The schema's default, as text: what the server uses when nothing is sent. */
  default?: string;
  /** Placeholder: the example, as text. */
  placeholder?: string;
  /** The value the field starts with: what the page's code samples send (an array: its items). */
  initial?: string | string[];
  /** A file input (binary in multipart); with kind `array`, several files. */
  binary?: boolean;
  deprecated?: boolean;
  checks?: FieldChecks;
}

export interface ExplorerParameter extends ExplorerField {
  in: 'path' | 'query' | 'header' | 'cookie';
  style?: string;
  explode?: boolean;
}

/** One media type of the request body. */
export interface ExplorerMedia {
  mediaType: string;
  /** json: a text editor validated against `schema`; form and multipart: fields; binary: one file; xml and text: a text area. */
  kind: 'json' | 'form' | 'multipart' | 'binary' | 'text' | 'xml';
  /** The editor's first text: the body the code samples send. */
  example: string;
  /** The description's named examples, for the example picker (more than one). */
  examples?: { label: string; text: string }[];
  schema?: PlainSchema;
  fields: ExplorerField[];
  /** The media type's `encoding`: how each property of a form or multipart body is written. */
  encoding?: PropertyEncoding[];
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
  /** The names the code samples give its credentials (`STRIPE_API_KEY`): the fields' placeholders, and the curl view's until a value is typed. */
  names?: CredentialNames;
}

/** A server the reader can pick: the template (a description's server) and, for the sandbox and configured URLs, the origin that replaces the template's. */
export interface ExplorerServer {
  label: string;
  template: ServerTemplate;
  /** The sandbox or a configured URL: it replaces the template's origin, the template gives the base path and variables. */
  origin?: string;
}

/** Where the explorer keeps credentials: the tab (default), the browser, or nowhere. */
export type CredentialStore = 'sessionStorage' | 'localStorage' | 'none';

/** Everything the explorer needs, built on the server from the operation (`openapi/explorer-props.ts`). */
export interface ExplorerProps {
  /** Prefix of the form's element ids. */
  id: string;
  method: string;
  path: string;
  /** The listed servers; the first is the one the code samples use. Only their hosts get requests unless the reader types another server. */
  servers: ExplorerServer[];
  parameters: ExplorerParameter[];
  body?: { required: boolean; media: ExplorerMedia[] };
  /** Alternatives (any one will do), each a set of schemes sent together. */
  security: ExplorerScheme[][];
  /** Media types the successful responses come in (the Accept choice); the first is what the samples ask for. */
  accept?: string[];
  timeoutMs: number;
  proxyUrl?: string;
  /** `fallback`: the proxy is offered when a direct request fails; `always`: every request goes through it. */
  proxyMode?: 'fallback' | 'always';
  credentialStore?: CredentialStore;
  /** Id of the page's request samples, which can follow the entered values. */
  samplesId?: string;
  /** URL of the site's shared schema definitions a body schema refers to (`#/$defs/Name`), fetched when the body editor shows. */
  definitions?: string;
}
