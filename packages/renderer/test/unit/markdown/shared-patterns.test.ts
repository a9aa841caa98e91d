import { readFileSync } from 'node:fs';
import path from 'node:path';
import { bundledLanguages, type BundledLanguage } from 'shiki';
import { createCssVariablesTheme, createHighlighterCore, type HighlighterCore, type RegexEngine, type ThemeRegistrationAny } from 'shiki/core';
import { createOnigurumaEngine } from 'shiki/engine/oniguruma';
import { beforeAll, describe, expect, it } from 'vitest';
import { sharingPatterns } from '../../../src/markdown/shared-patterns.ts';

const ROOT = path.resolve(import.meta.dirname, '../../../../..');
const read = (rel: string, lines = 400) => readFileSync(path.join(ROOT, rel), 'utf8').split('\n').slice(0, lines).join('\n');
const theme = createCssVariablesTheme({ name: 'shared-patterns-test', variablePrefix: '--shiki-' });

/** A line of `count` repetitions of `part`: over 1,000 bytes, where vscode-oniguruma searches each pattern on its own. */
const long = (part: string, count: number) => part.repeat(count);

/**
 * Code of every kind a grammar treats differently: embedded languages, heredocs and raw strings
 * (end patterns with back-references, compiled again for each delimiter), `\G`-anchored rules,
 * multi-byte characters before matches, long lines, and real files of this repository.
 */
const BLOCKS: Array<[string, string]> = [
  ['typescript', read('packages/renderer/src/markdown/highlighter.ts')],
  ['tsx', read('packages/client/src/search/SearchDialog.tsx')],
  ['yaml', read('mk-openapi/openapi.yml')],
  ['markdown', read('README.md')],
  ['css', read('packages/renderer/src/theme/components.css')],
  ['json', read('packages/renderer/package.json')],
  ['json', `{"items": [${long('{"id": "pay_€1", "amount": {"currency": "EUR", "value": "10.00"}, "note": "日本語 ✓"}, ', 40)}null]}`],
  ['javascript', `const all = [${long("{ a: 1, b: 'x', c: `t${1}` }, ", 60)}];\nconst re = /[a-z]+\\/(?<name>\\d{2,})/gu; // 😀 ${long('é', 700)} done`],
  [
    'php',
    '<?php\n$sql = <<<SQL\nSELECT * FROM payments WHERE id = :id\nSQL;\n$html = <<<"HTML"\n<div class="x">{$name}</div>\nHTML;\necho $sql . $html;\n?>\n<script>const x = `${1}`;</script>\n<style>a { color: red }</style>\n<p><?= htmlspecialchars($t) ?></p>',
  ],
  [
    'ruby',
    'body = <<~JSON\n  { "amount": 1200 }\nJSON\nsql = <<-SQL.strip\n  SELECT 1\n  SQL\nwords = %w(a b c)\nre = %r{/v1/(\\d+)}i\nputs "#{body} #{words}"\n=begin\ncomment\n=end\n',
  ],
  // biome-ignore lint/style/useTemplate: the script holds backslashes and ${…} that a template would have to escape
  [
    'bash',
    'cat <<EOF > payload.json\n{"amount": 1}\nEOF\ncat <<-\'END\'\n\t$NOT_EXPANDED\n\tEND\ncurl -s "https://api.example.com/v1/payments/${ID}" -H "Authorization: Bearer $(cat key)" | jq \'.items[] | .id\'\n' +
      long('echo "x"; ', 120),
  ],
  [
    'python',
    'import requests\nquery = """\nSELECT *\nFROM t\n"""\nresponse = requests.post(url, json={"a": 1}, headers={"k": f"Bearer {key!r:>10}"})\nprint(rb"\\d+", r\'\\w\', f"{x=}")\n@dataclass\nclass P:\n    amount: int = 0\n',
  ],
  [
    'go',
    'package main\n\nimport (\n\t"fmt"\n\t"net/http"\n)\n\nconst raw = `line\n  ${x}`\n\nfunc main() {\n\treq, _ := http.NewRequest("POST", "https://x", nil)\n\tfmt.Printf("%v %d\\n", req, 1)\n}\n',
  ],
  [
    'java',
    'var json = """\n    {"a": 1}\n    """;\n@Override public <T extends Comparable<T>> List<T> sort(List<T> items) { return items.stream().sorted().toList(); }\n',
  ],
  [
    'csharp',
    'var s = @"line\n""quoted""";\nvar r = """\n  raw {x}\n  """;\nvar i = $"{a,5:N2} {{b}}";\n/// <summary>Doc</summary>\npublic record Payment(decimal Amount);\n',
  ],
  [
    'powershell',
    '$headers = @{}\n$headers.Add("Authorization", "Bearer x")\n$body = @"\n{"a": 1}\n"@\nInvoke-WebRequest -Uri \'https://x\' -Method POST -Headers $headers -Body $body\n',
  ],
  [
    'html',
    '<!doctype html>\n<html><head><script type="module">import { a } from "./a.js"; a(`${1}`);</script><style>@media (width > 1px) { .a::before { content: "→" } }</style></head>\n<body><div id="mk" data-x=\'1\'>Text &amp; more</div><!-- note --></body></html>',
  ],
  ['xml', '<?xml version="1.0"?>\n<a b="c"><![CDATA[ <raw> ]]><d>e</d><!-- x --></a>\n'],
  ['sql', "SELECT p.id, SUM(p.amount) FROM payments p WHERE p.status = 'paid' AND p.note LIKE '%€%' GROUP BY p.id HAVING COUNT(*) > 1; -- total\n/* block */"],
  ['http', 'POST /v1/payments HTTP/1.1\nHost: api.example.com\nContent-Type: application/json\n\n{"amount": {"currency": "EUR", "value": "10.00"}}\n'],
];
const LANGUAGES = [...new Set(BLOCKS.map(([lang]) => lang))];

