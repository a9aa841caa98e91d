import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { cannotListenMessage, listen, serverUrl } from '../serve/listen.ts';
import { createStaticServer } from '../serve/static-server.ts';

export interface ServeCommandOptions {
  dir: string;
  port: string;
  host: string;
}

/** `portal serve`: serves a built site as a static host would, until stopped. */
export async function serveCommand(options: ServeCommandOptions): Promise<number> {
  const dir = path.resolve(process.cwd(), options.dir);
  if (!existsSync(path.join(dir, 'index.html')) && !existsSync(path.join(dir, '404.html'))) {
    process.stderr.write(
      `error: no built site in ${path.relative(process.cwd(), dir) || dir}\n  hint: run \`pnpm portal build\` first, or pass the folder with --dir\n`,
    );
    return 1;
  }
  const base = builtBase(dir);
  const server = createStaticServer({ dir, base });
  const port = Number(options.port);
  await listen(server, port, options.host).catch((error: NodeJS.ErrnoException) => {
    process.stderr.write(cannotListenMessage(options.host, port, error, 'pass another port with --port'));
    process.exit(1);
  });
  const address = server.address();
  const shown = typeof address === 'object' && address ? serverUrl(options.host, address.port) : '';
  process.stdout.write(`Serving ${path.relative(process.cwd(), dir) || '.'} at ${base === '/' ? shown : `${shown.replace(/\/$/, '')}${base}`}\n`);
  await new Promise<void>((resolve) => {
    const stop = () => server.close(() => resolve());
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  return 0;
}

/**
 * The base path a built site was made for, as its pages load the client bundle (`<base>assets/js/…`,
 * as the bundle itself learns it): `/` for a site at the root of its host.
 */
export function builtBase(dir: string): string {
  for (const page of ['404.html', 'index.html']) {
    const file = path.join(dir, page);
    if (!existsSync(file)) continue;
    const found = /<script[^>]* src="(\/(?:[A-Za-z0-9._~-]+\/)*)assets\/js\//.exec(readFileSync(file, 'utf8'));
    if (found) return found[1]!;
  }
  return '/';
}
