import { listedOrigins, serverUrl, type ServerTemplate } from '../../request/index.ts';
import type { ExplorerProps } from './types.ts';

/** At most this many URLs a server with enumerated host variables stands for. */
const MAX_COMBINATIONS = 64;

/** Every URL a server can take with its variables' listed values (enum, else the default). */
function serverUrls(template: ServerTemplate): string[] {
  let urls = [template.url];
  for (const v of template.variables ?? []) {
    const values = v.enum?.length ? v.enum : v.default !== undefined ? [v.default] : [];
    if (!values.length || !template.url.includes(`{${v.name}}`)) continue;
    urls = urls.flatMap((url) => values.map((value) => url.split(`{${v.name}}`).join(value))).slice(0, MAX_COMBINATIONS);
  }
  return urls.map((url) => serverUrl({ url }));
}

/**
 * The origins the explorer sends to without asking: the sandbox, the configured URLs and the description's
 * servers with their variables' listed values. A host variable without an enum lists no origin.
 */
export function listedOriginsOf(props: Pick<ExplorerProps, 'servers'>): string[] {
  return listedOrigins(props.servers.flatMap((s) => (s.origin !== undefined ? [s.origin] : serverUrls(s.template))));
}
