import type { CredentialNames } from '@portal/client/request/credential-names.ts';

/** A schema after dereferencing: a plain JSON Schema object whose sub-schemas may be shared or cyclic. */
export type Schema = Record<string, unknown> & {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  required?: string[];
  enum?: unknown[];
  discriminator?: { propertyName: string; mapping?: Record<string, string> };
};

export interface ApiExample {
  name?: string;
  summary?: string;
  value: unknown;
}

export interface ApiMediaType {
  mediaType: string;
  schema?: Schema;
  /** Examples given in the description, in order. */
  examples: ApiExample[];
  /** JSON pointer of the media type object in the description, for the sampler and messages. */
  pointer: string;
  /** `encoding` of a form or multipart body: how each property is sent. */
  encoding?: ApiEncoding[];
  extensions?: [string, unknown][];
}

/** How one property of a form or multipart body is encoded (a media type's `encoding` entry). */
export interface ApiEncoding {
  property: string;
  contentType?: string;
  style?: string;
  explode?: boolean;
  allowReserved?: boolean;
  /** Header names of a multipart part. */
  headers: string[];
  /** The entry's `x-*` keys, in order. */
  extensions?: [string, unknown][];
}

export interface ApiParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  description?: string;
  required: boolean;
  deprecated: boolean;
  schema?: Schema;
  /** Serialisation (OpenAPI `style` and `explode`), when given. */
  style?: string;
  explode?: boolean;
  example?: unknown;
  /** The parameter's `examples` map, when it has more than one entry (the first is also `example`). */
  examples?: ApiExample[];
  extensions: [string, unknown][];
}

export interface ApiHeader {
  name: string;
  description?: string;
  required: boolean;
  schema?: Schema;
  /** Its `example`, else the first value of its `examples` map. */
  example?: unknown;
  /** The header's `examples` map, when it has more than one entry (the first is also `example`). */
  examples?: ApiExample[];
  /** Its `x-` keys. */
  extensions?: [string, unknown][];
}

export interface ApiResponse {
  status: string;
  description?: string;
  headers: ApiHeader[];
  content: ApiMediaType[];
  /** Response `links`: operations the response's values can be passed to. */
  links?: ApiLink[];
  extensions?: [string, unknown][];
}

/** A response link (OpenAPI `links`): the operation it names and the values it passes. */
export interface ApiLink {
  name: string;
  operationId?: string;
  operationRef?: string;
  description?: string;
  /** Parameter name → runtime expression or value, as written. */
  parameters: [string, string][];
  requestBody?: string;
  /** The page of the operation the link names, when its operationId or operationRef is one of the description's. */
  route?: string;
  /** The link's `x-*` keys, in order. */
  extensions?: [string, unknown][];
}

/** An `externalDocs` object whose URL is safe to link. */
export interface ApiExternalDocs {
  url: string;
  description?: string;
}

/** A server with its URL template's variables. */
export interface ApiServer {
  url: string;
  description?: string;
  variables?: { name: string; default: string; enum?: string[]; description?: string }[];
  extensions?: [string, unknown][];
}

export interface ApiSecurityScheme {
  name: string;
  type: string;
  description?: string;
  /** apiKey: where and which header/query/cookie; http: the scheme (basic, bearer). */
  in?: string;
  paramName?: string;
  scheme?: string;
  bearerFormat?: string;
  flows?: Record<string, { authorizationUrl?: string; tokenUrl?: string; scopes?: Record<string, string> }>;
  openIdConnectUrl?: string;
  /** The scheme's `x-*` keys, in order. */
  extensions?: [string, unknown][];
  /** The names its credentials go by in code samples and the explorer (`STRIPE_API_KEY`). */
  credentialNames?: CredentialNames;
}

/** Alternatives (any one will do), each a set of schemes used together. */
export type ApiSecurity = { scheme: ApiSecurityScheme; scopes: string[] }[][];

export interface ApiXCodeSample {
  lang: string;
  label?: string;
  source: string;
}

export interface ApiCallback {
  name: string;
  expression: string;
  operations: ApiOperation[];
}

/** One operation (or webhook, or callback request) of the description. */
export interface ApiOperation {
  kind: 'operation' | 'webhook' | 'callback';
  slug: string;
  /** Page route; callbacks live on their operation's page. */
  route: string;
  method: string;
  /** The path template, the webhook's name, or the callback's expression. */
  path: string;
  /**
   * What follows `#` in the operation's key under `paths` (`/files/{file_id}#get_shared_link`): a
   * label some descriptions (Box's) use to tell apart operations on one path and method. It is not
   * part of the request, whose path is `path`.
   */
  pathLabel?: string;
  operationId?: string;
  summary?: string;
  description?: string;
  tags: string[];
  deprecated: boolean;
  parameters: ApiParameter[];
  requestBody?: { description?: string; required: boolean; content: ApiMediaType[]; extensions?: [string, unknown][] };
  responses: ApiResponse[];
  security: ApiSecurity;
  callbacks: ApiCallback[];
  extensions: [string, unknown][];
  /** `x-*` keys of the path item the operation is under. */
  pathExtensions?: [string, unknown][];
  xCodeSamples: ApiXCodeSample[];
  servers: ApiServer[];
  /** JSON pointer of the operation in the description. */
  pointer: string;
  externalDocs?: ApiExternalDocs;
}

export interface ApiTagGroup {
  name: string;
  /** `x-displayName`: the tag's name as shown (the name stays its id). */
  displayName?: string;
  description?: string;
  operations: ApiOperation[];
  externalDocs?: ApiExternalDocs;
  extensions?: [string, unknown][];
}

/** Everything the API pages show, read from one description. */
export interface ApiModel {
  title: string;
  version: string;
  description?: string;
  summary?: string;
  termsOfService?: string;
  contact?: { name?: string; url?: string; email?: string; extensions?: [string, unknown][] };
  license?: { name: string; url?: string; extensions?: [string, unknown][] };
  servers: ApiServer[];
  securitySchemes: ApiSecurityScheme[];
  /** Global security: what operations use unless they say otherwise. */
  security: ApiSecurity;
  /** Tags in declaration order, then tags used but not declared, then `Untagged` if needed. */
  tags: ApiTagGroup[];
  /** `x-tagGroups`: named groups of tag names, in order (Redoc's extension). */
  tagGroups?: { name: string; tags: string[] }[];
  operations: ApiOperation[];
  webhooks: ApiOperation[];
  extensions: [string, unknown][];
  /** `x-*` keys of the document's root (those portal reads itself left out). */
  rootExtensions?: [string, unknown][];
  externalDocs?: ApiExternalDocs;
  /** Component schema names, for the schema section of the overview. */
  schemas: { name: string; schema: Schema }[];
}
