import type { SchemaView } from '../../../openapi/operation-view.ts';
import { safeJson } from '../../../openapi/safe-json.ts';
import { Extensions } from './Extensions.tsx';
import { ExternalDocs } from './ExternalDocs.tsx';

/** Enums longer than this show their first values and the rest behind a disclosure. */
const ENUM_PREVIEW = 12;

function literal(value: unknown): string {
  return safeJson(value);
}

/** The allowed values; a long enum of a named schema lists the rest only where that schema is shown in full. */
function EnumValues(props: { values: readonly unknown[]; moreHref?: string; refName?: string }) {
  const shown = props.values.slice(0, ENUM_PREVIEW);
  const rest = props.values.slice(ENUM_PREVIEW);
  if (rest.length && props.moreHref) {
    return (
      <div className="schema-enum">
        <span className="schema-meta-label">Allowed values:</span>{' '}
        {shown.map((v, i) => (
          <code key={i}>{literal(v)}</code>
        ))}{' '}
        <a href={props.moreHref}>{`and ${rest.length} more in ${props.refName}`}</a>
      </div>
    );
  }
  return (
    <div className="schema-enum">
      <span className="schema-meta-label">Allowed values:</span>{' '}
      {shown.map((v, i) => (
        <code key={i}>{literal(v)}</code>
      ))}
      {rest.length ? (
        <details className="schema-enum-more">
          <summary>{`${rest.length} more values`}</summary>
          {rest.map((v, i) => (
            <code key={i}>{literal(v)}</code>
          ))}
        </details>
      ) : null}
    </div>
  );
}

/** The type as a short label: a oneOf/anyOf names its variants as chips below, not in a long `A | B | C` string. */
function shownType(node: SchemaView): string {
  if (!node.variants || !node.typeLabel.includes(' | ')) return node.typeLabel;
  const count = node.variants.options.length;
  return `${node.variants.keyword === 'oneOf' ? 'one of' : 'any of'} ${count} ${count === 1 ? 'type' : 'types'}`;
}

/** Name, type and flags of one node. */
function NodeHeader(props: { node: SchemaView }) {
  const { node } = props;
  return (
    <div className="schema-row">
      {node.name !== undefined ? (
        <a className="schema-name" href={`#${node.id}`}>
          <code>{node.name}</code>
        </a>
      ) : null}
      <span className="schema-type">{shownType(node)}</span>
      {node.refName ? <span className="schema-ref">{node.refName}</span> : null}
      {node.nullable ? <span className="schema-flag">nullable</span> : null}
      {node.required ? <span className="schema-flag schema-required">required</span> : null}
      {node.readOnly ? <span className="schema-flag">read-only</span> : null}
      {node.writeOnly ? <span className="schema-flag">write-only</span> : null}
      {node.deprecated ? <span className="schema-flag schema-deprecated">deprecated</span> : null}
    </div>
  );
}

/** Description, constraints, enum, default, example and extensions of one node. */
function NodeDetails(props: { node: SchemaView }) {
  const { node } = props;
  return (
    <>
      {node.descriptionHtml ? <div className="schema-description" dangerouslySetInnerHTML={{ __html: node.descriptionHtml }} /> : null}
      {node.descriptionMoreHref ? (
        <p className="schema-description-more">
          <a href={node.descriptionMoreHref}>{`The whole description of ${node.refName}`}</a>
        </p>
      ) : null}
      {node.constraints.length ? (
        <div className="schema-constraints">
          {node.constraints.map((c) => (
            <span key={c} className="schema-constraint">
              {c}
            </span>
          ))}
        </div>
      ) : null}
      {node.hasConst ? (
        <div className="schema-meta">
          <span className="schema-meta-label">Constant:</span> <code>{literal(node.constValue)}</code>
        </div>
      ) : null}
      {node.enumValues?.length ? (
        <EnumValues values={node.enumValues} refName={node.refName} moreHref={node.refName && node.enumHref ? node.enumHref : undefined} />
      ) : null}
      {node.hasDefault ? (
        <div className="schema-meta">
          <span className="schema-meta-label">Default:</span> <code>{literal(node.defaultValue)}</code>
        </div>
      ) : null}
      {node.examples ? (
        <div className="schema-meta">
          <span className="schema-meta-label">Examples:</span>
          <ul className="schema-examples">
            {node.examples.map((ex, i) => (
              <li key={i}>
                <code>{literal(ex.value)}</code>
                {ex.label ? ` — ${ex.label}` : null}
              </li>
            ))}
          </ul>
        </div>
      ) : node.example !== undefined && typeof node.example !== 'object' ? (
        <div className="schema-meta">
          <span className="schema-meta-label">Example:</span> <code>{literal(node.example)}</code>
        </div>
      ) : null}
      <Extensions extensions={node.extensions} />
      <ExternalDocs docs={node.externalDocs} />
    </>
  );
}

