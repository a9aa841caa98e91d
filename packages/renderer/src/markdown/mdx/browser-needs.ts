import path from 'node:path';
import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import { WRAPS } from './component-errors.ts';
import { BrowserOnly, useIsBrowser } from './theme/docusaurus-hooks.tsx';

/**
 * What a site component does that only the browser can carry out, while the server renders it to static
 * HTML: a state or effect hook (its state never changes, its effect never runs), an event handler (never
 * attached), a `<BrowserOnly>` (only its fallback shows) or a class that starts in `componentDidMount`.
 * In Docusaurus every component is hydrated; in portal only a `'use client'` module's are.
 */
export interface BrowserNeed {
  /** The component that does it: the innermost function of the site's code on the stack with a component's name. */
  component: string;
  /** The source file that component is written in (a file the module's bundle inlined, else the module). */
  file: string;
  /** What it does: `calls useState`, `sets onClick on <button>`, … */
  reasons: string[];
  /** The page-level component (as the page's `components` or imports hold it) being rendered when it happened. */
  under?: unknown;
}

/** Hooks whose only use is in the browser: state that changes, effects that run after hydrating. */
const BROWSER_HOOKS = [
  'useState',
  'useReducer',
  'useEffect',
  'useLayoutEffect',
  'useInsertionEffect',
  'useSyncExternalStore',
  'useTransition',
  'useDeferredValue',
] as const;

/** React DOM's event props that a component passes on to the element it renders (`<Button onClick>`). */
const DOM_EVENTS =
  /^on(Click|DoubleClick|Change|Input|Submit|Reset|Key(Down|Up|Press)|Mouse(Down|Up|Enter|Leave|Move|Over|Out)|Pointer(Down|Up|Enter|Leave|Move)|Touch(Start|End|Move)|Focus|Blur|Scroll|Wheel|Drag\w*|Drop|Toggle|Select|Play|Pause|Ended|Load|Error|ContextMenu)(Capture)?$/;

/** The stack URL of the module numbered `n` (`//# sourceURL`): frames of the site's code are found by it. */
const SITE_URL = 'portal-site:';
const FRAME = /^\s*at (?:(.+?) \()?portal-site:(\d+):(\d+):\d+\)?$/;
/** esbuild's comment before each file it inlines into a bundle: `// src/components/Btn.jsx`. */
const INLINED = /^\/\/ (\S.*\.[cm]?[jt]sx?)$/;
/** Lines `new Function` puts before the body (`function anonymous(…\n) {\n`). */
const FUNCTION_PRELUDE_LINES = 2;

/** Any function: where a stack trace starts (`Error.captureStackTrace`'s second argument). */
type AnyFunction = (...args: never[]) => unknown;

interface ProbedModule {
  file: string;
  /** Line (1-based, of the code) where each inlined file starts, with its absolute path, in order. */
  starts: { line: number; file: string }[];
}

/** Watches the site's server-rendered components for what needs the browser; one per MDX compiler. */
export interface BrowserProbe {
  /** `react` and `react/jsx-runtime` as a probed module sees them, and the line that names it in stacks. */
  module: (file: string, code: string) => { react: unknown; jsxRuntime: unknown; useIsBrowser: unknown; sourceUrl: string };
  /** `react/jsx-runtime` for the page's own JSX: a `<BrowserOnly>` or an `onClick={…}` written in the page is reported as the page's (`component` and `file` empty). */
  pageRuntime: Record<string, unknown>;
  /** The page-level component now rendering (set by the page's components as they start). */
  enter: (component: unknown) => void;
  /** Runs `render` and gives what the probed components did during it that needs the browser, by component. */
  during: <T>(render: () => T) => { result: T; needs: BrowserNeed[] };
}

/** Where each inlined file of a bundle starts, from esbuild's path comments (relative to the folder the module's own path gives). */
function inlinedFiles(file: string, code: string): { line: number; file: string }[] {
  const lines = code.split('\n');
  const marks: { line: number; rel: string }[] = [];
  lines.forEach((text, i) => {
    const match = INLINED.exec(text);
    if (match) marks.push({ line: i + 1, rel: match[1]! });
  });
  const own = marks.find((m) => file.split(path.sep).join('/').endsWith(`/${m.rel}`));
  const base = own ? file.slice(0, file.length - own.rel.length) : path.dirname(file);
  return marks.map((m) => ({ line: m.line, file: path.resolve(base, m.rel) }));
}

/** A component's name from a stack frame's function name (`Object.Counter [as default]` → `Counter`). */
function frameName(raw: string | undefined): string | undefined {
  const name = raw
    ?.replace(/ \[as [^\]]*\]$/, '')
    .replace(/^(async |new )/, '')
    .split('.')
    .pop();
  return name && name !== '<anonymous>' ? name : undefined;
}

/** Is `type` Docusaurus's `BrowserOnly` (portal's, or its CommonJS shape, whose `default` it is)? */
function isBrowserOnly(type: unknown): boolean {
  if (typeof type !== 'function') return false;
  const given = type as { default?: unknown; [WRAPS]?: unknown };
  return type === BrowserOnly || given.default === BrowserOnly || given[WRAPS] === BrowserOnly;
}

