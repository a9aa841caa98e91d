import type { ApiSecurityScheme } from './api-types.ts';

/** How a scheme is sent, in words: `X-Api-Key header`, `HTTP basic`. */
export function schemeSummary(scheme: ApiSecurityScheme): string {
  if (scheme.type === 'apiKey') return `API key in the ${scheme.paramName ?? ''} ${scheme.in ?? 'header'}`.replace(/\s+/g, ' ');
  if (scheme.type === 'http') return `HTTP ${scheme.scheme ?? ''}${scheme.bearerFormat ? ` (${scheme.bearerFormat})` : ''}`;
  if (scheme.type === 'oauth2') return 'OAuth 2.0';
  if (scheme.type === 'openIdConnect') return 'OpenID Connect';
  return scheme.type;
}
