import type { ExplorerProps } from '@portal/client/islands/explorer/types.ts';
import { Island } from '../Island.tsx';

/** The explorer's place on an operation page: a "Try it" island; with JavaScript off, a pointer to the curl sample. */
export function ApiExplorerShell(props: { explorer: ExplorerProps }) {
  return (
    <section className="api-explorer-shell" aria-labelledby={`${props.explorer.id}-title`}>
      <h2 id={`${props.explorer.id}-title`} className="api-explorer-title">
        API explorer
      </h2>
      <p className="api-explorer-lead">Send this request to the sandbox with your own values and credentials.</p>
      <noscript>
        <p>The explorer needs JavaScript; the curl sample above sends the same request.</p>
      </noscript>
      <Island name="ApiExplorer" props={props.explorer} />
    </section>
  );
}

/**
 * With the explorer, the samples and the explorer (`aside`) share a column beside the rest (sticky on
 * wide screens, stacked first below 996 px); without it, the page is as before.
 */
export function WithExplorer(props: { explorer?: ExplorerProps; aside: React.ReactNode; children: React.ReactNode }) {
  if (!props.explorer) {
    return (
      <>
        {props.aside}
        {props.children}
      </>
    );
  }
  return (
    <div className="api-operation-layout">
      <div className="api-operation-aside">{props.aside}</div>
      <div className="api-operation-main">{props.children}</div>
    </div>
  );
}