/** Creates the probe of one compiler: modules it instruments report to the render running `during`. */
export function createBrowserProbe(): BrowserProbe {
  const modules: ProbedModule[] = [];
  let found: Map<string, BrowserNeed> | undefined;
  let under: unknown;

  /** The site component whose code is on the stack now (innermost), and the file it is written in. */
  const caller = (from: AnyFunction): { component: string; file: string } | undefined => {
    const holder: { stack?: string } = {};
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 40;
    Error.captureStackTrace(holder, from);
    Error.stackTraceLimit = limit;
    let first: { component: string; file: string } | undefined;
    for (const line of (holder.stack ?? '').split('\n')) {
      const match = FRAME.exec(line);
      if (!match) continue;
      const module = modules[Number(match[2])];
      if (!module) continue;
      const at = Number(match[3]) - FUNCTION_PRELUDE_LINES;
      const file = [...module.starts].reverse().find((s) => s.line <= at)?.file ?? module.file;
      const name = frameName(match[1]);
      // Custom hooks and helpers (`useToggle`, `renderRow`) are passed over for the component that called them.
      if (name && /^[A-Z]/.test(name)) return { component: name, file };
      first ??= { component: name && !/^use[A-Z]/.test(name) ? name : '', file };
    }
    return first;
  };

  const note = (from: AnyFunction, reason: string, page?: boolean, type?: unknown): void => {
    if (!found) return;
    const who = page ? { component: '', file: '' } : caller(from);
    if (!who) return;
    const key = `${who.file}\u0000${who.component}`;
    // The page's own element is pointed at by its type (the page's name for it gives its line).
    const need = found.get(key) ?? { component: who.component, file: who.file, reasons: [], under: page ? type : under };
    if (!need.reasons.includes(reason)) need.reasons.push(reason);
    found.set(key, need);
  };

  /** What creating an element of `type` with `props` says about the browser. */
  const element = (from: AnyFunction, type: unknown, props: Record<string, unknown> | null | undefined, page?: boolean): void => {
    if (!found) return;
    if (isBrowserOnly(type)) note(from, 'renders <BrowserOnly> (the server shows its fallback)', page, type);
    else if (typeof type === 'function' && (type.prototype as { isReactComponent?: unknown } | undefined)?.isReactComponent) {
      const proto = type.prototype as Record<string, unknown>;
      const lifecycle = ['componentDidMount', 'componentDidUpdate', 'componentWillUnmount'].find((m) => typeof proto[m] === 'function');
      const name = (type as { displayName?: string }).displayName || type.name || 'a class';
      if (lifecycle) note(from, `renders <${name}>, whose ${lifecycle} runs only in the browser`, page, type);
    }
    if (!props) return;
    for (const key in props) {
      if (typeof props[key] !== 'function' || !/^on[A-Z]/.test(key)) continue;
      if (typeof type === 'string') note(from, `sets ${key} on <${type}>`, page);
      else if (DOM_EVENTS.test(key)) note(from, `passes ${key} to <${(type as { name?: string }).name || 'a component'}>`, page);
    }
  };

  const hooks = Object.fromEntries(
    BROWSER_HOOKS.map((name) => {
      const real = (React as unknown as Record<string, (...args: unknown[]) => unknown>)[name]!;
      const probed = function (this: unknown, ...args: unknown[]) {
        note(probed, `calls ${name}`);
        return real.apply(this, args);
      };
      return [name, probed];
    }),
  );
  const createElement = function (this: unknown, type: unknown, props: Record<string, unknown> | null, ...children: unknown[]) {
    element(createElement, type, props);
    return (React.createElement as (...args: unknown[]) => unknown)(type, props, ...children);
  };
  const jsxOf = (real: (...args: unknown[]) => unknown, page?: boolean) => {
    const probed = function (this: unknown, type: unknown, props: Record<string, unknown>, ...rest: unknown[]) {
      element(probed, type, props, page);
      return real(type, props, ...rest);
    };
    return probed;
  };
  const runtime = jsxRuntime as unknown as Record<string, (...args: unknown[]) => unknown>;
  const probedRuntime = { ...runtime, jsx: jsxOf(runtime.jsx!), jsxs: jsxOf(runtime.jsxs!) };
  const pageRuntime = { ...runtime, jsx: jsxOf(runtime.jsx!, true), jsxs: jsxOf(runtime.jsxs!, true) };
  const probedReact = { ...(React as unknown as Record<string, unknown>), ...hooks, createElement };
  const probedUseIsBrowser = () => {
    note(probedUseIsBrowser, 'calls useIsBrowser (false on the server)');
    return useIsBrowser();
  };

  return {
    module: (file, code) => {
      modules.push({ file, starts: inlinedFiles(file, code) });
      return { react: probedReact, jsxRuntime: probedRuntime, useIsBrowser: probedUseIsBrowser, sourceUrl: `\n//# sourceURL=${SITE_URL}${modules.length - 1}` };
    },
    pageRuntime,
    enter: (component) => {
      if (found) under = component;
    },
    during: (render) => {
      const outer = found;
      const outerUnder = under;
      found = new Map();
      under = undefined;
      try {
        const result = render();
        return { result, needs: [...found.values()] };
      } finally {
        found = outer;
        under = outerUnder;
      }
    },
  };
}