async function highlighterWith(engine: RegexEngine): Promise<HighlighterCore> {
  return createHighlighterCore({ themes: [theme], langs: LANGUAGES.map((lang) => bundledLanguages[lang as BundledLanguage]), engine });
}

/** Every token with the scopes that made it: equal scopes mean the grammar took the same path through the line. */
const scopes = (h: HighlighterCore, lang: string, code: string) =>
  h
    .codeToTokensBase(code, { lang, theme: theme as ThemeRegistrationAny, includeExplanation: 'scopeName', tokenizeTimeLimit: 0 })
    .map((line) => line.map((t) => [t.content, t.offset, t.explanation?.map((e) => e.scopes.map((s) => s.scopeName).join(' '))]));

let plain: HighlighterCore;
let shared: HighlighterCore;
/** How many patterns the shared engine asked Oniguruma to compile, and how many its scanners held. */
const counts = { compiled: 0, held: 0, distinct: new Set<string>() };

beforeAll(async () => {
  plain = await highlighterWith(await createOnigurumaEngine(import('shiki/wasm')));
  const base = await createOnigurumaEngine(import('shiki/wasm'));
  const counting: RegexEngine = {
    createString: (s) => base.createString(s),
    createScanner(patterns) {
      counts.compiled += patterns.length;
      return base.createScanner(patterns);
    },
  };
  const engine = sharingPatterns(counting);
  shared = await highlighterWith({
    createString: (s) => engine.createString(s),
    createScanner(patterns) {
      counts.held += patterns.length;
      for (const p of patterns) counts.distinct.add(typeof p === 'string' ? p : p.source);
      return engine.createScanner(patterns);
    },
  });
});

