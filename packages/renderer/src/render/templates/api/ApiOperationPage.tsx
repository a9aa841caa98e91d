import type { ExplorerProps } from '@portal/client/islands/explorer/types.ts';
import type { ApiOperation } from '../../../openapi/api-types.ts';
import type { OperationView } from '../../../openapi/operation-view.ts';
import type { ApiOperationPageData } from '../../../site/types.ts';
import { Heading } from '../Heading.tsx';
import { Pagination } from '../Pagination.tsx';
import { Island } from '../Island.tsx';
import { CopyButtonIsland } from '../../../islands/CopyButtonIsland.tsx';
import { ApiExplorerShell } from './ApiExplorerShell.tsx';
import { CodeSamples, TabbedPanels } from './CodeSamples.tsx';
import { Extensions } from './Extensions.tsx';
import { ExternalDocs } from './ExternalDocs.tsx';
import { MediaContent } from './MediaContent.tsx';
import { ResponseLinks } from './ResponseLinks.tsx';
import { SchemaProperties } from './SchemaTree.tsx';
import { Security } from './Security.tsx';

/** `POST /v1/transactions` with its method badge. */
function Endpoint(props: { operation: ApiOperation }) {
  const { operation } = props;
  return (
    <p className="api-endpoint">
      <span className={`method-badge method-${operation.method.toLowerCase()}`}>{operation.method}</span>
      <code className="api-path">{operation.path}</code>
      {operation.deprecated ? <span className="schema-flag schema-deprecated">deprecated</span> : null}
    </p>
  );
}

/** The `x-*` keys of the path item an operation is under (every method of the path shares them). */
function PathExtensions(props: { extensions: readonly [string, unknown][] }) {
  return (
    <div className="api-path-extensions">
      <p className="schema-meta-label">Path extensions</p>
      <Extensions extensions={props.extensions} />
    </div>
  );
}

/** Request and responses of an operation (also used for callback requests); the responses as tabs by status. */
function OperationBody(props: { operation: ApiOperation; view: OperationView; overviewHref: string; idPrefix: string; level: 2 | 3 }) {
  const { operation, view, level } = props;
  const sub = (level + 1) as 3 | 4;
  return (
    <>
      <Heading level={level} id={`${props.idPrefix}authorization`} text="Authorization" />
      <Security security={operation.security} overviewHref={props.overviewHref} />
      {view.parameterGroups.length || view.requestBody ? <Heading level={level} id={`${props.idPrefix}request`} text="Request" /> : null}
      {view.parameterGroups.map((group) => (
        <section key={group.location}>
          <Heading level={sub} id={group.id} text={group.title} />
          <SchemaProperties nodes={group.parameters} depth={0} />
        </section>
      ))}
      {view.requestBody ? (
        <section>
          <Heading level={sub} id={`${props.idPrefix}request-body`} text="Request body" />
          {view.requestBody.required ? <p className="schema-flag schema-required">required</p> : null}
          {view.requestBody.descriptionHtml ? <div className="markdown" dangerouslySetInnerHTML={{ __html: view.requestBody.descriptionHtml }} /> : null}
          {operation.requestBody?.extensions ? <Extensions extensions={operation.requestBody.extensions} /> : null}
          <MediaContent media={view.requestBody.content} headingId={`${props.idPrefix}request-body`} />
        </section>
      ) : null}
      <Heading level={level} id={`${props.idPrefix}responses`} text="Responses" />
      <TabbedPanels
        id={`${props.idPrefix}responses`}
        group={`${props.idPrefix}response-status`}
        label="Response codes"
        className="api-response-tabs"
        panels={view.responses.map((response) => ({
          key: response.status,
          label: response.status,
          content: (
            <section className={`api-response api-response-${response.status.charAt(0)}xx`}>
              <Heading level={sub} id={response.id} text={response.title} />
              {response.descriptionHtml ? <div className="markdown" dangerouslySetInnerHTML={{ __html: response.descriptionHtml }} /> : null}
              {response.headers.length ? (
                <>
                  <p className="schema-meta-label">Headers</p>
                  <SchemaProperties nodes={response.headers} depth={0} />
                </>
              ) : null}
              <MediaContent media={response.content} headingId={response.id} examples={false} />
              <ResponseLinks links={operation.responses.find((r) => r.status === response.status)?.links} />
              <Extensions extensions={operation.responses.find((r) => r.status === response.status)?.extensions ?? []} />
            </section>
          ),
        }))}
      />
    </>
  );
}

