import type { Point, Position } from 'unist';
import type { VFile } from 'vfile';
import type { Diagnostics } from '../diagnostics.ts';

/**
 * The unified convention for a plugin's findings: `file.message(reason, { place: node.position })`
 * on the vfile it is given, with the hint in the message's `note`. `fatal: true` marks an error
 * that still lets the page build (`file.fail` would stop the compile).
 *
 * `report(file, 'unknown directive ":::nte"', node.position, 'known directives: …')`
 */
export function report(file: VFile, reason: string, place: Point | Position | undefined, hint: string, severity: 'warning' | 'error' = 'warning'): void {
  const message = file.message(reason, { place, source: 'portal' });
  message.note = hint;
  if (severity === 'error') message.fatal = true;
}

/** The rule of a message about the site rather than its place (reported once, `Diagnostic.sitewide`). */
const SITEWIDE = 'portal:sitewide';

/** `report` for a finding that recurs across the site (an unknown code language): the build's report gives it once. */
export function reportSitewide(file: VFile, reason: string, place: Point | Position | undefined, hint: string): void {
  const message = file.message(reason, { place, source: 'portal', ruleId: SITEWIDE });
  message.note = hint;
}

/**
 * Turns what the plugins reported on `file` into portal's diagnostics, once per compile, at the
 * file the reader knows (`content/guides/refunds.md:12:3`).
 */
export function reportFileMessages(file: VFile, diagnostics: Diagnostics, displayPath: string): void {
  for (const message of file.messages) {
    const where = { file: displayPath, line: message.line ?? undefined, column: message.column ?? undefined };
    if (message.fatal === true) diagnostics.error(message.reason, where, message.note);
    else if (message.ruleId === SITEWIDE) diagnostics.add({ severity: 'warning', message: message.reason, ...where, hint: message.note, sitewide: true });
    else diagnostics.warn(message.reason, where, message.note);
  }
  file.messages.length = 0;
}
