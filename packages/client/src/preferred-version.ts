import { scriptJson } from './script-json.ts';
/** localStorage key of the reader's preferred docs version (the key Docusaurus sites use). */
export const PREFERRED_VERSION_KEY = 'docs-preferred-version-default';

/** Inline script of docs pages: remembers the version being read as the preferred one. */
export function preferredVersionInlineScript(version: string): string {
  return `try{localStorage.setItem(${scriptJson(PREFERRED_VERSION_KEY)},${scriptJson(version)})}catch(e){}`;
}
