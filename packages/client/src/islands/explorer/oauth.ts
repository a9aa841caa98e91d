import type { ExplorerScheme } from './types.ts';

async function tokenRequest(tokenUrl: string, form: Record<string, string>, basic?: string): Promise<string> {
  const headers: Record<string, string> = { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' };
  if (basic) headers.Authorization = `Basic ${btoa(basic)}`;
  const response = await fetch(tokenUrl, { method: 'POST', headers, body: new URLSearchParams(form).toString(), credentials: 'omit' });
  const body = (await response.json().catch(() => ({}))) as { access_token?: string; error?: string; error_description?: string };
  if (!response.ok || !body.access_token) throw new Error(body.error_description ?? body.error ?? `the token endpoint answered ${response.status}`);
  return body.access_token;
}

/** OAuth 2.0 client credentials: a token for the client's own id and secret. */
export function clientCredentialsToken(scheme: ExplorerScheme, clientId: string, clientSecret: string): Promise<string> {
  const form: Record<string, string> = { grant_type: 'client_credentials' };
  if (scheme.scopes.length) form.scope = scheme.scopes.join(' ');
  return tokenRequest(scheme.tokenUrl!, form, `${clientId}:${clientSecret}`);
}

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/**
 * OAuth 2.0 authorization code with PKCE: the provider's page opens in a window and comes back to this
 * page's URL; the code is read from that window (same origin by then) and traded for a token.
 */
export async function authorizationCodeToken(scheme: ExplorerScheme, clientId: string): Promise<string> {
  const verifier = base64url(crypto.getRandomValues(new Uint8Array(32)));
  const challenge = base64url(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))));
  const state = base64url(crypto.getRandomValues(new Uint8Array(16)));
  const redirectUri = `${window.location.origin}${window.location.pathname}`;
  const url = new URL(scheme.authorizationUrl!);
  const query = {
    response_type: 'code',
    client_id: clientId,
    redirect_uri: redirectUri,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state,
    scope: scheme.scopes.join(' '),
  };
  for (const [k, v] of Object.entries(query)) if (v) url.searchParams.set(k, v);
  const popup = window.open(url.toString(), 'portal-oauth', 'popup,width=520,height=640');
  if (!popup) throw new Error('the browser blocked the sign-in window');
  const code = await new Promise<string>((resolve, reject) => {
    const timer = window.setInterval(() => {
      if (popup.closed) {
        window.clearInterval(timer);
        reject(new Error('the sign-in window was closed'));
        return;
      }
      let href: string;
      try {
        href = popup.location.href; // throws while the provider's (other-origin) page is shown
      } catch {
        return;
      }
      const back = new URL(href);
      if (back.origin !== window.location.origin) return;
      window.clearInterval(timer);
      popup.close();
      if (back.searchParams.get('state') !== state) reject(new Error('the sign-in answered with another state'));
      else if (back.searchParams.get('code')) resolve(back.searchParams.get('code')!);
      else reject(new Error(back.searchParams.get('error_description') ?? back.searchParams.get('error') ?? 'no code in the answer'));
    }, 300);
  });
  return tokenRequest(scheme.tokenUrl!, { grant_type: 'authorization_code', code, redirect_uri: redirectUri, client_id: clientId, code_verifier: verifier });
}
