import type { ModuleExports } from './theme/registry.ts';

/** A component that threw while the page rendered on the server, by the name the page uses. */
export class ComponentError extends Error {
  constructor(
    readonly component: string,
    cause: unknown,
  ) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'ComponentError';
  }
}

type FunctionComponent = (props: unknown, ...rest: unknown[]) => unknown;

/** The memo's key of a function told each page-level component as it starts rendering (browser-needs.ts's `enter`). */
export const ON_RENDER: object = {};

/** The property of a named component that holds the component it wraps. */
export const WRAPS = Symbol('portal.wraps');

/** A function component that names itself when it throws (React on the server does not say which one did). */
function named(name: string, component: FunctionComponent, memo: WeakMap<object, unknown>): FunctionComponent {
  const known = memo.get(component) as FunctionComponent | undefined;
  if (known) return known;
  const wrapped: FunctionComponent = function (this: unknown, ...args) {
    (memo.get(ON_RENDER) as ((component: unknown) => void) | undefined)?.(wrapped);
    try {
      return component.apply(this, args);
    } catch (error) {
      throw error instanceof ComponentError ? error : new ComponentError(name, error);
    }
  };
  Object.defineProperty(wrapped, 'name', { value: component.name || name });
  Object.defineProperty(wrapped, WRAPS, { value: component });
  memo.set(component, wrapped);
  return wrapped;
}

/** Is the value a plain function component (not a class, hook or lower-case helper)? */
function isFunctionComponent(key: string, value: unknown): value is FunctionComponent {
  return typeof value === 'function' && /^[A-Z]/.test(key) && !(value.prototype as { isReactComponent?: unknown } | undefined)?.isReactComponent;
}

/** A module's exports with each function component (by the page's name for it) named for errors. */
export function nameComponents(exports: ModuleExports, locals: { imported: string; local: string }[], memo: WeakMap<object, unknown>): ModuleExports {
  const out: ModuleExports = { ...exports };
  for (const { imported, local } of locals) {
    const value = exports[imported];
    if (isFunctionComponent(local, value)) out[imported] = named(local, value, memo);
  }
  return out;
}

/** A map of components (the site's MDXComponents) with each function component named for errors. */
export function nameComponentMap(components: Record<string, unknown>, memo: WeakMap<object, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(components).map(([key, value]) => [key, isFunctionComponent(key, value) ? named(key, value, memo) : value]));
}

/**
 * The hint for a render that failed on a name a Docusaurus module does not export in portal: esbuild
 * calls a named import `(0 , import_theme_common.useThemeConfig)`, and React says "Element type is
 * invalid … got: undefined" for a component imported so (`Redirect` from `@docusaurus/router`).
 * Undefined for any other failure.
 */
export function missingExportHint(message: string, modules: Readonly<Record<string, ModuleExports>>): string | undefined {
  const call = /\(0 ?, ?import_([\w$]+)\.([\w$]+)\) is not a function/.exec(message);
  if (call) {
    const [, local, name] = call;
    const spec = Object.keys(modules).find(
      (key) =>
        key
          .split('/')
          .pop()!
          .replace(/[^\w$]/g, '_') === local,
    );
    if (spec)
      return `\`${name}\` is not among what portal's ${spec} provides (${Object.keys(modules[spec]!).join(', ')}): write the component without it, or give it the value another way`;
    return `\`${name}\` is imported from a module that does not export it`;
  }
  if (/Element type is invalid.*got: undefined/s.test(message))
    return "a component it renders is undefined: most often a name imported from a Docusaurus module that portal's does not export (see the README's list of what portal provides), or a default import of a module without one";
  return undefined;
}
