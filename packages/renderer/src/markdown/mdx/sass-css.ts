import path from 'node:path';
import type { OnLoadResult } from 'esbuild';

/**
 * A Sass file a site component imports (`import styles from './x.module.scss'`, as
 * docusaurus-plugin-sass allows) as esbuild loads CSS: `local-css` for a CSS module, else `css`.
 * The compiler is loaded the first time a site has Sass.
 */
export async function loadSass(file: string, rootDir: string, loader: 'css' | 'local-css'): Promise<OnLoadResult> {
  try {
    const { compile } = await import('sass');
    const result = compile(file, {
      loadPaths: [path.dirname(file), path.join(rootDir, 'node_modules')],
      style: 'expanded',
      logger: { warn: () => undefined, debug: () => undefined },
    });
    return {
      contents: result.css,
      loader,
      resolveDir: path.dirname(file),
      watchFiles: result.loadedUrls.filter((u) => u.protocol === 'file:').map((u) => u.pathname),
    };
  } catch (error) {
    return { errors: [{ text: (error as Error).message.split('\n')[0] ?? String(error) }] };
  }
}
