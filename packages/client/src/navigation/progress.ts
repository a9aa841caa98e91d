import { delayed, PROGRESS_DELAY_MS } from '../timing.ts';

export interface Progress {
  /** The route has updated (or failed): the bar, if it started, runs to the end and fades. */
  done: () => void;
}

function setValue(bar: HTMLElement, value: number): void {
  bar.setAttribute('aria-valuenow', String(Math.round(value * 100)));
  bar.style.setProperty('--progress', String(value));
}

/** The route-change progress bar: it appears only when the change takes longer than 200 ms. */
export function startProgress(): Progress {
  let bar: HTMLElement | undefined;
  let value = 0;
  let trickle = 0;
  const start = delayed(PROGRESS_DELAY_MS, () => {
    bar = document.createElement('div');
    bar.className = 'nav-progress';
    bar.setAttribute('role', 'progressbar');
    bar.setAttribute('aria-label', 'Loading page');
    bar.setAttribute('aria-valuemin', '0');
    bar.setAttribute('aria-valuemax', '100');
    bar.innerHTML = '<div class="nav-progress-bar"></div>';
    document.body.append(bar);
    value = 0.1;
    setValue(bar, value);
    trickle = window.setInterval(() => {
      value += (0.95 - value) * 0.15;
      if (bar) setValue(bar, value);
    }, 250);
  });
  return {
    done() {
      start.cancel();
      window.clearInterval(trickle);
      const finished = bar;
      if (!finished) return;
      bar = undefined;
      if (!finished.isConnected) document.body.append(finished);
      setValue(finished, 1);
      finished.classList.add('nav-progress-done');
      window.setTimeout(() => finished.remove(), 400);
    },
  };
}
