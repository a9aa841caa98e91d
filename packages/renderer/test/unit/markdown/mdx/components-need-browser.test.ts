import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../../../src/build.ts';
import { formatReport, type Diagnostic } from '../../../../src/diagnostics.ts';
import { removeTree, writeTree } from '../../content-tree.ts';

const trees: string[] = [];
afterAll(() => trees.forEach(removeTree));

/** Builds a site of `files` and gives its warnings about components that need the browser, and the report the CLI prints. */
async function browserWarnings(files: Record<string, string>): Promise<{ warnings: Diagnostic[]; report: string; root: string }> {
  const root = writeTree({ 'portal.config.ts': "export default { contentDir: 'docs' };\n", 'docs/intro.md': '# Intro\n\nText.\n', ...files });
  trees.push(root);
  const result = await build({ cwd: root, outDir: path.join(root, 'build') });
  const warnings = result.warnings.filter((w) => w.message.includes('needs the browser'));
  return { warnings, report: formatReport(warnings), root };
}

/** A path as the messages give it (relative to the folder the build started from, the site's). */
const shown = (_root: string, rel: string) => rel;

// Migrated Docusaurus sites have no 'use client': their interactive components became dead HTML without a word.
describe('a site component that needs the browser but renders on the server only', () => {
  it('is a warning per component, naming it, its file and the page line that first renders it, given once for the site', async () => {
    const { warnings, report, root } = await browserWarnings({
      'src/components/Btn.jsx': [
        "import React, { useState, useEffect } from 'react';",
        "import BrowserOnly from '@docusaurus/BrowserOnly';",
        'export function Btn() { return <button onClick={() => window.print()}>Print</button>; }',
        'export function Counter() { const [n, setN] = useState(0); useEffect(() => setN(5), []); return <span>count {n}</span>; }',
        'export function Late() { return <BrowserOnly fallback={<div>Loading…</div>}>{() => <div>Loaded</div>}</BrowserOnly>; }',
        '',
      ].join('\n'),
      'docs/page.mdx': "import {Btn, Counter, Late} from '@site/src/components/Btn';\n\n# Page\n\n<Btn />\n\n<Counter />\n\n<Late />\n",
      'docs/other.mdx': "import {Btn, Counter} from '@site/src/components/Btn';\n\n# Other\n\nText.\n\n<Counter />\n\n<Btn />\n",
    });
    const file = shown(root, 'src/components/Btn.jsx');
    const page = shown(root, 'docs/page.mdx');
    const byComponent = (name: string) => warnings.filter((w) => w.file === page && w.message.startsWith(`component <${name}> (${file}) needs the browser`));
    expect(byComponent('Btn')[0]).toMatchObject({ file: page, line: 5, sitewide: true });
    expect(byComponent('Btn')[0]!.message).toContain('sets onClick on <button>');
    expect(byComponent('Btn')[0]!.hint).toContain(`add 'use client'; as the first line of ${file}`);
    expect(byComponent('Counter')[0]).toMatchObject({ file: page, line: 7 });
    expect(byComponent('Counter')[0]!.message).toMatch(/calls useState, calls useEffect$/);
    expect(byComponent('Late')[0]).toMatchObject({ file: page, line: 9 });
    expect(byComponent('Late')[0]!.message).toContain('renders <BrowserOnly>');
    // Two pages render Btn and Counter: the report gives each once, at its first page, with the other place.
    expect(report.match(/component <Btn>/g)).toHaveLength(1);
    expect(report.match(/component <Counter>/g)).toHaveLength(1);
    expect(report).toContain('docs/other.mdx:7:1: component <Counter>');
    expect(report).toMatch(/component <Counter>[^\n]*\(2 places in 2 files; also docs\/page\.mdx:7:1\)/);
    expect(report).toMatch(/docs\/other\.mdx:9:1: component <Btn>[^\n]*\(2 places in 2 files; also docs\/page\.mdx:5:1\)/);
  });

  it('names the inner component and its own file, at the line of the component the page renders; a custom hook counts for its caller', async () => {
    const { warnings, root } = await browserWarnings({
      'src/components/Toggle.jsx': [
        "import { useState } from 'react';",
        'function useOpen() { return useState(false); }',
        'export default function Toggle({ label }) { const [open, setOpen] = useOpen(); return <p>{label} {String(open)}</p>; }',
        '',
      ].join('\n'),
      'src/components/Card.jsx': [
        "import Toggle from './Toggle';",
        'export default function Card({ title }) { return <section><h3>{title}</h3><Toggle label="more" /></section>; }',
        '',
      ].join('\n'),
      'docs/card.mdx': 'import Card from \'@site/src/components/Card\';\n\n# Card\n\n<Card title="A" />\n',
    });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ file: shown(root, 'docs/card.mdx'), line: 5 });
    expect(warnings[0]!.message).toBe(
      `component <Toggle> (${shown(root, 'src/components/Toggle.jsx')}) needs the browser, but renders as static HTML only: it calls useState`,
    );
  });

  it("is a warning for a page's own <BrowserOnly> and onClick", async () => {
    const { warnings, root } = await browserWarnings({
      'docs/own.mdx': [
        "import BrowserOnly from '@docusaurus/BrowserOnly';",
        '',
        '# Own',
        '',
        '<BrowserOnly fallback={<p>Loading…</p>}>{() => <p>Here</p>}</BrowserOnly>',
        '',
        '<button onClick={() => alert(1)}>Hi</button>',
        '',
      ].join('\n'),
    });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ file: shown(root, 'docs/own.mdx'), line: 5 });
    expect(warnings[0]!.message).toBe(
      "the page's own JSX needs the browser, but renders as static HTML only: it renders <BrowserOnly> (the server shows its fallback), sets onClick on <button>",
    );
  });
});

