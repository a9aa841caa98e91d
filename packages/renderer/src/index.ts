/** The renderer's public API: what the CLI calls. */
export { build, BuildFailure, type BuildOptions, type BuildResult } from './build.ts';
export { defineConfig } from './config/define-config.ts';
export type { PortalConfig, PortalConfigInput } from './config/schema.ts';
export { formatDiagnostic, formatReport, formatLocation, PortalError, type Diagnostic } from './diagnostics.ts';
export type { Reporter } from './reporter.ts';
export { DevSite, type UpdateResult } from './watch/dev-site.ts';
export { LIVE_EVENTS_PATH } from './watch/live-reload-script.ts';
export { withBase } from './url.ts';
export type { DevSiteOptions } from './watch/dev-inputs.ts';
export type { FileChange, WatchedPaths } from './watch/plan-changes.ts';
export { migrateDocusaurus, type MigrateResult } from './migrate/migrate-docusaurus.ts';
export { formatNotCarried, groupNotCarried } from './migrate/report.ts';
