import type { ReactNode } from 'react';
import type { FieldText } from './field-values.ts';
import type { ExplorerField } from './types.ts';

interface FieldProps {
  id: string;
  field: ExplorerField;
  value: FieldText | undefined;
  /** What is wrong with the value (shown under it and tied to it). */
  errors?: string[];
  onChange: (value: FieldText) => void;
  onFiles?: (files: File[]) => void;
}

/** The first option of a select: not sending the field, and what the server then uses. */
function emptyOption(field: ExplorerField): string {
  if (field.required) return '(choose)';
  return field.default !== undefined ? `(not sent: the server uses ${field.default})` : '(not sent)';
}

/** A select of the allowed values, or a text input. */
function Scalar(props: {
  id: string;
  field: ExplorerField;
  values?: string[];
  value: string;
  label?: string;
  common: Record<string, unknown>;
  onChange: (v: string) => void;
}) {
  const { field, values } = props;
  if (values) {
    return (
      <select {...props.common} id={props.id} aria-label={props.label} value={props.value} onChange={(e) => props.onChange(e.currentTarget.value)}>
        <option value="">{emptyOption(field)}</option>
        {values.map((v) => (
          <option key={v} value={v}>
            {v}
          </option>
        ))}
      </select>
    );
  }
  const numeric = field.kind === 'integer' || field.kind === 'number' || field.items?.kind === 'integer' || field.items?.kind === 'number';
  return (
    <input
      {...props.common}
      id={props.id}
      aria-label={props.label}
      type="text"
      inputMode={numeric ? 'decimal' : undefined}
      spellCheck={false}
      autoComplete="off"
      placeholder={field.placeholder ?? field.default}
      value={props.value}
      onChange={(e) => props.onChange(e.currentTarget.value)}
    />
  );
}

/** An array's items, one input each, with buttons to add and remove items. */
function Items(props: FieldProps & { common: Record<string, unknown> }) {
  const { id, field } = props;
  const items = Array.isArray(props.value) ? props.value : props.value ? [props.value] : [];
  const set = (next: string[]) => props.onChange(next);
  return (
    <div className="explorer-items" role="group" aria-labelledby={`${id}-label`}>
      {items.map((item, i) => (
        <div key={i} className="explorer-item">
          <Scalar
            id={i === 0 ? id : `${id}-${i}`}
            label={`${field.name} item ${i + 1}`}
            field={{ ...field, required: false }}
            values={field.enum}
            value={item}
            common={props.common}
            onChange={(v) => set(items.map((x, j) => (j === i ? v : x)))}
          />
          <button
            type="button"
            className="button explorer-small"
            aria-label={`Remove ${field.name} item ${i + 1}`}
            onClick={() => set(items.filter((_, j) => j !== i))}
          >
            Remove
          </button>
        </div>
      ))}
      <button type="button" className="button explorer-small" id={`${id}-add`} onClick={() => set([...items, ''])}>
        Add {field.name} item
      </button>
    </div>
  );
}

/** One labelled form field, its editor chosen by type (enum, boolean, array items, JSON object, file, text); its errors are tied to it. */
export function Field(props: FieldProps) {
  const { id, field, errors } = props;
  const errorId = `${id}-error`;
  const common = {
    'aria-invalid': errors?.length ? true : undefined,
    'aria-describedby': errors?.length ? errorId : undefined,
    'aria-required': field.required || undefined,
  };
  const text = Array.isArray(props.value) ? props.value.join(',') : (props.value ?? '');
  let editor: ReactNode;
  if (field.binary && props.onFiles) {
    editor = <input {...common} id={id} type="file" multiple={field.kind === 'array'} onChange={(e) => props.onFiles?.([...(e.currentTarget.files ?? [])])} />;
  } else if (field.kind === 'array') {
    editor = <Items {...props} common={common} />;
  } else if (field.kind === 'boolean') {
    editor = <Scalar id={id} field={field} values={['true', 'false']} value={text} common={common} onChange={props.onChange} />;
  } else if (field.kind === 'object') {
    editor = (
      <textarea
        {...common}
        id={id}
        className="explorer-editor"
        spellCheck={false}
        rows={Math.min(8, Math.max(3, text.split('\n').length))}
        value={text}
        onChange={(e) => props.onChange(e.currentTarget.value)}
      />
    );
  } else {
    editor = <Scalar id={id} field={field} values={field.enum} value={text} common={common} onChange={props.onChange} />;
  }
  return (
    <div className="explorer-field">
      <label htmlFor={id} id={`${id}-label`}>
        <code>{field.name}</code> <span className="explorer-type">{field.type}</span>
        {field.required ? <span className="explorer-required"> required</span> : null}
        {field.deprecated ? <span className="explorer-deprecated"> deprecated</span> : null}
      </label>
      {editor}
      {errors?.length ? (
        <p id={errorId} className="explorer-error">
          {errors.join(' ')}
        </p>
      ) : null}
    </div>
  );
}
