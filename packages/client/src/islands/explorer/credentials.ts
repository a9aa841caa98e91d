import type { CredentialStore } from './types.ts';

/** Credentials per security scheme, kept where the site says (the tab's sessionStorage by default; never the URL). */
const KEY = 'portal-explorer-credentials';
const EVENT = 'portal:explorer-credentials';

export type Credentials = Record<string, Record<string, string>>;

/** With `none`, credentials live only as long as the page (this module's copy). */
let inMemory: Credentials = {};

function storage(store: CredentialStore): Storage | undefined {
  if (store === 'none') return undefined;
  try {
    return store === 'localStorage' ? window.localStorage : window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** Every stored credential, by scheme key. */
export function readCredentials(store: CredentialStore = 'sessionStorage'): Credentials {
  const where = storage(store);
  if (!where) return inMemory;
  try {
    const parsed: unknown = JSON.parse(where.getItem(KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Credentials) : {};
  } catch {
    return {};
  }
}

/** Stores one value of a scheme's credentials, shared with every operation of the site. */
export function saveCredential(store: CredentialStore, scheme: string, field: string, value: string): void {
  const all = { ...readCredentials(store) };
  all[scheme] = { ...all[scheme], [field]: value };
  if (!value) delete all[scheme]![field];
  const where = storage(store);
  if (where) where.setItem(KEY, JSON.stringify(all));
  else inMemory = all;
  window.dispatchEvent(new CustomEvent(EVENT));
}

/** Forgets every credential. */
export function forgetCredentials(store: CredentialStore): void {
  storage(store)?.removeItem(KEY);
  inMemory = {};
  window.dispatchEvent(new CustomEvent(EVENT));
}

/** Calls `listener` when credentials change in this page; returns the unsubscribe. */
export function onCredentialsChange(listener: () => void): () => void {
  window.addEventListener(EVENT, listener);
  return () => window.removeEventListener(EVENT, listener);
}
