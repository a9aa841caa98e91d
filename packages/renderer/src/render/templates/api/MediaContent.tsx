import type { MediaView } from '../../../openapi/operation-view.ts';
import { SchemaTree } from './SchemaTree.tsx';
import { CopyButtonIsland } from '../../../islands/CopyButtonIsland.tsx';

/** One media type of a body: its schema tree and its examples. */
export function MediaContent(props: { media: readonly MediaView[] }) {
  return (
    <>
      {props.media.map((media) => (
        <section key={media.mediaType} className="api-media">
          <p className="api-media-type">
            <span className="schema-meta-label">Content type</span> <code>{media.mediaType}</code>
          </p>
          {media.schema ? <SchemaTree root={media.schema} /> : null}
          {media.examples.map((ex) => (
            <div key={ex.label} className="code-block api-example">
              <div className="code-block-title">{ex.label}</div>
              <div dangerouslySetInnerHTML={{ __html: ex.html }} />
              <CopyButtonIsland />
            </div>
          ))}
        </section>
      ))}
    </>
  );
}
