/**
 * Packages Docusaurus's bundler finds in @docusaurus/core's own node_modules when the site did not
 * install them (its webpack config resolves modules there too): site components of the classic
 * template import `clsx` without listing it. portal gives the same tiny package, used only when
 * the site has none of its own.
 */
const CLSX_SOURCE = `function toVal(mix) {
  var k, y, str = '';
  if (typeof mix === 'string' || typeof mix === 'number') str += mix;
  else if (typeof mix === 'object' && mix) {
    if (Array.isArray(mix)) { for (k = 0; k < mix.length; k++) if (mix[k] && (y = toVal(mix[k]))) { str && (str += ' '); str += y; } }
    else for (k in mix) if (mix[k]) { str && (str += ' '); str += k; }
  }
  return str;
}
function clsx() {
  var i = 0, tmp, x, str = '';
  for (; i < arguments.length; i++) if ((tmp = arguments[i]) && (x = toVal(tmp))) { str && (str += ' '); str += x; }
  return str;
}
module.exports = clsx;
module.exports.clsx = clsx;
module.exports.default = clsx;
`;

/** Each fallback package's CommonJS source, by name. */
export const CORE_PACKAGES: Readonly<Record<string, string>> = { clsx: CLSX_SOURCE };

/** The fallback package `spec` as `require` gives it, or undefined when portal has none of that name. */
export function corePackage(spec: string): unknown {
  const source = CORE_PACKAGES[spec];
  if (source === undefined) return undefined;
  const module = { exports: {} as unknown };
  new Function('module', 'exports', source)(module, module.exports);
  return module.exports;
}