describe('no warning', () => {
  it('for static components: props to markup, lists, context, memo, refs, links, render props, MDXComponents', async () => {
    const { warnings } = await browserWarnings({
      'src/components/Static.jsx': [
        "import React, { useContext, useMemo, useRef, createContext } from 'react';",
        "import Link from '@docusaurus/Link';",
        "import useDocusaurusContext from '@docusaurus/useDocusaurusContext';",
        'const Theme = createContext("plain");',
        'export function Badge({ text, color = "blue" }) { const style = useMemo(() => ({ color }), [color]); return <span className="badge" style={style}>{text}</span>; }',
        'export function List({ items, renderItem = (i) => <b>{i}</b> }) { const ref = useRef(null); const theme = useContext(Theme); return <ul ref={ref} className={theme}>{items.map((i) => <li key={i}>{renderItem(i)}</li>)}</ul>; }',
        'export function Site() { const { siteConfig } = useDocusaurusContext(); return <p>{siteConfig.title} <Link to="/intro">intro</Link></p>; }',
        'export class Old extends React.Component { render() { return <i>{this.props.children}</i>; } }',
        '',
      ].join('\n'),
      'src/theme/MDXComponents.js': [
        "import MDXComponents from '@theme-original/MDXComponents';",
        "import { Badge } from '@site/src/components/Static';",
        'export default { ...MDXComponents, Badge };',
        '',
      ].join('\n'),
      'docs/static.mdx': [
        "import { List, Site, Old } from '@site/src/components/Static';",
        '',
        '# Static',
        '',
        '<Badge text="new" />',
        '',
        '<List items={["a", "b"]} renderItem={(i) => <em>{i}</em>} />',
        '',
        '<Site />',
        '',
        '<Old>old</Old>',
        '',
      ].join('\n'),
    });
    expect(warnings).toEqual([]);
  });

  it("for a component whose module says 'use client' (it is an island)", async () => {
    const { warnings } = await browserWarnings({
      'src/components/Counter.jsx': [
        "'use client';",
        "import { useState, useEffect } from 'react';",
        'export default function Counter() { const [n, setN] = useState(0); useEffect(() => {}, []); return <button onClick={() => setN(n + 1)}>{n}</button>; }',
        '',
      ].join('\n'),
      'docs/island.mdx': "import Counter from '@site/src/components/Counter';\n\n# Island\n\n<Counter />\n",
    });
    expect(warnings).toEqual([]);
  });
});
