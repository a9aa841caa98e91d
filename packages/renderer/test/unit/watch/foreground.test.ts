import { describe, expect, it } from 'vitest';
import { Foreground } from '../../../src/watch/foreground.ts';

describe('background work steps aside for the foreground', () => {
  it('waits while an update runs, and resolves after it', async () => {
    const foreground = new Foreground();
    const order: string[] = [];
    let finish!: () => void;
    const update = foreground.run(() => new Promise<void>((resolve) => (finish = resolve)));
    const background = foreground.idle().then(() => order.push('background'));
    setTimeout(() => {
      order.push('update done');
      finish();
    }, 20);
    await Promise.all([update, background]);
    expect(order).toEqual(['update done', 'background']);
  });

  it('goes on at once when nothing came', async () => {
    const foreground = new Foreground();
    const order: string[] = [];
    const background = foreground.idle().then(() => order.push('background'));
    const timer = new Promise<void>((resolve) => setTimeout(() => resolve(void order.push('timer')), 20));
    await Promise.all([background, timer]);
    expect(order).toEqual(['background', 'timer']);
  });

  it('waits a moment after a request or a file change came', async () => {
    const foreground = new Foreground();
    const order: string[] = [];
    foreground.touch();
    const background = foreground.idle().then(() => order.push('background'));
    const next = new Promise<void>((resolve) => setImmediate(() => setImmediate(() => resolve(void order.push('next turns')))));
    await Promise.all([background, next]);
    expect(order).toEqual(['next turns', 'background']);
  });

  it('is not held back for ever by requests that keep coming', async () => {
    const foreground = new Foreground();
    // A tab or a script polling faster than the quiet moment: without a limit, background work never ran.
    const polling = setInterval(() => foreground.touch(), 20);
    foreground.touch();
    try {
      await expect(foreground.idle()).resolves.toBeUndefined();
    } finally {
      clearInterval(polling);
    }
  }, 10_000);
});
