import { startWatch } from '../watch/start-watch.ts';
import { seconds } from '../progress.ts';
import { cannotListenMessage } from '../serve/listen.ts';

export interface WatchCommandOptions {
  port: string;
  host: string;
  config?: string;
  content?: string;
  openapi?: string;
  untrusted?: boolean;
}

/** `portal watch`: builds the site in memory, serves it with live reload and rebuilds on every edit, until stopped. */
export async function watchCommand(options: WatchCommandOptions): Promise<number> {
  const started = performance.now();
  const port = Number(options.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    process.stderr.write(`error: --port ${options.port} is not a port number\n  hint: pass a number from 0 to 65535, e.g. --port 3000\n`);
    return 1;
  }
  let running: Awaited<ReturnType<typeof startWatch>>;
  try {
    running = await startWatch({
      cwd: process.cwd(),
      port,
      host: options.host,
      configFile: options.config,
      contentDir: options.content,
      openapiFile: options.openapi,
      untrusted: options.untrusted,
      log: (text) => process.stderr.write(text),
    });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE' || code === 'EACCES' || code === 'EADDRNOTAVAIL') {
      process.stderr.write(
        cannotListenMessage(options.host, port, error as NodeJS.ErrnoException, 'pass another port with --port, or another address with --host'),
      );
      return 1;
    }
    throw error;
  }
  process.stdout.write(`Watching for changes; serving at ${running.url} (ready in ${seconds(performance.now() - started)})\n`);
  await new Promise<void>((resolve) => {
    const stop = () => void running.close().then(resolve);
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  return 0;
}
