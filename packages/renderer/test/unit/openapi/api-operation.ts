import type { ApiOperation } from '../../../src/openapi/api-types.ts';

/** An operation as the description loader gives it (`POST /things/{thingId}`, nothing else), with `overrides`. */
export function apiOperation(overrides: Partial<ApiOperation> = {}): ApiOperation {
  return {
    kind: 'operation',
    slug: 'create-thing',
    route: '/api/create-thing',
    method: 'post',
    path: '/things/{thingId}',
    tags: [],
    deprecated: false,
    parameters: [],
    responses: [],
    security: [],
    callbacks: [],
    extensions: [],
    xCodeSamples: [],
    servers: [],
    pointer: '#/paths/~1things/post',
    ...overrides,
  };
}