describe('sharingPatterns', () => {
  it.each(BLOCKS.map(([lang, code], i) => [`${lang} #${i}`, lang, code] as const))('tokenizes %s as shiki with its own scanners does', (_, lang, code) => {
    expect(scopes(shared, lang, code)).toEqual(scopes(plain, lang, code));
  });

  it('tokenizes a line searched again from earlier positions (a new line, the same text) as the first time', () => {
    const code = 'const a = `x ${b} y`; // c\n'.repeat(3);
    expect(scopes(shared, 'javascript', code)).toEqual(scopes(plain, 'javascript', code));
    expect(scopes(shared, 'javascript', code)).toEqual(scopes(plain, 'javascript', code));
  });

  it('finds what one scanner of all the patterns finds, from any position in any order, `\\G` included', async () => {
    const base = await createOnigurumaEngine(import('shiki/wasm'));
    const engine = sharingPatterns(base);
    const sets = [['b'], ['\\Gb'], ['\\Aa', 'b'], ['a', '\\Gb', 'b(?=a)'], ['(?<=a)b', 'ab', '\\G\\w'], ['x', 'é+', '😀']];
    const line = 'abab😀éébab';
    const positions = [0, 1, 2, 3, 1, 0, 4, 6, 7, 8, 6, 9, 10, 11, 12, 2];
    for (const patterns of sets) {
      const ours = engine.createScanner(patterns);
      const theirs = base.createScanner(patterns);
      const text = base.createString(line);
      for (const at of positions)
        for (const options of [0, 1, 4])
          expect([patterns, options, at, ours.findNextMatchSync(text, at, options)]).toEqual([
            patterns,
            options,
            at,
            theirs.findNextMatchSync(text, at, options),
          ]);
    }
  });

  it('compiles each pattern once, however many scanners hold it', () => {
    for (const [lang, code] of BLOCKS) scopes(shared, lang, code);
    expect(counts.compiled).toBe(counts.distinct.size);
    expect(counts.held).toBeGreaterThan(2 * counts.distinct.size);
  });

  it('past the patterns it keeps, compiles a pattern for its scanner alone and frees it with the scanner', async () => {
    const base = await createOnigurumaEngine(import('shiki/wasm'));
    let compiled = 0;
    let freed = 0;
    const counting: RegexEngine = {
      createString: (s) => base.createString(s),
      createScanner(patterns) {
        compiled += patterns.length;
        const scanner = base.createScanner(patterns);
        return {
          findNextMatchSync: (line, position, options) => scanner.findNextMatchSync(line, position, options),
          dispose() {
            freed++;
            scanner.dispose?.();
          },
        };
      },
    };
    const keepingNone = await highlighterWith(sharingPatterns(counting, { keep: 0 }));
    for (const [lang, code] of BLOCKS.filter(([lang]) => lang === 'php' || lang === 'ruby'))
      expect(scopes(keepingNone, lang, code)).toEqual(scopes(plain, lang, code));
    expect(compiled).toBeGreaterThan(100);
    keepingNone.dispose();
    expect(freed).toBe(compiled);
  });

  // A scanner holding a pattern Oniguruma cannot compile does not throw in shiki's build: it matches
  // nothing, while the same pattern alone matches everywhere, so sharing would change what it gives.
  // No grammar portal can load holds one (end and while patterns with back-references are compiled
  // only once their captures are in, escaped).
  it('is never given a pattern Oniguruma cannot compile by any grammar shiki ships', async () => {
    const base = await createOnigurumaEngine(import('shiki/wasm'));
    const probe = base.createString('probe');
    const compiles = (pattern: string) => base.createScanner([pattern, '']).findNextMatchSync(probe, 0, 0) !== null;
    expect(compiles('a(b')).toBe(false);
    const patterns = new Set<string>();
    const collect = (node: unknown): void => {
      if (Array.isArray(node)) node.forEach(collect);
      else if (node && typeof node === 'object')
        for (const [key, value] of Object.entries(node)) {
          if (typeof value !== 'string') collect(value);
          else if (key === 'match' || key === 'begin' || ((key === 'end' || key === 'while') && !/\\[1-9]/.test(value))) patterns.add(value);
        }
    };
    for (const load of Object.values(bundledLanguages)) collect((await load()).default);
    expect(patterns.size).toBeGreaterThan(10_000);
    expect([...patterns].filter((pattern) => !compiles(pattern))).toEqual([]);
  }, 60_000);
});
