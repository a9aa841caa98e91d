import { useMemo } from 'react';
import { Field } from './Field.tsx';
import { jsonChecker } from './json-check.ts';
import { useBodySchema } from './schema-definitions.ts';
import type { FormState } from './request.ts';
import type { ExplorerProps } from './types.ts';

/** The request body: a media type choice, then a JSON editor checked as it is typed, form fields, or a file. */
export function BodyEditor(props: { explorer: ExplorerProps; state: FormState; update: (patch: Partial<FormState>) => void }) {
  const { explorer, state, update } = props;
  const body = explorer.body;
  const media = body?.media[state.media];
  const schema = useBodySchema(media?.kind === 'json' ? media.schema : undefined, explorer.definitions);
  const check = useMemo(() => jsonChecker(schema), [schema]);
  if (!body || !media) return null;
  const id = `${explorer.id}-body`;
  const errors = media.kind === 'json' ? check(state.bodyText) : [];
  return (
    <fieldset className="explorer-fieldset">
      <legend>Request body{body.required ? <span className="explorer-required"> required</span> : null}</legend>
      {body.media.length > 1 ? (
        <div className="explorer-field">
          <label htmlFor={`${id}-media`}>Content type</label>
          <select id={`${id}-media`} value={state.media} onChange={(e) => update({ media: Number(e.currentTarget.value), bodyText: body.media[Number(e.currentTarget.value)]?.example ?? '' })}>
            {body.media.map((m, i) => (
              <option key={m.mediaType} value={i}>
                {m.mediaType}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {media.kind === 'json' || media.kind === 'text' ? (
        <div className="explorer-field">
          <label htmlFor={`${id}-text`}>
            Body <span className="explorer-type">{media.mediaType}</span>
          </label>
          <textarea
            id={`${id}-text`}
            className="explorer-editor"
            spellCheck={false}
            rows={Math.min(20, Math.max(6, state.bodyText.split('\n').length + 1))}
            value={state.bodyText}
            aria-invalid={errors.length ? true : undefined}
            aria-describedby={`${id}-errors`}
            onChange={(e) => update({ bodyText: e.currentTarget.value })}
          />
          <div id={`${id}-errors`} aria-live="polite">
            {errors.length ? (
              <ul className="explorer-error">
                {errors.map((e) => (
                  <li key={e}>{e}</li>
                ))}
              </ul>
            ) : null}
          </div>
        </div>
      ) : null}
      {media.kind === 'form' || media.kind === 'multipart'
        ? media.fields.map((f) => (
            <Field
              key={f.name}
              id={`${id}-field-${f.name.replace(/[^A-Za-z0-9_-]/g, '_')}`}
              field={f}
              value={state.fields[f.name] ?? ''}
              onChange={(v) => update({ fields: { ...state.fields, [f.name]: v } })}
              onFile={media.kind === 'multipart' ? (file) => update({ files: { ...state.files, [f.name]: file } }) : undefined}
            />
          ))
        : null}
      {media.kind === 'binary' ? (
        <Field id={`${id}-file`} field={{ name: 'file', type: media.mediaType, required: body.required, binary: true }} value="" onChange={() => undefined} onFile={(file) => update({ files: { body: file } })} />
      ) : null}
    </fieldset>
  );
}
