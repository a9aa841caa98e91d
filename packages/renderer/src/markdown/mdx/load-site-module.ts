import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as ReactDomServer from 'react-dom/server';
import { themeModules, type ModuleExports } from '../../render/mdx/registry.ts';

/** What a bundled component may `require`: React, and portal's theme modules in place of Docusaurus's. */
function provided(spec: string): unknown {
  if (spec === 'react') return React;
  if (spec === 'react/jsx-runtime' || spec === 'react/jsx-dev-runtime') return jsxRuntime;
  if (spec === 'react-dom' || spec === 'react-dom/server') return ReactDomServer;
  const theme = themeModules[spec];
  if (theme) return { __esModule: true, ...theme };
  throw new Error(`"${spec}" is not available to site components in portal; known: react, ${Object.keys(themeModules).join(', ')}`);
}

/** Runs a component's bundled CommonJS code and returns its exports. */
export function loadSiteModule(code: string, file: string): ModuleExports {
  const module = { exports: {} as ModuleExports };
  // The code is the site's own component, bundled by esbuild from files inside the site's folder.
  const run = new Function('module', 'exports', 'require', '__filename', code) as (m: typeof module, e: ModuleExports, r: typeof provided, f: string) => void;
  run(module, module.exports, provided, file);
  return module.exports;
}
