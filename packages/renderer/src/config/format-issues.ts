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

/** What an `invalid_format` issue expects: `start with "/"`, `be a valid URL`, `be lower-case letters, …`. */
function expectedFormat(issue: z.core.$ZodIssueInvalidStringFormat): string {
  const details = issue as { prefix?: string; suffix?: string; includes?: string; pattern?: string };
  switch (issue.format) {
    case 'starts_with':
      return `start with ${JSON.stringify(details.prefix)}`;
    case 'ends_with':
      return `end with ${JSON.stringify(details.suffix)}`;
    case 'includes':
      return `include ${JSON.stringify(details.includes)}`;
    case 'regex':
      // The schema's own message ("lower-case letters, digits and dashes"), unless it is zod's default.
      return issue.message && !issue.message.startsWith('Invalid') ? `be ${issue.message}` : `match ${details.pattern ?? 'the expected pattern'}`;
    case 'url':
      return 'be a valid URL';
    case 'email':
      return 'be a valid email address';
    default:
      return `be a valid ${issue.format}`;
  }
}

/** One readable line per schema issue, naming the key and what was expected; `subject` names the whole input. */
export function formatIssue(issue: z.core.$ZodIssue, subject = 'the config'): { key: string; text: string } {
  const key = keyPath(issue.path);
  const where = key ? `\`${key}\`` : subject;
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
      return { key, text: `${where} must ${expectedFormat(issue)}, got ${describeValue(issue.input)}` };
    default:
      return { key, text: `${where}: ${issue.message}` };
  }
}
