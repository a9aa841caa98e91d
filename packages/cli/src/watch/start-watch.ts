import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { existsSync } from 'node:fs';
import { DevSite, formatReport, type Diagnostic, type FileChange, type UpdateResult } from '@portal/renderer';
import { plural, seconds } from '../progress.ts';
import { listen, serverUrl } from '../serve/listen.ts';
import { createDevServer } from './dev-server.ts';
import { FileWatcher } from './file-watcher.ts';
import { LiveEvents } from './live-events.ts';

export interface WatchOptions {
  cwd: string;
  port: number;
  host: string;
  configFile?: string;
  contentDir?: string;
  openapiFile?: string;
  /** `--untrusted`: untrusted content mode. */
  untrusted?: boolean;
  /** Where progress lines and reports go. */
  log: (text: string) => void;
  /** Called after each handled batch of changes (tests and the benchmark wait on it). */
  onUpdate?: (result: UpdateResult, changes: readonly FileChange[]) => void;
}

export interface RunningWatch {
  url: string;
  site: DevSite;
  events: LiveEvents;
  /** Stops watching, closes the event streams and the server. */
  close(): Promise<void>;
}

/** What changed, for the log line: `content/x.md`, or `3 files`. */
function describeChanges(changes: readonly FileChange[], cwd: string): string {
  const files = [...new Set(changes.map((c) => path.relative(cwd, c.path) || c.path))];
  return files.length === 1 ? files[0]! : plural(files.length, 'file');
}

/**
 * `portal watch` without the command line: builds the site in memory, serves it, watches the
 * sources and sends each change to the open tabs. Errors never stop it: the last good site stays
 * served and the tabs show the overlay until the error is fixed.
 */
export async function startWatch(options: WatchOptions): Promise<RunningWatch> {
  const { log, cwd } = options;
  const site = await DevSite.start({
    cwd,
    configFile: options.configFile,
    contentDir: options.contentDir,
    openapiFile: options.openapiFile,
    untrusted: options.untrusted,
  });
  const events = new LiveEvents();
  if (site.errors.length) {
    events.error(site.errors);
    log(`\n${formatReport(site.errors)}\n\nThe site could not be built; fix the errors and save (the server keeps running).\n`);
  }
  const check = linkChecker(site, log);
  const server = createDevServer({ site, events, host: options.host });
  await listen(server, options.port, options.host);

  const watching = new Set(watchedPaths(site));
  /** A config edit may name other folders: they are watched too (the old ones stay; they are harmless). */
  const watchMore = () => {
    const more = watchedPaths(site).filter((p) => !watching.has(p));
    for (const p of more) watching.add(p);
    if (more.length) watcher.add(more);
  };
  const handle = async (changes: FileChange[]) => {
    const started = performance.now();
    const result = await site.update(changes);
    announce(result, { events, log, what: describeChanges(changes, cwd), took: seconds(performance.now() - started) });
    if (result.kind === 'reload') watchMore();
    // Any update may have swapped in a new model, even one that changed no page (a save of the same
    // text): the check of the model it replaced stops, so the new model is checked (once per model).
    if (result.kind !== 'error') check();
    options.onUpdate?.(result, changes);
  };
  const watcher = new FileWatcher(
    [...watching],
    handle,
    (error) => log(`watch error: ${(error as Error).message}\n`),
    () => site.foreground.touch(),
  );
  await watcher.ready;
  if (!site.errors.length) check();

  const port = (server.address() as AddressInfo).port;
  return {
    url: serverUrl(options.host, port),
    site,
    events,
    close: async () => {
      await watcher.close();
      events.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Tells the tabs what an update did (reload, swap the stylesheet, show the overlay) and logs one line. */
function announce(result: UpdateResult, to: { events: LiveEvents; log: (text: string) => void; what: string; took: string }): void {
  const { events, log, what, took } = to;
  switch (result.kind) {
    case 'css':
      events.css(result.href);
      log(`✓ ${what}: stylesheet swapped in ${took}\n`);
      break;
    case 'reload':
      if (result.css) events.css(result.css);
      events.reload(result.routes);
      log(`✓ ${what}: ${plural(result.routes.length, 'page')} changed in ${took}${result.recovered ? ' (errors fixed)' : ''}\n`);
      break;
    case 'error':
      events.error(result.errors);
      log(`✗ ${what}: ${plural(result.errors.length, 'error')}; the last good site is still served\n\n${formatReport(result.errors)}\n\n`);
      break;
    case 'unchanged':
      break;
  }
}

/** Checks the links in the background after each good build, and prints the warnings when they changed. */
function linkChecker(site: DevSite, log: (text: string) => void): () => void {
  let lastReport: string | undefined;
  return () => {
    void site.check().then((warnings?: Diagnostic[]) => {
      if (!warnings) return;
      const report = formatReport(warnings);
      if (report === lastReport) return;
      lastReport = report;
      log(warnings.length ? `\n${report}\n\n${plural(warnings.length, 'warning')}\n` : '✓ no warnings\n');
    });
  };
}

function watchedPaths(site: DevSite): string[] {
  const where = site.watched();
  return [
    where.configFile,
    where.contentDir,
    where.themeDir,
    ...where.openapiDirs,
    ...(where.changelogDir && existsSync(where.changelogDir) ? [where.changelogDir] : []),
    ...(where.componentsDir && existsSync(where.componentsDir) ? [where.componentsDir] : []),
    ...(where.pagesDir && existsSync(where.pagesDir) ? [where.pagesDir] : []),
    ...(where.staticDir && existsSync(where.staticDir) ? [where.staticDir] : []),
    ...(where.instancePaths ?? []).filter((p) => existsSync(p)),
    ...(where.pluginFiles ?? []),
  ];
}
