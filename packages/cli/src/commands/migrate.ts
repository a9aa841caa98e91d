import path from 'node:path';
import { formatNotCarried, formatReport, migrateDocusaurus, PortalError } from '@portal/renderer';

export interface MigrateCommandOptions {
  force?: boolean;
}

/** `portal migrate docusaurus DIR`: writes DIR/portal.config.ts and prints what was not carried over; returns the exit code. */
export async function migrateCommand(from: string, dir: string, options: MigrateCommandOptions): Promise<number> {
  if (from !== 'docusaurus') {
    process.stderr.write(`portal can migrate from: docusaurus (not "${from}")\n`);
    return 1;
  }
  try {
    const result = await migrateDocusaurus({ projectDir: dir, cwd: process.cwd(), force: options.force });
    const shown = (file: string) => path.relative(process.cwd(), file) || file;
    process.stdout.write(`Wrote ${shown(result.configFile)} from ${shown(result.sourceFile)}.\n`);
    process.stdout.write(formatNotCarried(result.notCarried));
    process.stdout.write(`Build it with: portal build --config ${shown(result.configFile)}\n`);
    return 0;
  } catch (error) {
    if (error instanceof PortalError) {
      process.stderr.write(`\n${formatReport([error.toDiagnostic()])}\n`);
      return 1;
    }
    throw error;
  }
}
