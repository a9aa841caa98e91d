import { createRoot, type Root } from 'react-dom/client';
import { mainRegion } from './main-region.ts';

/** SPEC §8: a part that failed to load shows a red box with the error text and a Retry button. */
function LoadError(props: { messages: string[]; onRetry: () => void }) {
  return (
    <div className="load-error" role="alert">
      <p className="load-error-title">Part of this page failed to load.</p>
      {props.messages.map((message) => (
        <p key={message} className="load-error-message">
          {message}
        </p>
      ))}
      <button type="button" className="button load-error-retry" onClick={props.onRetry}>
        Retry
      </button>
    </div>
  );
}

/** Failed loads waiting for a retry, shown together in one box at the top of the main column. */
const failures = new Map<string, { message: string; retry: () => void }>();
let box: { container: HTMLElement; root: Root } | undefined;

function render(): void {
  if (!failures.size) {
    box?.root.unmount();
    box?.container.remove();
    box = undefined;
    return;
  }
  if (!box?.container.isConnected) {
    const container = document.createElement('div');
    mainRegion().prepend(container);
    box = { container, root: createRoot(container) };
  }
  box.root.render(<LoadError messages={[...new Set([...failures.values()].map((f) => f.message))]} onRetry={retryAll} />);
}

function retryAll(): void {
  const pending = [...failures.values()];
  failures.clear();
  render();
  for (const failure of pending) failure.retry();
}

/** Reports a part (by key) that failed to load; `retry` loads it again. */
export function reportLoadFailure(key: string, error: unknown, retry: () => void): void {
  failures.set(key, { message: String(error), retry });
  render();
}

/** Drops the failures of a page that has been replaced. */
export function clearLoadFailures(): void {
  failures.clear();
  box?.root.unmount();
  box = undefined;
}
