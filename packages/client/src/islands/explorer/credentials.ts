/** Credentials per security scheme, kept for the tab's session only (never localStorage, never the URL). */
const KEY = 'portal-explorer-credentials';
const EVENT = 'portal:explorer-credentials';

export type Credentials = Record<string, Record<string, string>>;

/** Every stored credential, by scheme key. */
export function readCredentials(): Credentials {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Credentials) : {};
  } catch {
    return {};
  }
}

/** Stores one value of a scheme's credentials, shared with every operation of the site. */
export function saveCredential(scheme: string, field: string, value: string): void {
  const all = readCredentials();
  all[scheme] = { ...all[scheme], [field]: value };
  if (!value) delete all[scheme]![field];
  window.sessionStorage.setItem(KEY, JSON.stringify(all));
  window.dispatchEvent(new CustomEvent(EVENT));
}

/** Forgets every credential. */
export function forgetCredentials(): void {
  window.sessionStorage.removeItem(KEY);
  window.dispatchEvent(new CustomEvent(EVENT));
}

/** Calls `listener` when credentials change in this page; returns the unsubscribe. */
export function onCredentialsChange(listener: () => void): () => void {
  window.addEventListener(EVENT, listener);
  return () => window.removeEventListener(EVENT, listener);
}
