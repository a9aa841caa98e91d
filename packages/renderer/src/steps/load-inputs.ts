import { CHANGELOG_ROUTE } from '../site/changelog-pages.ts';
import { loadChangelog } from '../changelog/load-changelog.ts';
import type { ChangelogSource } from '../changelog/types.ts';
import { loadContent } from '../content/load-content.ts';
import type { Diagnostics } from '../diagnostics.ts';
import { loadApi } from '../openapi/load-api.ts';
import type { Reporter } from '../reporter.ts';
import { loadSidebarsFile, type SidebarsFile } from '../site/sidebars-file.ts';
import { failIfErrors } from './build-failure.ts';
import type { Project } from './load-project.ts';

/** Everything a site is made from: the guides, the changelog, the API description, the sidebars file. */
export interface SiteInputs {
  content: Awaited<ReturnType<typeof loadContent>>;
  changelog?: ChangelogSource;
  api?: Awaited<ReturnType<typeof loadApi>>;
  sidebarsFile?: SidebarsFile;
}

/** Reads the site's inputs; stops the build after the guides or the description when they have errors. */
export async function loadInputs(project: Project, options: { cwd: string; reporter: Reporter; diagnostics: Diagnostics }): Promise<SiteInputs> {
  const { config, rootDir, paths } = project;
  const { cwd, reporter, diagnostics } = options;
  const content = await reporter.task('load guides', () => loadContent({ contentDir: paths.contentDir, cwd, diagnostics, routeBase: config.docs.routeBasePath }));
  const changelog = loadChangelog({ dir: paths.changelogDir, cwd, base: CHANGELOG_ROUTE, diagnostics });
  failIfErrors(diagnostics, 'loading the guides');
  const file = paths.openapiFile;
  const api = file ? await reporter.task('load OpenAPI', () => loadApi({ file, cwd, rootDir, config, diagnostics })) : undefined;
  failIfErrors(diagnostics, 'reading the API description');
  const sidebarsFile = await loadSidebarsFile({ config, rootDir, cwd });
  return { content, changelog, api, sidebarsFile };
}