/** The response examples of an operation, by status (the tabs follow the response tabs of the main column). */
function ResponseExamples(props: { view: OperationView; idPrefix: string }) {
  const withExamples = props.view.responses.filter((r) => r.content.some((m) => m.examples.length));
  if (!withExamples.length) return null;
  return (
    <section className="api-panel-section">
      <h2 className="api-panel-title" id={`${props.idPrefix}response-samples`}>
        Response samples
      </h2>
      <TabbedPanels
        id={`${props.idPrefix}response-samples`}
        group={`${props.idPrefix}response-status`}
        label="Response sample codes"
        className="api-sample-tabs"
        panels={withExamples.map((response) => ({
          key: response.status,
          label: response.status,
          content: response.content.flatMap((media) =>
            media.examples.map((ex) => (
              <div key={`${media.mediaType} ${ex.label}`} className="code-block api-example">
                <div className="code-block-title">{response.content.length > 1 ? `${media.mediaType} · ${ex.label}` : ex.label}</div>
                <div dangerouslySetInnerHTML={{ __html: ex.html }} />
                <CopyButtonIsland />
              </div>
            )),
          ),
        }))}
      />
    </section>
  );
}

/**
 * The request/response panel beside the main column (sticky on wide screens, after the endpoint on
 * narrow ones): "Try it" in its header, the code samples, the response examples.
 */
function SamplePanel(props: { view: OperationView; explorer?: ExplorerProps }) {
  const { view } = props;
  return (
    <aside className="api-op-panel" aria-label="Request and response samples">
      {view.samples.length || props.explorer ? (
        // The heading's parent holds the samples: the explorer finds them there (samplesId).
        <section className="api-panel-section api-panel-request">
          <h2 className="api-panel-title" id="request-samples">
            Request samples
          </h2>
          {props.explorer ? <ApiExplorerShell explorer={props.explorer} /> : null}
          <CodeSamples id="request-samples" samples={view.samples} storageKey="portal-code-language" />
        </section>
      ) : null}
      <ResponseExamples view={view} idPrefix="" />
    </aside>
  );
}

/** An operation (or webhook) page: endpoint, then a main column (description, request, responses, callbacks) beside the sample panel. */
export function ApiOperationPage(props: { page: ApiOperationPageData; view: OperationView; overviewHref: string; explorer?: ExplorerProps }) {
  const { page, view } = props;
  const op = page.operation;
  return (
    <>
      <article className="doc api-operation">
        <header>
          <h1>{page.title}</h1>
          <Endpoint operation={op} />
          <Extensions extensions={op.extensions} />
        </header>
        {/* The panel comes first: on a phone it stacks above the main column, and a page painted while it
            loads never pushes text already shown down (the grid puts it on the right from 997 px). */}
        <div className="api-op-grid">
          <SamplePanel view={view} explorer={props.explorer} />
          <div className="api-op-main">
            {op.kind === 'webhook' ? <p className="api-webhook-note">A request Merchant Kit sends to your endpoint when this event happens.</p> : null}
            {view.descriptionHtml ? <div className="markdown" dangerouslySetInnerHTML={{ __html: view.descriptionHtml }} /> : null}
            {op.pathExtensions ? <PathExtensions extensions={op.pathExtensions} /> : null}
            <ExternalDocs docs={op.externalDocs} />
            <OperationBody operation={op} view={view} overviewHref={props.overviewHref} idPrefix="" level={2} />
            {view.callbacks.length ? <Heading level={2} id="callbacks" text="Callbacks" /> : null}
            {view.callbacks.map((cb) => (
              <section key={cb.id} id={cb.id} className="api-callback">
                <h3>{cb.name}</h3>
                {cb.operations.map((c) => (
                  <div key={c.operation.pointer} id={c.anchor === cb.id ? undefined : c.anchor}>
                    <p className="api-endpoint">
                      <span className={`method-badge method-${c.operation.method.toLowerCase()}`}>{c.operation.method}</span>
                      <code className="api-path">{cb.expression}</code>
                    </p>
                    {c.descriptionHtml ? <div className="markdown" dangerouslySetInnerHTML={{ __html: c.descriptionHtml }} /> : null}
                    {c.operation.pathExtensions ? <PathExtensions extensions={c.operation.pathExtensions} /> : null}
                    <OperationBody operation={c.operation} view={c} overviewHref={props.overviewHref} idPrefix={c.idPrefix} level={3} />
                    <ResponseExamples view={c} idPrefix={c.idPrefix} />
                  </div>
                ))}
              </section>
            ))}
          </div>
        </div>
        <Island name="RevealTarget" props={{}} className="reveal-target-island" />
      </article>
      <Pagination prev={page.prev} next={page.next} />
    </>
  );
}
