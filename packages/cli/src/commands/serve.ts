import { existsSync } from 'node:fs';
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
    process.stderr.write(`error: no built site in ${path.relative(process.cwd(), dir) || dir}\n  hint: run \`pnpm portal build\` first, or pass the folder with --dir\n`);
    return 1;
  }
  const server = createStaticServer({ dir });
  const port = Number(options.port);
  await listen(server, port, options.host).catch((error: NodeJS.ErrnoException) => {
    process.stderr.write(cannotListenMessage(options.host, port, error, 'pass another port with --port'));
    process.exit(1);
  });
  const address = server.address();
  const shown = typeof address === 'object' && address ? serverUrl(options.host, address.port) : '';
  process.stdout.write(`Serving ${path.relative(process.cwd(), dir) || '.'} at ${shown}\n`);
  await new Promise<void>((resolve) => {
    const stop = () => server.close(() => resolve());
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  return 0;
}
