import type { ApiOperation } from '../openapi/api-types.ts';
import type { ApiOperationPageData, ApiOverviewPageData, ApiSite, ApiVersionChoice } from './types.ts';

/** What identifies an operation across versions of one API: its kind, method and path with its label (a webhook: its name). */
function operationKey(op: ApiOperation): string {
  return `${op.kind} ${op.method} ${op.path}${op.pathLabel === undefined ? '' : `#${op.pathLabel}`}`;
}

/**
 * The version switch of API pages: descriptions joined by `versionOf` (a description names the
 * product slug of another) are versions of one product. Each page of each of them gets one choice
 * per version, in the config's order, taking the reader to the same operation where that version
 * has it, else to that version's overview.
 */
export function addApiVersionSwitches(apis: readonly ApiSite[], pages: readonly (ApiOverviewPageData | ApiOperationPageData)[]): void {
  const rootOf = (api: ApiSite): string => {
    const seen = new Set<string>();
    let current = api;
    while (current.versionOf && !seen.has(current.id)) {
      seen.add(current.id);
      const parent = apis.find((other) => other.id === current.versionOf);
      if (!parent) break;
      current = parent;
    }
    return current.id;
  };
  const families = new Map<string, ApiSite[]>();
  for (const api of apis) families.set(rootOf(api), [...(families.get(rootOf(api)) ?? []), api]);
  const routesOf = new Map(apis.map((api) => [api.id, new Map([...api.model.operations, ...api.model.webhooks].map((op) => [operationKey(op), op.route]))]));
  for (const page of pages) {
    const api = apis.find((candidate) => candidate.id === page.api);
    const family = api && families.get(rootOf(api));
    if (!family || family.length < 2) continue;
    page.versions = family.map(
      (version): ApiVersionChoice => ({
        label: version.version ?? version.label,
        href: (page.kind === 'api-operation' && routesOf.get(version.id)!.get(operationKey(page.operation))) || version.overviewRoute,
        current: version.id === api.id,
      }),
    );
  }
}
