import './prestart.ts';
import { Command, CommanderError } from 'commander';
import path from 'node:path';
import { buildCommand } from './commands/build.ts';
import { migrateCommand } from './commands/migrate.ts';
import { serveCommand } from './commands/serve.ts';
import { watchCommand } from './commands/watch.ts';

/** The options that say which site a command reads (build and watch). */
function siteOptions(command: Command): Command {
  return command
    .option('--content <dir>', 'content folder (default: content/ beside the config)')
    .option('--openapi <file>', 'OpenAPI description (default: mk-openapi/openapi.yml)')
    .option('--config <file>', 'config file (default: portal.config.ts)')
    .option('--untrusted', 'untrusted content mode: guides and changelog posts are data only (plain Markdown, raw HTML escaped, .mdx refused)')
    .option('--cache-dir <dir>', 'build caches (default: $PORTAL_CACHE_DIR, else node_modules/.cache/portal of the site)')
    .hook('preAction', (action) => {
      // One mechanism for every reader of the caches, render workers included: the environment.
      const cacheDir = action.opts()['cacheDir'] as string | undefined;
      if (cacheDir) process.env['PORTAL_CACHE_DIR'] = path.resolve(cacheDir);
    });
}

/** Where a server listens (watch and serve). */
function listenOptions(command: Command): Command {
  return command.option('--port <port>', 'port', '3000').option('--host <host>', 'host', '127.0.0.1');
}

/** Parses the command line and runs a command; returns the process exit code. */
export async function main(argv: readonly string[]): Promise<number> {
  let exitCode = 0;
  const program = new Command()
    .name('portal')
    .description('Builds the Merchant Kit developer portal: guides from content/ and the API reference from mk-openapi/.')
    .exitOverride()
    .showHelpAfterError();

  siteOptions(
    program
      .command('build')
      .description('build the site into the output folder (replaced only when the build succeeds)')
      .option('--out <dir>', 'output folder', 'build')
      .option('--strict', 'fail on any warning (broken links, unknown languages, …)')
      .option('--force', 'replace an output folder that portal did not build'),
  ).action(async (options) => {
    exitCode = await buildCommand(options);
  });

  siteOptions(
    listenOptions(program.command('watch').description('build the site in memory, serve it with live reload and rebuild what each edit changes')),
  ).action(async (options) => {
    exitCode = await watchCommand(options);
  });

  listenOptions(
    program
      .command('serve')
      .description('serve a built site as a static host would (404 page, compression, caching)')
      .option('--dir <dir>', 'folder to serve', 'build'),
  ).action(async (options) => {
    exitCode = await serveCommand(options);
  });

  program
    .command('migrate')
    .description('write portal.config.ts for an existing project: `portal migrate docusaurus DIR`')
    .argument('<from>', 'what the project is built with: docusaurus')
    .argument('<dir>', 'the project folder (holding docusaurus.config.js)')
    .option('--force', 'replace an existing portal.config.ts')
    .action(async (from: string, dir: string, options: { force?: boolean }) => {
      exitCode = await migrateCommand(from, dir, options);
    });

  try {
    await program.parseAsync(argv);
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode;
    throw error;
  }
  return exitCode;
}
