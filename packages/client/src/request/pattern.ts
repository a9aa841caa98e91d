/**
 * A string matching a regular expression, from a small generator: literals, escapes (\d \w \s \. …),
 * character classes ([a-z0-9_] and negated ones), groups with alternatives (the first is taken), anchors,
 * and the quantifiers ? * + {n} {n,} {n,m} (the least count, at least one for * and +). Returns undefined
 * for anything it does not understand (lookarounds, back references) so the caller can fall back.
 */
export function stringFromPattern(pattern: string, minLength = 0): string | undefined {
  const state = { src: pattern, pos: 0 };
  try {
    const out = alternatives(state);
    if (state.pos !== pattern.length) return undefined;
    const text = out ?? '';
    return text.length >= minLength ? text : undefined;
  } catch {
    return undefined;
  }
}

interface State {
  src: string;
  pos: number;
}

const fail = (): never => {
  throw new Error('unsupported pattern');
};

function alternatives(s: State): string {
  const first = sequence(s);
  while (s.src[s.pos] === '|') {
    s.pos++;
    sequence(s); // parsed and dropped: the first alternative is used
  }
  return first;
}

function sequence(s: State): string {
  let out = '';
  while (s.pos < s.src.length && s.src[s.pos] !== '|' && s.src[s.pos] !== ')') {
    const atom = atomText(s);
    out += repeat(s, atom);
  }
  return out;
}

function atomText(s: State): string {
  const c = s.src[s.pos++]!;
  if (c === '^' || c === '$') return '';
  if (c === '(') {
    if (s.src[s.pos] === '?') {
      if (s.src[s.pos + 1] === ':') s.pos += 2;
      else if (s.src[s.pos + 1] === '<' && /[A-Za-z]/.test(s.src[s.pos + 2] ?? '')) s.pos = s.src.indexOf('>', s.pos) + 1 || fail();
      else fail();
    }
    const inner = alternatives(s);
    if (s.src[s.pos++] !== ')') fail();
    return inner;
  }
  if (c === '[') return charClass(s);
  if (c === '\\') return escape(s, false);
  if (c === '.') return 'a';
  if ('*+?{'.includes(c)) fail();
  return c;
}

function escape(s: State, inClass: boolean): string {
  const c = s.src[s.pos++] ?? fail();
  if (c === 'd') return '0';
  if (c === 'w') return 'a';
  if (c === 's') return ' ';
  if (c === 'D' || c === 'S') return 'a';
  if (c === 'W') return '-';
  if (c === 'b' || c === 'B') return inClass ? '\b' : '';
  if (c === 'n') return '\n';
  if (c === 't') return '\t';
  if (c === 'u' && /^[0-9a-fA-F]{4}$/.test(s.src.slice(s.pos, s.pos + 4))) {
    s.pos += 4;
    return String.fromCharCode(parseInt(s.src.slice(s.pos - 4, s.pos), 16));
  }
  if (/[1-9k]/.test(c)) fail(); // back references
  return c;
}

function charClass(s: State): string {
  const negated = s.src[s.pos] === '^';
  if (negated) s.pos++;
  const members: string[] = [];
  let first = true;
  while (s.src[s.pos] !== ']' || first) {
    first = false;
    if (s.pos >= s.src.length) fail();
    let c = s.src[s.pos++]!;
    if (c === '\\') c = escape(s, true);
    if (s.src[s.pos] === '-' && s.src[s.pos + 1] !== ']' && s.src[s.pos + 1] !== undefined) {
      s.pos++;
      let end = s.src[s.pos++]!;
      if (end === '\\') end = escape(s, true);
      // biome-ignore lint/complexity/useMathMinMax: strings, compared as characters
      members.push(c <= end ? c : end);
    } else members.push(c);
  }
  s.pos++;
  if (!negated) return members[0] ?? fail();
  for (const candidate of 'aA0-_x') if (!members.some((m) => m === candidate)) return candidate;
  return fail();
}

function repeat(s: State, atom: string): string {
  const c = s.src[s.pos];
  let count = 1;
  if (c === '?' || c === '*') {
    s.pos++;
    count = c === '?' ? 0 : 1;
  } else if (c === '+') {
    s.pos++;
  } else if (c === '{') {
    const m = /^\{(\d+)(,(\d*))?\}/.exec(s.src.slice(s.pos));
    if (!m) return atom;
    s.pos += m[0].length;
    count = Number(m[1]);
  } else return atom;
  if (s.src[s.pos] === '?' || s.src[s.pos] === '+') s.pos++; // lazy or possessive
  return atom.repeat(count);
}
