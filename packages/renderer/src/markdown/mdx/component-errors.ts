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
