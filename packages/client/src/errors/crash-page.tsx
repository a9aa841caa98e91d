import { Component, useEffect, useRef, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

/** SPEC §8: what a reader sees when a part of the page throws while rendering. */
export const CRASH_TITLE = 'This page crashed.';

function CrashPage(props: { error: Error; onRetry: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="crash-page" aria-labelledby="crash-page-title">
      <h1 id="crash-page-title" ref={heading} tabIndex={-1}>
        {CRASH_TITLE}
      </h1>
      <p className="crash-page-message">{props.error.message || String(props.error)}</p>
      <button type="button" className="button button-primary" onClick={props.onRetry}>
        Try again
      </button>
    </section>
  );
}

/** The crash view shown in place of the page's main content, and what it hid. */
interface CrashView {
  container: HTMLElement;
  root: Root;
  hidden: HTMLElement[];
  title: string;
}

const crashed = new Set<IslandBoundary>();
let view: CrashView | undefined;

function showCrashPage(error: Error): void {
  if (!view) {
    const main = document.getElementById('main-content') ?? document.body;
    const hidden = [...main.children].filter((el): el is HTMLElement => el instanceof HTMLElement && !el.hidden);
    for (const el of hidden) el.hidden = true;
    const container = document.createElement('div');
    container.className = 'crash-page-container';
    main.prepend(container);
    view = { container, root: createRoot(container), hidden, title: document.title };
    document.title = CRASH_TITLE;
  }
  view.root.render(<CrashPage error={error} onRetry={tryAgain} />);
}

function hideCrashPage(): void {
  if (!view) return;
  const { container, root, hidden, title } = view;
  view = undefined;
  root.unmount();
  container.remove();
  for (const el of hidden) el.hidden = false;
  document.title = title;
}

/** "Try again": the page comes back and every part that crashed renders again (and may crash again). */
function tryAgain(): void {
  const boundaries = [...crashed];
  crashed.clear();
  hideCrashPage();
  for (const boundary of boundaries) boundary.reset();
}

/** Forgets the crash view without restoring it: the page it covered has been replaced. */
export function discardCrashPage(): void {
  crashed.clear();
  if (!view) return;
  view.root.unmount();
  view = undefined;
}

/**
 * The error boundary around every island. A crash in any of them turns the page into the crash view
 * (the island itself renders nothing meanwhile); "Try again" renders the islands again.
 */
export class IslandBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: unknown): { error: Error } {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown): void {
    crashed.add(this);
    showCrashPage(error instanceof Error ? error : new Error(String(error)));
  }

  override componentWillUnmount(): void {
    crashed.delete(this);
  }

  reset(): void {
    this.setState({ error: null });
  }

  override render(): ReactNode {
    return this.state.error ? null : this.props.children;
  }
}
