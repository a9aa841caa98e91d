import type { Diagnostics } from '../diagnostics.ts';
import { urlScheme } from '../safety/url-scheme.ts';
import { toPointer, type SourceMap } from './source-map.ts';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Why a URL the explorer would send to (or open) is refused, or undefined: http(s), or a path on the server's host. */
function urlProblem(url: string): string | undefined {
  const scheme = urlScheme(url);
  if (scheme === 'http:' || scheme === 'https:') return undefined;
  if (scheme) return `its scheme is \`${scheme}\` (only http: and https:)`;
  if (/^\s*[/\\]{2}/.test(url)) return 'it starts with // (a host of its own, with no scheme)';
  return undefined;
}

/** A server URL with each value its variables may take (default and enum), so `{scheme}://` is checked too. */
function serverUrlForms(server: Obj): string[] {
  const url = String(server.url ?? '');
  const variables = isObj(server.variables) ? server.variables : {};
  const forms = new Set([url]);
  for (const [name, variable] of Object.entries(variables)) {
    if (!isObj(variable)) continue;
    const values = [variable.default, ...(Array.isArray(variable.enum) ? variable.enum : [])].filter((v) => v !== undefined).map(String);
    for (const form of [...forms]) for (const value of values) forms.add(form.split(`{${name}}`).join(value));
  }
  return [...forms].filter((form) => !/\{[^}]*\}/.test(form) || form === url);
}

/**
 * The URLs of a description that shape a request or a sign-in, checked at build time (a reader's
 * credentials go to them): every path starts with a single `/` (what follows a `#` is a label, never
 * sent: build-api-model.ts `splitPathLabel`); servers (root, path and operation
 * level) are http(s) or a path; OAuth2 `authorizationUrl`, `tokenUrl`, `refreshUrl` and
 * `openIdConnectUrl` are http(s) or a path. Each problem is an error at its line.
 */
export function checkDescriptionUrls(api: Obj, where: { file: string; sourceMap: SourceMap; diagnostics: Diagnostics }): void {
  const fail = (segments: (string | number)[], message: string, hint: string) =>
    where.diagnostics.error(message, { file: where.file, ...where.sourceMap.locate(toPointer(segments)) }, hint);
  const checkServers = (list: unknown, at: (string | number)[]) => {
    if (!Array.isArray(list)) return;
    list.forEach((server, i) => {
      if (!isObj(server)) return;
      for (const form of serverUrlForms(server)) {
        const problem = urlProblem(form);
        if (problem) {
          fail(
            [...at, i, 'url'],
            `server URL "${form}" is refused: ${problem}`,
            'a server is an https: URL (https://api.example.com/v1) or a path on the site (/v1)',
          );
          break;
        }
      }
    });
  };
  checkServers(api.servers, ['servers']);
  for (const [path, item] of Object.entries(isObj(api.paths) ? api.paths : {})) {
    if (path.startsWith('x-')) continue;
    // A `#label` after the path tells operations on one path apart (Box's description); it is never sent.
    const request = path.split('#', 1)[0]!;
    // eslint-disable-next-line no-control-regex
    if (!request.startsWith('/') || request.startsWith('//') || /[\u0000-\u0020\u007f\\?]/.test(request) || /[\u0000-\u001f\u007f]/.test(path)) {
      const why = !request.startsWith('/')
        ? 'it does not start with /'
        : request.startsWith('//')
          ? 'it starts with //'
          : 'it holds a space, a control character, a backslash or ?';
      fail(
        ['paths', path],
        `path "${path}" is refused: ${why} (the explorer joins it to the server's URL, where it could name another host)`,
        'write the path from the server URL with one leading slash: /payments/{id} (a label after # may follow it: /payments/{id}#capture)',
      );
    }
    if (!isObj(item)) continue;
    checkServers(item.servers, ['paths', path, 'servers']);
    for (const [method, op] of Object.entries(item)) if (isObj(op)) checkServers(op.servers, ['paths', path, method, 'servers']);
  }
  const schemes = isObj(api.components) && isObj(api.components.securitySchemes) ? api.components.securitySchemes : {};
  for (const [name, scheme] of Object.entries(schemes)) {
    if (!isObj(scheme)) continue;
    const at = ['components', 'securitySchemes', name];
    const check = (value: unknown, segments: (string | number)[], key: string) => {
      if (typeof value !== 'string') return;
      const problem = urlProblem(value);
      if (problem)
        fail(
          segments,
          `security scheme "${name}": ${key} "${value}" is refused: ${problem}`,
          'OAuth and OpenID Connect URLs are https: URLs of the authorization server',
        );
    };
    check(scheme.openIdConnectUrl, [...at, 'openIdConnectUrl'], 'openIdConnectUrl');
    if (!isObj(scheme.flows)) continue;
    for (const [flowName, flow] of Object.entries(scheme.flows)) {
      if (!isObj(flow)) continue;
      for (const key of ['authorizationUrl', 'tokenUrl', 'refreshUrl']) check(flow[key], [...at, 'flows', flowName, key], key);
    }
  }
}
