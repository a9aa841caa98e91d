import { build, BuildFailure, formatReport, PortalError } from '@portal/renderer';
import { createProgress, plural, seconds } from '../progress.ts';

export interface BuildCommandOptions {
  out?: string;
  strict?: boolean;
  force?: boolean;
  content?: string;
  openapi?: string;
  config?: string;
  untrusted?: boolean;
}

/** `portal build`: builds the site, prints the steps, the messages and a one-line summary; returns the exit code. */
export async function buildCommand(options: BuildCommandOptions): Promise<number> {
  const started = performance.now();
  try {
    const result = await build({
      cwd: process.cwd(),
      configFile: options.config,
      outDir: options.out,
      contentDir: options.content,
      openapiFile: options.openapi,
      strict: options.strict,
      force: options.force,
      untrusted: options.untrusted,
      reporter: createProgress(),
    });
    if (result.warnings.length) process.stderr.write(`\n${formatReport(result.warnings)}\n\n`);
    const { brokenLinks, brokenAnchors, brokenMarkdownLinks } = result.links;
    if (brokenLinks + brokenAnchors + brokenMarkdownLinks) {
      process.stderr.write(
        `${plural(brokenLinks, 'broken link')}, ${plural(brokenAnchors, 'broken anchor')}, ${plural(brokenMarkdownLinks, 'broken Markdown link')}\n`,
      );
    }
    const w = result.warnings.length;
    process.stdout.write(
      `Built ${result.pages} pages with ${w} ${w === 1 ? 'warning' : 'warnings'} in ${seconds(performance.now() - started)} → ${result.outDir}\n`,
    );
    return 0;
  } catch (error) {
    if (error instanceof BuildFailure) {
      process.stderr.write(`\n${formatReport(error.diagnostics)}\n\n`);
      const errors = error.diagnostics.filter((d) => d.severity === 'error').length;
      const warnings = error.diagnostics.length - errors;
      process.stderr.write(
        `Build failed: ${error.message} (${errors} ${errors === 1 ? 'error' : 'errors'}, ${warnings} ${warnings === 1 ? 'warning' : 'warnings'}, ${seconds(performance.now() - started)}). The previous output was left in place.\n`,
      );
      return 1;
    }
    if (error instanceof PortalError) {
      process.stderr.write(`\n${formatReport([error.toDiagnostic()])}\n`);
      return 1;
    }
    process.stderr.write(
      `\nBuild failed with an unexpected error: ${process.env.DEBUG ? (error as Error).stack : (error as Error).message}\n(set DEBUG=1 for the stack)\n`,
    );
    return 1;
  }
}
