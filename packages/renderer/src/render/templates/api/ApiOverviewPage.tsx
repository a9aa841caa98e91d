import type { ApiModel, ApiOperation } from '../../../openapi/api-types.ts';
import type { OverviewView } from '../../../openapi/page-views.ts';
import { operationLabel, tagHeadingId } from '../../../site/api-pages.ts';
import type { ApiOverviewPageData } from '../../../site/types.ts';
import { Breadcrumbs } from '../Breadcrumbs.tsx';
import { Heading } from '../Heading.tsx';
import { Pagination } from '../Pagination.tsx';
import { Extensions } from './Extensions.tsx';
import { SchemaTree } from './SchemaTree.tsx';
import { schemeSummary } from './Security.tsx';


/** Links to operations with their method and, for paths, the path template. */
function OperationList(props: { operations: readonly ApiOperation[]; showPath: boolean }) {
  return (
    <ul className="api-operation-list">
      {props.operations.map((op) => (
        <li key={op.route}>
          <a href={op.route}>
            <span className={`method-badge method-${op.method.toLowerCase()}`}>{op.method}</span>
            <span className="api-operation-name">{operationLabel(op)}</span>
            {props.showPath ? <code className="api-path">{op.path}</code> : null}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The API's entry page: info, servers, authentication, operations by tag, download, schemas. */
export function ApiOverviewPage(props: { page: ApiOverviewPageData; model: ApiModel; view: OverviewView; download: { href: string; name: string } }) {
  const { page, model, view } = props;
  return (
    <>
      <Breadcrumbs crumbs={page.breadcrumbs} />
      <article className="doc api-overview">
        <header>
          <h1>{model.title}</h1>
          <p className="api-version">
            Version <code>{model.version}</code>
          </p>
        </header>
        {view.descriptionHtml ? <div className="markdown" dangerouslySetInnerHTML={{ __html: view.descriptionHtml }} /> : null}
        <p className="api-download">
          <a href={props.download.href} download={props.download.name}>
            {`Download the OpenAPI description (${props.download.name})`}
          </a>
        </p>
        <Extensions extensions={model.extensions} />
        {model.servers.length ? (
          <section>
            <Heading level={2} id="servers" text="Servers" />
            <ul className="api-servers">
              {model.servers.map((server) => (
                <li key={server.url}>
                  <code>{server.url}</code>
                  {server.description ? ` — ${server.description}` : null}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {model.securitySchemes.length ? (
          <section>
            <Heading level={2} id="authentication" text="Authentication" />
            {model.securitySchemes.map((scheme) => (
              <section key={scheme.name} className="api-auth-scheme">
                <Heading level={3} id={`auth-${scheme.name}`} text={scheme.name} />
                <p className="api-auth-kind">{schemeSummary(scheme)}</p>
                {view.securityHtml[scheme.name] ? <div className="markdown" dangerouslySetInnerHTML={{ __html: view.securityHtml[scheme.name]! }} /> : null}
              </section>
            ))}
          </section>
        ) : null}
        <Heading level={2} id="operations" text="Operations" />
        {model.tags.map((tag) => (
          <section key={tag.name} className="api-tag">
            <Heading level={3} id={tagHeadingId(tag.name)} text={tag.name} />
            {view.tagHtml[tag.name] ? <div className="markdown" dangerouslySetInnerHTML={{ __html: view.tagHtml[tag.name]! }} /> : null}
            <OperationList operations={tag.operations} showPath />
          </section>
        ))}
        {model.webhooks.length ? (
          <section>
            <Heading level={2} id="webhooks" text="Webhooks" />
            <OperationList operations={model.webhooks} showPath={false} />
          </section>
        ) : null}
        {view.schemas.length ? (
          <section>
            <Heading level={2} id="schemas" text="Schemas" />
            {view.schemas.map((schema) => (
              <section key={schema.name} className="api-schema">
                <Heading level={3} id={schema.id} text={schema.name} />
                <SchemaTree root={schema.root} />
              </section>
            ))}
          </section>
        ) : null}
        {model.contact || model.license || model.termsOfService ? (
          <section>
            <Heading level={2} id="contact-and-license" text="Contact and license" />
            <ul>
              {model.contact?.email ? (
                <li>
                  Contact: <a href={`mailto:${model.contact.email}`}>{model.contact.name ?? model.contact.email}</a>
                </li>
              ) : null}
              {model.contact?.url ? (
                <li>
                  Support: <a href={model.contact.url}>{model.contact.url}</a>
                </li>
              ) : null}
              {model.license ? <li>License: {model.license.url ? <a href={model.license.url}>{model.license.name}</a> : model.license.name}</li> : null}
              {model.termsOfService ? (
                <li>
                  <a href={model.termsOfService}>Terms of service</a>
                </li>
              ) : null}
            </ul>
          </section>
        ) : null}
      </article>
      <Pagination prev={page.prev} next={page.next} />
    </>
  );
}
