/** localStorage key of the reader's preferred docs version (the key Docusaurus sites use); a module of its own, so the search dialog takes the key alone. */
export const PREFERRED_VERSION_KEY = 'docs-preferred-version-default';