/** The nested part of a node: a link back, a link to the named schema, variants or properties. */
function NodeChildren(props: { node: SchemaView; depth: number }) {
  const { node, depth } = props;
  if (node.recursiveTo) {
    return (
      <p className="schema-recursive">
        Recursive: the same schema as <a href={`#${node.recursiveTo.id}`}>{node.recursiveTo.refName ?? 'its parent'}</a> above.
      </p>
    );
  }
  if (node.linkTo) {
    return (
      <p className="schema-link">
        See the <a href={node.linkTo.href}>{node.linkTo.refName}</a> schema.
      </p>
    );
  }
  return (
    <>
      {node.variants ? (
        <div className="schema-variants">
          <p className="schema-variants-title">
            {node.variants.keyword === 'oneOf' ? 'One of' : 'Any of'}
            {node.variants.discriminator ? (
              <>
                {', chosen by '}
                <code>{node.variants.discriminator}</code>
              </>
            ) : null}
          </p>
          {/* Chips, one open at a time (`name`); each opens below the row, at the same width. */}
          <ul className="schema-variant-list">
            {node.variants.options.map((option) => (
              <li key={option.node.id} id={option.node.id} className="schema-variant">
                <details name={`variants-${node.id}`}>
                  {/* A chip names the discriminator value when there is one (short), else the variant's title. */}
                  <summary>
                    <span className="schema-variant-title">{option.mapping.length ? option.mapping.join(' | ') : option.title}</span>
                  </summary>
                  <div className="schema-variant-body">
                    {option.mapping.length ? (
                      <p className="schema-variant-name">
                        <span className="schema-ref">{option.title}</span>
                        <code className="schema-mapping">{`${node.variants!.discriminator ?? 'type'}: ${option.mapping.join(' | ')}`}</code>
                      </p>
                    ) : null}
                    <NodeDetails node={option.node} />
                    <NodeChildren node={option.node} depth={depth + 1} />
                  </div>
                </details>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {node.children.length ? <SchemaProperties nodes={node.children} depth={depth + 1} /> : null}
    </>
  );
}

/** A list of properties; nested objects and variants in a closed disclosure (RevealTarget opens one an `#anchor` names). */
export function SchemaProperties(props: { nodes: readonly SchemaView[]; depth: number }) {
  return (
    <ul className="schema-tree">
      {props.nodes.map((node) => {
        const nested = node.children.length > 0 || node.variants || node.recursiveTo || node.linkTo;
        return (
          <li key={node.id} id={node.id} className="schema-node">
            <NodeHeader node={node} />
            <NodeDetails node={node} />
            {nested ? (
              node.recursiveTo || node.linkTo || !node.children.length ? (
                <NodeChildren node={node} depth={props.depth} />
              ) : (
                <details className="schema-children">
                  <summary>{`${node.children.length} ${node.children.length === 1 ? 'property' : 'properties'}`}</summary>
                  <NodeChildren node={node} depth={props.depth} />
                </details>
              )
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * A whole schema (a body or a response): its root facts, then its properties or variants. The
 * heading above it (response, schema name) is the anchor, or the tree's own id when `anchored` (a
 * request body, one of several media types); properties carry their own.
 */
export function SchemaTree(props: { root: SchemaView; anchored?: boolean }) {
  const { root } = props;
  return (
    <div className="schema" id={props.anchored ? root.id : undefined}>
      <div className="schema-root">
        <span className="schema-type">{shownType(root)}</span>
        {root.refName ? <span className="schema-ref">{root.refName}</span> : null}
        {root.nullable ? <span className="schema-flag">nullable</span> : null}
        {root.deprecated ? <span className="schema-flag schema-deprecated">deprecated</span> : null}
      </div>
      <NodeDetails node={root} />
      <NodeChildren node={root} depth={0} />
    </div>
  );
}
