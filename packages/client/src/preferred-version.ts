import { scriptJson } from './script-json.ts';
import { PREFERRED_VERSION_KEY } from './preferred-version-key.ts';

export { PREFERRED_VERSION_KEY };

/** Inline script of docs pages: remembers the version being read as the preferred one. */
export function preferredVersionInlineScript(version: string): string {
  return `try{localStorage.setItem(${scriptJson(PREFERRED_VERSION_KEY)},${scriptJson(version)})}catch(e){}`;
}
