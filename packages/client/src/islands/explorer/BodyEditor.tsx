import { useMemo, useState } from 'react';
import { Field } from './Field.tsx';
import { jsonChecker } from './json-check.ts';
import { LARGE_BODY, LargeBody, pastedText } from './LargeBody.tsx';
import { fieldsOf, type FormState } from './request.ts';
import { useBodySchema } from './schema-definitions.ts';
import type { ExplorerProps } from './types.ts';

/** The textarea's height: its lines, 6 to 20 (counted up to 20, not over the whole text). */
function rowsFor(text: string): number {
  let lines = 1;
  for (let at = text.indexOf('\n'); at !== -1 && lines < 20; at = text.indexOf('\n', at + 1)) lines++;
  return Math.min(20, Math.max(6, lines + 1));
}

/** The id of a body field's input. */
export const bodyFieldId = (explorerId: string, name: string) => `${explorerId}-body-field-${name.replace(/[^A-Za-z0-9_-]/g, '_')}`;

/** The request body: a media type choice, an example choice, then a JSON editor checked as it is typed, form fields, or a file. */
export function BodyEditor(props: {
  explorer: ExplorerProps;
  state: FormState;
  update: (patch: Partial<FormState>) => void;
  errors: Record<string, string[]>;
}) {
  const { explorer, state, update, errors } = props;
  const body = explorer.body;
  const media = body?.media[state.media];
  const schema = useBodySchema(media?.kind === 'json' ? media.schema : undefined, explorer.definitions);
  const check = useMemo(() => jsonChecker(schema), [schema]);
  const isJson = media?.kind === 'json';
  // Checked once per text, not once per render (a 5 MB body is parsed in about 50 ms).
  const jsonErrors = useMemo(() => (isJson ? check(state.bodyText) : []), [isJson, check, state.bodyText]);
  const [editLarge, setEditLarge] = useState(false);
  if (!body || !media) return null;
  const id = `${explorer.id}-body`;
  const textErrors = [...jsonErrors, ...(errors.body ?? [])];
  const large = state.bodyText.length > LARGE_BODY && !editLarge;
  const example = media.examples?.findIndex((e) => e.text === state.bodyText) ?? -1;
  return (
    <fieldset className="explorer-fieldset">
      <legend>Request body{body.required ? <span className="explorer-required"> required</span> : null}</legend>
      {body.media.length > 1 ? (
        <div className="explorer-field">
          <label htmlFor={`${id}-media`}>Content type</label>
          <select
            id={`${id}-media`}
            value={state.media}
            onChange={(e) => {
              const next = body.media[Number(e.currentTarget.value)];
              update({ media: Number(e.currentTarget.value), bodyText: next?.example ?? '', fields: fieldsOf(next?.fields ?? []), files: {} });
            }}
          >
            {body.media.map((m, i) => (
              <option key={m.mediaType} value={i}>
                {m.mediaType}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {media.examples ? (
        <div className="explorer-field">
          <label htmlFor={`${id}-example`}>Example</label>
          <select
            id={`${id}-example`}
            value={example}
            onChange={(e) => update({ bodyText: media.examples![Number(e.currentTarget.value)]?.text ?? state.bodyText })}
          >
            {example < 0 ? <option value={-1}>(edited)</option> : null}
            {media.examples.map((e, i) => (
              <option key={i} value={i}>
                {e.label}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {media.kind === 'json' || media.kind === 'text' || media.kind === 'xml' ? (
        <div className="explorer-field">
          <label htmlFor={`${id}-text`}>
            Body <span className="explorer-type">{media.mediaType}</span>
          </label>
          {large ? (
            <LargeBody
              id={`${id}-text`}
              text={state.bodyText}
              describedBy={`${id}-errors`}
              onClear={() => update({ bodyText: '' })}
              onEdit={() => setEditLarge(true)}
            />
          ) : (
            <textarea
              id={`${id}-text`}
              className="explorer-editor"
              spellCheck={false}
              rows={rowsFor(state.bodyText)}
              value={state.bodyText}
              aria-invalid={textErrors.length ? true : undefined}
              aria-describedby={`${id}-errors`}
              onChange={(e) => update({ bodyText: e.currentTarget.value })}
              onPaste={(e) => {
                // A large paste goes to the state, not through the textarea (see LARGE_BODY).
                const pasted = e.clipboardData.getData('text/plain');
                if (editLarge || pasted.length + e.currentTarget.value.length <= LARGE_BODY) return;
                e.preventDefault();
                update({ bodyText: pastedText(e.currentTarget, pasted) });
              }}
            />
          )}
          <div id={`${id}-errors`} aria-live="polite">
            {textErrors.length ? (
              <ul className="explorer-error">
                {textErrors.map((e) => (
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
              id={bodyFieldId(explorer.id, f.name)}
              field={f}
              value={state.fields[f.name]}
              errors={errors[`field:${f.name}`]}
              onChange={(v) => update({ fields: { ...state.fields, [f.name]: v } })}
              onFiles={media.kind === 'multipart' ? (files) => update({ files: { ...state.files, [f.name]: files } }) : undefined}
            />
          ))
        : null}
      {media.kind === 'binary' ? (
        <Field
          id={bodyFieldId(explorer.id, 'body')}
          field={{ name: 'file', type: media.mediaType, kind: 'string', required: body.required, binary: true }}
          value=""
          errors={errors['field:body']}
          onChange={() => undefined}
          onFiles={(files) => update({ files: { body: files } })}
        />
      ) : null}
    </fieldset>
  );
}
