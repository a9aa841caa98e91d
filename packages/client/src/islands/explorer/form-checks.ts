import { fieldProblems } from './field-values.ts';
import type { FormState } from './request.ts';
import type { ExplorerProps } from './types.ts';

/** Problems by field (`param:in:name`, `field:name`, `body`): what stops Send, from the description's constraints. */
export function formProblems(props: ExplorerProps, state: FormState): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  const add = (key: string, problems: string[]) => {
    if (problems.length) out[key] = problems;
  };
  // Cookies are not sent by a browser to another site: they are the curl command's, not checked here.
  for (const p of props.parameters) if (p.in !== 'cookie') add(`param:${p.in}:${p.name}`, fieldProblems(p, state.params[`${p.in}:${p.name}`]));
  const body = props.body;
  const media = body?.media[state.media];
  if (body && media) {
    if (media.kind === 'form' || media.kind === 'multipart') {
      for (const f of media.fields) add(`field:${f.name}`, fieldProblems(f, state.fields[f.name], (state.files[f.name]?.length ?? 0) > 0));
    } else if (media.kind === 'binary') {
      if (body.required && !state.files.body?.length) add('field:body', ['Choose a file: the body is required.']);
    } else if (!state.bodyText.trim()) {
      if (body.required) add('body', ['The body is required: write one, or pick an example.']);
    } else if (media.kind === 'json') {
      try {
        JSON.parse(state.bodyText);
      } catch {
        add('body', ['Fix the JSON before sending.']);
      }
    }
  }
  return out;
}
