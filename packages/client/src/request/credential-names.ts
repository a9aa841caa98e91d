/**
 * Names for the credentials a security scheme asks for, written as environment variables (`$STRIPE_API_KEY`):
 * the API's name, then what the scheme says the credential is (its header's name, the `<api_key>` or "shop ID as
 * user name" of its description, the two halves of a name such as Twilio's `accountSid_authToken`). The code
 * samples and the explorer show the same names, so a reader sets one variable and every sample works.
 */

/** The part of a security scheme the names come from. */
export interface NamedScheme {
  name: string;
  type: string;
  scheme?: string;
  in?: string;
  paramName?: string;
  description?: string;
}

/** One name per credential the scheme takes: an API key's value, basic's user name and password, a token. */
export interface CredentialNames {
  value?: string;
  username?: string;
  password?: string;
  token?: string;
}

/** Words that say nothing about which credential is meant. */
const GENERIC = new Set([
  'x',
  'auth',
  'authentication',
  'authorization',
  'authorisation',
  'security',
  'scheme',
  'header',
  'http',
  'https',
  'basic',
  'bearer',
  'oauth',
  'oauth2',
  'openid',
  'connect',
  'cookie',
  'query',
  'your',
  'the',
  'a',
  'an',
  'with',
  'and',
  'of',
  'my',
  'secret',
  'user',
  'security',
  'definition',
  'default',
]);

/** Words that end the API's name in a title. */
const CONNECTORS = new Set(['and', 'of', 'for', 'to', 'with', 'by', 'on', 'in', 'at', 'from']);

/** Words of the title that do not name the API. */
const TITLE_FILLER = new Set([
  'api',
  'apis',
  'rest',
  'restful',
  'http',
  'openapi',
  'swagger',
  'the',
  'service',
  'services',
  'web',
  'reference',
  'spec',
  'specification',
  'public',
  'official',
  'documentation',
  'docs',
]);

/** The words of a name: camelCase, snake_case, kebab-case and spaces split, lower-cased. */
function words(text: string): string[] {
  return text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase());
}

const upper = (list: readonly string[]) => list.join('_').toUpperCase();

/** The API's part of every name: the title's first two words that name it (`Stripe API` → `STRIPE`, `Merchant Kit Payments API` → `MERCHANT_KIT`). */
export function apiPrefix(title: string | undefined): string {
  // "Twilio - Accounts", "Acme: Orders API": the name before a separator.
  const head = (title ?? '').split(/\s[-–—:|]\s|:\s|\(/)[0] ?? '';
  // Split at spaces and punctuation only: GitHub stays GITHUB.
  const named = head
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase())
    .filter((w) => !TITLE_FILLER.has(w) && !/^v\d+$/.test(w) && !/^\d/.test(w));
  // "Info and Security API": the words before a connector.
  const end = named.findIndex((w) => CONNECTORS.has(w));
  return upper(named.slice(0, end === -1 ? 2 : Math.min(end, 2)));
}

/** The meaningful words of a name, or undefined when it says nothing (`bearerAuth`, `Authorization`). */
function meaningful(text: string | undefined): string[] | undefined {
  const kept = words(text ?? '').filter((w) => !GENERIC.has(w));
  return kept.length && kept.length <= 4 ? kept : undefined;
}

/** The credential a description names with `<api_key>` (Stripe: "Authorization: Bearer <api_key>"). */
function angleName(description: string | undefined): string[] | undefined {
  for (const match of (description ?? '').matchAll(/<([A-Za-z][\w -]{0,30})>/g)) {
    const kept = meaningful(match[1]);
    if (kept && !kept.includes('base64') && !kept.includes('hash')) return kept;
  }
  return undefined;
}

/** What a description says is sent as the user name or the password ("your shop ID as user name"). */
function roleName(description: string | undefined, role: 'username' | 'password'): string[] | undefined {
  const target = role === 'username' ? 'user\\s*-?name|login' : 'password';
  const match = new RegExp(`([A-Za-z0-9][A-Za-z0-9 _-]{0,40}?)\\s+as\\s+(?:the\\s+|your\\s+)?(?:${target})\\b`, 'i').exec(description ?? '');
  if (!match) return undefined;
  // The words after the last "your"/"the"/"with"/"and": "with your shop ID" → "shop ID".
  const phrase = match[1]!.split(/\b(?:your|the|with|and|a|an|use|using)\b/i).pop() ?? '';
  return meaningful(phrase);
}

/** The name written with the API's prefix (once: a name that starts with it keeps it). */
function named(prefix: string, parts: readonly string[]): string {
  const name = upper(parts);
  return prefix && !name.startsWith(`${prefix}_`) && name !== prefix ? `${prefix}_${name}` : name;
}

/** The credentials' names of a scheme for an API whose prefix is `prefix` (see `apiPrefix`). */
export function credentialNames(scheme: NamedScheme, prefix: string): CredentialNames {
  const fromName = meaningful(scheme.name);
  const fromDescription = angleName(scheme.description);
  if (scheme.type === 'apiKey') {
    const param = words(scheme.paramName ?? '').filter((w) => w !== 'x');
    const parts = (param.length && param.length <= 4 && param.some((w) => !GENERIC.has(w)) ? param : undefined) ??
      fromDescription ??
      fromName ?? ['api', 'key'];
    return { value: named(prefix, parts.includes('key') || parts.includes('token') ? parts : [...parts, 'key']) };
  }
  if (scheme.type === 'http' && scheme.scheme?.toLowerCase() === 'basic') {
    // `accountSid_authToken`: the user name and the password, in that order.
    const halves = scheme.name.split(/[_:]+/).map((half) => (meaningful(half) ? words(half) : undefined));
    const pair = halves.length === 2 && halves[0] && halves[1] ? (halves as string[][]) : undefined;
    const username = roleName(scheme.description, 'username') ?? pair?.[0] ?? fromDescription ?? ['username'];
    const password = roleName(scheme.description, 'password') ?? pair?.[1] ?? (fromDescription ? undefined : ['password']);
    return { username: named(prefix, username), ...(password ? { password: named(prefix, password) } : {}) };
  }
  const token = fromDescription ?? (scheme.type === 'http' ? fromName : undefined) ?? ['access', 'token'];
  return { token: named(prefix, token) };
}

/** A name as it stands in a sample: an environment variable. */
export function variable(name: string): string {
  return `$${name}`;
}
