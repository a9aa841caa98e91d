import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mdxTwinMarkdown } from '../../../src/llms/mdx-twin.ts';

const FIXTURE = path.resolve(import.meta.dirname, '../../fixtures/docusaurus-mdx/docs');

describe('mdxTwinMarkdown: an MDX guide as Markdown for its twin (issue 14)', () => {
  it("drops a heading's explicit {#id} and the magic comments of its code", () => {
    const body = ['## Refunds {#refunds}', '', '```js', '// highlight-next-line', 'refund();', '```', ''].join('\n');
    expect(mdxTwinMarkdown(body)).toBe(['## Refunds', '', '```js', 'refund();', '```', ''].join('\n'));
  });

  it('renders Tabs as labelled sections, admonitions as blockquotes, CodeBlock as a fence and components as their text', () => {
    const body = [
      "import Tabs from '@theme/Tabs';",
      "import TabItem from '@theme/TabItem';",
      "export const product = 'Acme';",
      '',
      'Welcome. {/* a comment */}',
      '',
      '<Tabs groupId="lang">',
      '  <TabItem value="js" label="JavaScript">',
      '',
      '```js',
      'npm install acme',
      '```',
      '',
      '  </TabItem>',
      '  <TabItem value="py">Use **pip**.</TabItem>',
      '</Tabs>',
      '',
      ':::caution[Mind the keys]',
      'Keep them secret.',
      ':::',
      '',
      ':::note',
      'Plain note.',
      ':::',
      '',
      '<Admonition type="tip" title="Tip title">Some *tip*.</Admonition>',
      '',
      '<CodeBlock language="json" title="a.json">{`{ "a": 1 }`}</CodeBlock>',
      '',
      'A <Badge>beta</Badge> feature, see <Link to="/x">the page</Link>.',
      '',
      '<Screenshot src="x.png" />',
      '',
    ].join('\n');
    expect(mdxTwinMarkdown(body)).toBe(
      [
        'Welcome.',
        '',
        '**JavaScript**',
        '',
        '```js',
        'npm install acme',
        '```',
        '',
        '**py**',
        '',
        'Use **pip**.',
        '',
        '> **Mind the keys**',
        '>',
        '> Keep them secret.',
        '',
        '> **Note**',
        '>',
        '> Plain note.',
        '',
        '> **Tip title**',
        '>',
        '> Some _tip_.',
        '',
        '```json title="a.json"',
        '{ "a": 1 }',
        '```',
        '',
        'A beta feature, see [the page](/x).',
        '',
      ].join('\n'),
    );
  });

  it('leaves no import line and no JSX tag in the twins of the Docusaurus fixture', () => {
    for (const name of ['intro.mdx', 'guides/webhooks.mdx', '_need-help.mdx']) {
      const twin = mdxTwinMarkdown(readFileSync(path.join(FIXTURE, name), 'utf8').replace(/^---\n[\s\S]*?\n---\n/, ''));
      expect(twin, name).not.toMatch(/^import /m);
      expect(twin, name).not.toMatch(/^export /m);
      expect(twin, name).not.toMatch(/<[A-Z][A-Za-z]*[\s/>]/);
      expect(twin, name).not.toMatch(/\{\/\*/);
    }
  });

  it('gives a body that is not valid MDX back as written', () => {
    expect(mdxTwinMarkdown('<Tabs>\n  <TabItem>\n</Tabs>\n')).toBe('<Tabs>\n  <TabItem>\n</Tabs>\n');
  });
});
