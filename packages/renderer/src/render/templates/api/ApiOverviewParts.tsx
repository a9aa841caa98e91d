import { Island } from '../Island.tsx';
import type { ApiModel, ApiOperation } from '../../../openapi/api-types.ts';
import type { OverviewView } from '../../../openapi/page-views.ts';
import { tagHeadingId } from '../../../openapi/api-routes.ts';
import { summaryLabel } from '../../../openapi/operation-label.ts';
import { tagLabel } from '../../../site/api-sidebar.ts';
import { Heading } from '../Heading.tsx';
import { Extensions } from './Extensions.tsx';
import { ExternalDocs } from './ExternalDocs.tsx';
import { SchemaTree } from './SchemaTree.tsx';
import { schemeSummary } from '../../../openapi/scheme-summary.ts';
import { ServerList } from './ServerList.tsx';

/** Links to operations with their method and, for paths, the path template. */
export function OperationList(props: { operations: readonly ApiOperation[]; showPath: boolean }) {
  return (
    <ul className="api-operation-list">
      {props.operations.map((op) => (
        <li key={op.route}>
          <a href={op.route}>
            <span className={`method-badge method-${op.method.toLowerCase()}`}>{op.method}</span>
            <span className="api-operation-name">{summaryLabel(op) ?? (props.showPath ? '' : op.path)}</span>
            {props.showPath ? <code className="api-path">{op.path}</code> : null}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** Title, version, description, download link, `x-*` of info and root, external docs. */
export function ApiIntro(props: { model: ApiModel; descriptionHtml: string; download: { href: string; name: string; bundled?: boolean } }) {
  const { model } = props;
  return (
    <>
      <header>
        <h1>{model.title}</h1>
        <p className="api-version">
          Version <code>{model.version}</code>
        </p>
      </header>
      {props.descriptionHtml ? <div className="markdown" dangerouslySetInnerHTML={{ __html: props.descriptionHtml }} /> : null}
      <p className="api-download">
        <a href={props.download.href} download={props.download.name}>
          {`Download the OpenAPI description (${props.download.name})`}
        </a>
        {props.download.bundled ? ' It is written in several files; this download bundles them into one.' : null}
      </p>
      <Extensions extensions={model.extensions} />
      <Extensions extensions={model.rootExtensions ?? []} />
      <ExternalDocs docs={model.externalDocs} />
    </>
  );
}

/** The servers section, with each server's URL variables. */
export function ApiServers(props: { model: ApiModel }) {
  if (!props.model.servers.length) return null;
  return (
    <section>
      <Heading level={2} id="servers" text="Servers" />
      <ServerList servers={props.model.servers} />
    </section>
  );
}

/** The authentication section: one part per security scheme. */
export function ApiAuthentication(props: { model: ApiModel; view: OverviewView }) {
  const { model, view } = props;
  if (!model.securitySchemes.length) return null;
  return (
    <section>
      <Heading level={2} id="authentication" text="Authentication" />
      {model.securitySchemes.map((scheme) => (
        <section key={scheme.name} className="api-auth-scheme">
          <Heading level={3} id={`auth-${scheme.name}`} text={scheme.name} />
          <p className="api-auth-kind">{schemeSummary(scheme)}</p>
          {view.securityHtml[scheme.name] ? <div className="markdown" dangerouslySetInnerHTML={{ __html: view.securityHtml[scheme.name]! }} /> : null}
          <Extensions extensions={scheme.extensions ?? []} />
        </section>
      ))}
    </section>
  );
}

/** Operations grouped by tag, then webhooks. */
export function ApiOperationIndex(props: { model: ApiModel; view: OverviewView }) {
  const { model, view } = props;
  return (
    <>
      <Heading level={2} id="operations" text="Operations" />
      {model.tags.map((tag) => (
        <section key={tag.name} className="api-tag">
          <Heading level={3} id={tagHeadingId(tag.name)} text={tagLabel(tag)} />
          {view.tagHtml[tag.name] ? <div className="markdown" dangerouslySetInnerHTML={{ __html: view.tagHtml[tag.name]! }} /> : null}
          <Extensions extensions={tag.extensions ?? []} />
          <ExternalDocs docs={tag.externalDocs} />
          {tag.operations.length ? <OperationList operations={tag.operations} showPath /> : null}
        </section>
      ))}
      {model.webhooks.length ? (
        <section>
          <Heading level={2} id="webhooks" text="Webhooks" />
          <OperationList operations={model.webhooks} showPath={false} />
        </section>
      ) : null}
    </>
  );
}

/** What a collapsed schema's disclosure says it holds. */
function schemaSummary(root: OverviewView['schemas'][number]['root']): string {
  if (root.children.length) return `${root.children.length} ${root.children.length === 1 ? 'property' : 'properties'}`;
  if (root.variants) return `${root.variants.options.length} variants`;
  return `Show ${root.typeLabel}`;
}

/** Every component schema under its own anchor, its tree collapsed until opened (RevealTarget opens one an `#anchor` names). */
export function ApiSchemaList(props: { view: OverviewView }) {
  if (!props.view.schemas.length) return null;
  return (
    <section>
      <Heading level={2} id="schemas" text="Schemas" />
      {props.view.schemas.map((schema) => (
        <section key={schema.name} className="api-schema">
          <Heading level={3} id={schema.id} text={schema.name} />
          <details className="schema-children api-schema-details">
            <summary>{schemaSummary(schema.root)}</summary>
            <SchemaTree root={schema.root} />
          </details>
        </section>
      ))}
      <Island name="RevealTarget" props={{}} className="reveal-target-island" />
    </section>
  );
}

/** Contact, license and terms of service, when the description gives any, with their `x-*` keys. */
export function ApiContactAndLicense(props: { model: ApiModel }) {
  const { model } = props;
  if (!model.contact && !model.license && !model.termsOfService) return null;
  return (
    <section>
      <Heading level={2} id="contact-and-license" text="Contact and license" />
      <ul>
        {model.contact?.email ? (
          <li>
            Contact: <a href={`mailto:${model.contact.email}`}>{model.contact.name ?? model.contact.email}</a>
            {model.contact.extensions ? <Extensions extensions={model.contact.extensions} /> : null}
          </li>
        ) : model.contact?.extensions ? (
          <li>
            {model.contact.name ? `Contact: ${model.contact.name}` : 'Contact'}
            <Extensions extensions={model.contact.extensions} />
          </li>
        ) : null}
        {model.contact?.url ? (
          <li>
            Support: <a href={model.contact.url}>{model.contact.url}</a>
          </li>
        ) : null}
        {model.license ? (
          <li>
            License: {model.license.url ? <a href={model.license.url}>{model.license.name}</a> : model.license.name}
            {model.license.extensions ? <Extensions extensions={model.license.extensions} /> : null}
          </li>
        ) : null}
        {model.termsOfService ? (
          <li>
            <a href={model.termsOfService}>Terms of service</a>
          </li>
        ) : null}
      </ul>
    </section>
  );
}
