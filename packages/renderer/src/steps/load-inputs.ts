import { docFileFilter } from '../content/doc-globs.ts';
import path from 'node:path';
import { CHANGELOG_ROUTE } from '../site/changelog-pages.ts';
import { loadChangelog } from '../changelog/load-changelog.ts';
import type { ChangelogSource } from '../changelog/types.ts';
import { loadContent } from '../content/load-content.ts';
import { loadDocsInstances, type DocsInstanceInput } from '../content/load-instances.ts';
import { loadSitePages } from '../content/load-site-pages.ts';
import type { DocSource } from '../content/types.ts';
import { currentPlan, loadDocsVersions, type DocsVersionsInput } from '../content/load-versions.ts';
import type { Diagnostics } from '../diagnostics.ts';
import { loadApi, type LoadedApi } from '../openapi/load-api.ts';
import type { Reporter } from '../reporter.ts';
import { loadSidebarsFile, type SidebarsFile } from '../site/sidebars-file.ts';
import { failIfErrors } from './build-failure.ts';
import type { Project } from './load-project.ts';

/** Everything a site is made from: the guides, the changelog, the API description, the sidebars file. */
export interface SiteInputs {
  content: Awaited<ReturnType<typeof loadContent>>;
  changelog?: ChangelogSource;
  /** The first API description. */
  api?: LoadedApi;
  /** Every API description (the config's `openapi` list), the first included. */
  apis: LoadedApi[];
  sidebarsFile?: SidebarsFile;
  /** The docs versions (one, current, without `versions.json`) and the older versions' guides. */
  versions: DocsVersionsInput;
  /** The config's other docs instances (`docsInstances`), read. */
  instances: DocsInstanceInput[];
  /** The site's own pages (`src/pages`), read. */
  sitePages: DocSource[];
}

/** Reads the site's inputs; stops the build after the guides or the description when they have errors. */
export async function loadInputs(project: Project, options: { cwd: string; reporter: Reporter; diagnostics: Diagnostics }): Promise<SiteInputs> {
  const { config, rootDir, paths } = project;
  const { cwd, reporter, diagnostics } = options;
  const { versions, content } = await reporter.task('load guides', () => {
    const versions = loadDocsVersions({ config, rootDir, contentDir: paths.contentDir, cwd, diagnostics });
    return {
      versions,
      content: loadContent({
        contentDir: paths.contentDir,
        cwd,
        diagnostics,
        routeBase: currentPlan(versions)?.routeBase ?? config.docs.routeBasePath,
        untrusted: config.untrusted,
        select: docFileFilter(config.docs),
      }),
    };
  });
  const instances = await loadDocsInstances({ config, rootDir, cwd, diagnostics });
  const sitePages = loadSitePages({ config, rootDir, cwd, diagnostics });
  const changelog = loadChangelog({ dir: paths.changelogDir, cwd, base: CHANGELOG_ROUTE, diagnostics });
  failIfErrors(diagnostics, 'loading the guides');
  const file = paths.openapiFile;
  const api = file ? await reporter.task('load OpenAPI', () => loadApi({ file, cwd, rootDir, config, diagnostics })) : undefined;
  const apis = api ? [api] : [];
  for (const [i, other] of paths.otherOpenapiFiles.entries()) {
    apis.push(await reporter.task(`load OpenAPI ${path.basename(other)}`, () => loadApi({ file: other, cwd, rootDir, config, diagnostics, index: i + 1 })));
  }
  failIfErrors(diagnostics, 'reading the API description');
  const sidebarsFile = await loadSidebarsFile({ config, rootDir, cwd });
  return { content, changelog, api, apis, sidebarsFile, versions, instances, sitePages };
}
