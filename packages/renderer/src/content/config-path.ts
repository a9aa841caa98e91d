import { PortalError } from '../diagnostics.ts';
import { confine, describeRefusal } from '../safety/confine.ts';

/**
 * A file or folder the config names (`docsInstances[].path`, `pages.path`, …) as an absolute path
 * inside the config's folder, through the one confinement check; refused with the config key named.
 */
export function configPathInsideSite(args: { rootDir: string; given: string; key: string; hint: string }): string {
  const checked = confine({ roots: [args.rootDir], target: args.given, relativeOnly: true });
  if (!checked.ok)
    throw new PortalError(`\`${args.key}\` ${args.given} is refused: ${describeRefusal(checked.reason, "the config's folder")}`, {
      file: 'portal.config.ts',
      hint: args.hint,
    });
  return checked.abs;
}
