import { linksBackTo, type MediaView } from '../../../openapi/operation-view.ts';
import { SchemaTree } from './SchemaTree.tsx';
import { CopyButtonIsland } from '../../../islands/CopyButtonIsland.tsx';
import { Encoding } from './Encoding.tsx';
import { Extensions } from './Extensions.tsx';

/** The media types of a body under the heading `headingId`: each one's schema tree and examples (a response's examples are shown in the sample panel: `examples={false}`). */
export function MediaContent(props: { media: readonly MediaView[]; headingId: string; examples?: boolean }) {
  return (
    <>
      {props.media.map((media) => (
        <section key={media.mediaType} className="api-media">
          <p className="api-media-type">
            <span className="schema-meta-label">Content type</span> <code>{media.mediaType}</code>
          </p>
          {/* A recursive schema links back to its root: the root has the id unless the heading above has it. */}
          {media.schema ? (
            <SchemaTree root={media.schema} anchored={media.schema.id !== props.headingId && linksBackTo(media.schema, media.schema.id)} />
          ) : null}
          {media.encoding ? <Encoding encoding={media.encoding} /> : null}
          {media.extensions ? <Extensions extensions={media.extensions} /> : null}
          {props.examples !== false && media.examples.length ? (
            // Behind a disclosure: the code samples beside already show the request with its example.
            <details className="schema-children api-examples">
              <summary>{media.examples.length === 1 ? 'Example' : `${media.examples.length} examples`}</summary>
              {media.examples.map((ex) => (
                <div key={ex.label} className="code-block api-example">
                  <div className="code-block-title">{ex.label}</div>
                  <div dangerouslySetInnerHTML={{ __html: ex.html }} />
                  <CopyButtonIsland />
                </div>
              ))}
            </details>
          ) : null}
        </section>
      ))}
    </>
  );
}
