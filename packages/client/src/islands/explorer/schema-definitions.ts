import { useEffect, useMemo, useState } from 'react';
import type { PlainSchema } from './types.ts';
import { withBase } from '../../base-url.ts';

/** Definitions by URL: every explorer of the page (and every later page of the visit) fetches the file once. */
const loads = new Map<string, Promise<Record<string, PlainSchema> | undefined>>();

/** The site's shared schema definitions at `href`; undefined when they cannot be fetched (the body is then checked as JSON only). */
export function loadDefinitions(href: string): Promise<Record<string, PlainSchema> | undefined> {
  let load = loads.get(href);
  if (!load) {
    load = fetch(withBase(href))
      .then((response) => (response.ok ? (response.json() as Promise<Record<string, PlainSchema>>) : undefined))
      .catch(() => undefined);
    // A failed fetch is tried again by the next explorer that opens.
    void load.then((defs) => defs ?? loads.delete(href));
    loads.set(href, load);
  }
  return load;
}

/**
 * The schema a body is checked against: `schema` itself when it needs no shared definitions, with
 * them under `$defs` once they arrived, undefined while they load or when they could not be fetched.
 */
export function useBodySchema(schema: PlainSchema | undefined, definitions: string | undefined): PlainSchema | undefined {
  const [defs, setDefs] = useState<{ href: string; table?: Record<string, PlainSchema> }>();
  useEffect(() => {
    if (!schema || !definitions) return;
    let current = true;
    void loadDefinitions(definitions).then((table) => current && setDefs({ href: definitions, table }));
    return () => {
      current = false;
    };
  }, [schema, definitions]);
  const table = defs && defs.href === definitions ? defs.table : undefined;
  return useMemo(() => (!schema || !definitions ? schema : table ? { ...schema, $defs: table } : undefined), [schema, definitions, table]);
}
