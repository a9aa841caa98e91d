import type { Reporter } from '@portal/renderer';

const FRAMES = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏'];

function seconds(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(2)} s`;
}

/**
 * Prints each build step with its time: a live spinner line on a terminal, plain lines
 * otherwise (CI, pipes). Colours only on a terminal.
 */
export function createProgress(stream: NodeJS.WriteStream = process.stderr): Reporter {
  const live = Boolean(stream.isTTY) && !process.env.CI;
  const green = (s: string) => (live ? `\x1b[32m${s}\x1b[39m` : s);
  const red = (s: string) => (live ? `\x1b[31m${s}\x1b[39m` : s);
  const dim = (s: string) => (live ? `\x1b[2m${s}\x1b[22m` : s);
  return {
    async task(name, run) {
      const start = performance.now();
      let frame = 0;
      const timer = live
        ? setInterval(() => {
            stream.write(`\r\x1b[2K${FRAMES[frame++ % FRAMES.length]} ${name} ${dim(seconds(performance.now() - start))}`);
          }, 80)
        : undefined;
      if (live) stream.write(`${FRAMES[0]} ${name}`);
      try {
        const result = await run();
        if (timer) clearInterval(timer);
        stream.write(`${live ? '\r\x1b[2K' : ''}${green('✓')} ${name} ${dim(seconds(performance.now() - start))}\n`);
        return result;
      } catch (error) {
        if (timer) clearInterval(timer);
        stream.write(`${live ? '\r\x1b[2K' : ''}${red('✗')} ${name} ${dim(seconds(performance.now() - start))}\n`);
        throw error;
      }
    },
  };
}

/** `1 warning`, `2 warnings`. */
export function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

export { seconds };
