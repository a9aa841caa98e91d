import type { ExplorerProps } from '@portal/client/islands/explorer/types.ts';
import { Island } from '../Island.tsx';

/** The explorer's place in the header of an operation page's sample panel: a "Try it" island; with JavaScript off, a pointer to the curl sample. */
export function ApiExplorerShell(props: { explorer: ExplorerProps }) {
  return (
    <section className="api-explorer-shell" aria-labelledby={`${props.explorer.id}-title`}>
      <h3 id={`${props.explorer.id}-title`} className="sr-only">
        API explorer: send this request to the sandbox with your own values and credentials
      </h3>
      <noscript>
        <p className="api-explorer-lead">The explorer needs JavaScript; the curl sample below sends the same request.</p>
      </noscript>
      <Island name="ApiExplorer" props={props.explorer} />
    </section>
  );
}
