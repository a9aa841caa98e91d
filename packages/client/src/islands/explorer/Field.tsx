import type { ExplorerField } from './types.ts';

/** One labelled form field: a select for an enum, a file input for binary, else a text input; its error is tied to it. */
export function Field(props: { id: string; field: ExplorerField; value: string; error?: string; onChange: (value: string) => void; onFile?: (file: File | undefined) => void }) {
  const { id, field, error } = props;
  const errorId = `${id}-error`;
  const common = { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined, required: field.required };
  return (
    <div className="explorer-field">
      <label htmlFor={id}>
        <code>{field.name}</code> <span className="explorer-type">{field.type}</span>
        {field.required ? <span className="explorer-required"> required</span> : null}
      </label>
      {field.binary && props.onFile ? (
        <input {...common} type="file" onChange={(e) => props.onFile?.(e.currentTarget.files?.[0])} />
      ) : field.enum ? (
        <select {...common} value={props.value} onChange={(e) => props.onChange(e.currentTarget.value)}>
          <option value="">{field.placeholder ? `(default: ${field.placeholder})` : '(not sent)'}</option>
          {field.enum.map((v) => (
            <option key={v} value={v}>
              {v}
            </option>
          ))}
        </select>
      ) : (
        <input {...common} type="text" spellCheck={false} autoComplete="off" placeholder={field.placeholder} value={props.value} onChange={(e) => props.onChange(e.currentTarget.value)} />
      )}
      {error ? (
        <p id={errorId} className="explorer-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
