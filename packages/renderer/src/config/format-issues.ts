import type { z } from 'zod';

/** A value as a writer would recognise it in their config: `"yes"`, `42`, `an object`. */
function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string') return `a string (${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)})`;
  return `a ${typeof value} (${String(value)})`;
}

function article(type: string): string {
  return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
}

/** The dotted key of an issue, e.g. `navbar.items[0].label`. */
export function keyPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((acc, part) => {
    if (typeof part === 'number') return `${acc}[${part}]`;
    return acc ? `${acc}.${String(part)}` : String(part);
  }, '');
}

/** One readable line per schema issue, naming the key and what was expected. */
export function formatIssue(issue: z.core.$ZodIssue): { key: string; text: string } {
  const key = keyPath(issue.path);
  const where = key ? `\`${key}\`` : 'the config';
  switch (issue.code) {
    case 'unrecognized_keys': {
      const keys = issue.keys.map((k) => `\`${key ? `${key}.` : ''}${k}\``).join(', ');
      return {
        key: key ? `${key}.${issue.keys[0]}` : (issue.keys[0] ?? ''),
        text: `unknown key ${keys}${key ? ` in \`${key}\`` : ''}`,
      };
    }
    case 'invalid_type':
      return { key, text: `${where} must be ${article(issue.expected)}, got ${describeValue(issue.input)}` };
    case 'invalid_value':
      return {
        key,
        text: `${where} must be one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}, got ${describeValue(issue.input)}`,
      };
    case 'too_small':
      return { key, text: `${where} must be at least ${String(issue.minimum)}${issue.origin === 'string' ? ' characters long' : ''}` };
    case 'too_big':
      return { key, text: `${where} must be at most ${String(issue.maximum)}${issue.origin === 'string' ? ' characters long' : ''}` };
    case 'invalid_format':
      return { key, text: `${where} must be a valid ${issue.format === 'regex' ? issue.message.toLowerCase() : issue.format}, got ${describeValue(issue.input)}` };
    default:
      return { key, text: `${where}: ${issue.message}` };
  }
}
