import { describe, expect, it } from 'vitest';
import { pageSections } from '../../../src/search/page-sections.ts';

/** A page as portal's templates write it: navigation and footer around the article. */
const page = (article: string) =>
  `<!DOCTYPE html><html><head><title>Site</title></head><body><nav class="sidebar"><a href="/">Sidebar link</a></nav><article class="doc">${article}</article><footer>Footer text</footer></body></html>`;

/** Every word search reads of a page: title, headings and texts. */
const allText = (html: string) => {
  const found = pageSections(html)!;
  return [found.title, ...found.sections.flatMap(([, heading, text]) => [heading, text])].join(' ');
};

// What search reads of a rendered page (search/page-sections.ts).
describe('pageSections', () => {
  it('takes the title from the first h1 and cuts sections at headings with an id', () => {
    const html = page(
      '<h1>Refunds</h1><p>Give money back.</p>' +
        '<h2 id="refund-a-payment">Refund a payment</h2><p>Call the refunds endpoint.</p>' +
        '<h2 id="partial-refunds">Partial refunds</h2><p>Refund part of the amount.</p>',
    );
    expect(pageSections(html)).toEqual({
      title: 'Refunds',
      sections: [
        ['', '', 'Give money back.'],
        ['refund-a-payment', 'Refund a payment', 'Call the refunds endpoint.'],
        ['partial-refunds', 'Partial refunds', 'Refund part of the amount.'],
      ],
    });
  });

  it('keeps code blocks out of the text an excerpt shows, and searched by section', () => {
    const html = page(
      '<h1>Refunds</h1><p>Send the request:</p><pre class="shiki"><code><span>POST /v1/refunds HTTP/1.1</span>\n<span>Host: sandbox</span></code></pre><p>Then wait.</p>' +
        '<h2 id="errors">Errors</h2><p>It may fail.</p><pre><code>{"error": "invalid_request"}</code></pre>',
    );
    expect(pageSections(html)).toEqual({
      title: 'Refunds',
      sections: [
        ['', '', 'Send the request: Then wait.'],
        ['errors', 'Errors', 'It may fail.'],
      ],
      code: ['POST /v1/refunds HTTP/1.1 Host: sandbox', '{"error": "invalid_request"}'],
    });
  });

  it('reads only the article: navigation, header and footer give no words', () => {
    const found = pageSections(page('<h1>Payments</h1><p>Take a payment.</p>'))!;
    expect(found).toEqual({ title: 'Payments', sections: [['', '', 'Take a payment.']] });
    const words = allText(page('<h1>Payments</h1><p>Take a payment.</p>'));
    expect(words).not.toContain('Sidebar');
    expect(words).not.toContain('Footer');
    expect(words).not.toContain('Site');
  });

  it('leaves out hash links, code tabs, islands, pictures and scripts', () => {
    const html = page(
      '<h1>Refunds<a class="hash-link" href="#top" aria-label="Direct link">hashone</a></h1>' +
        '<p>Before the tabs.</p>' +
        '<div class="code-tabs"><div role="tablist"><button>tabcurl</button><button>tabnode</button></div><div><pre><code>tabcode <span>nested</span></code></pre></div></div>' +
        '<div data-island="Feedback" data-props="{}"><button>islandbutton</button><div>islanddeep</div></div>' +
        '<span data-island="CopyButton" data-props="{}" class="copy-island"><button>copyisland</button></span>' +
        '<p>Icon <svg viewBox="0 0 10 10"><title>svgtitle</title><path d="M0 0"/><svg><text>svginner</text></svg><text>svgafter</text></svg> here.</p>' +
        '<script>var scripttext = 1;</script><style>.styletext { color: red }</style><template><p>templatetext</p></template><noscript>noscripttext</noscript>' +
        '<h2 id="after" class="anchor">After<a class="hash-link" href="#after">hashtwo</a></h2><p>The end.</p>',
    );
    const found = pageSections(html)!;
    expect(found.title).toBe('Refunds');
    expect(found.sections.map((s) => s.slice(0, 2))).toEqual([
      ['', ''],
      ['after', 'After'],
    ]);
    const words = allText(html);
    for (const word of [
      'hashone',
      'hashtwo',
      'tabcurl',
      'tabnode',
      'tabcode',
      'nested',
      'islandbutton',
      'islanddeep',
      'copyisland',
      'svgtitle',
      'svginner',
      'svgafter',
      'scripttext',
      'styletext',
      'templatetext',
      'noscripttext',
    ]) {
      expect(words, word).not.toContain(word);
    }
    expect(found.sections[0]![2]).toBe('Before the tabs. Icon here.');
    expect(found.sections[1]![2]).toBe('The end.');
  });

  it('leaves out the API overview’s operation list, and schema trees only on a page with `api-schema`', () => {
    const overview = page(
      '<h1>API</h1><ul class="api-operation-list"><li>listoperation</li></ul><div class="api-schema"><div class="schema">schematree</div></div><p>Kept.</p>',
    );
    expect(allText(overview)).not.toContain('listoperation');
    expect(allText(overview)).not.toContain('schematree');
    expect(allText(overview)).toContain('Kept.');
    // A guide with a `schema` class of its own keeps that text.
    expect(allText(page('<h1>Guide</h1><div class="schema">ownschema</div>'))).toContain('ownschema');
  });

  it('decodes entities in text, headings and anchors', () => {
    const found = pageSections(
      page('<h1>Q&amp;A</h1><p>Fish &amp; chips &#x3C;b&#x3E; &quot;quoted&quot; &lt;tag&gt; caf&eacute; &#169;</p><h2 id="a&amp;b">A &amp; B</h2><p>x</p>'),
    )!;
    expect(found.title).toBe('Q&A');
    expect(found.sections[0]![2]).toBe('Fish & chips <b> "quoted" <tag> café ©');
    expect(found.sections[1]!.slice(0, 2)).toEqual(['a&b', 'A & B']);
  });

  it('keeps words across inline tags whole and splits them at block tags', () => {
    const found = pageSections(
      page(
        '<p>re<em>fund</em> a pay<strong>ment</strong> with <code>create</code><a href="/x">Refund</a> or <span>sp</span>an</p><p>a</p><p>b</p><ul><li>one</li><li>two</li></ul><div>three</div>four<br/>five<table><tr><td>six</td><td>seven</td></tr></table>',
      ),
    )!;
    expect(found.sections).toEqual([['', '', 'refund a payment with createRefund or span a b one two three four five six seven']]);
    // Heading text follows the same rules.
    const heading = pageSections(page('<h2 id="x">Par<em>tial</em> <code>re</code>funds<br/>now</h2>'))!;
    expect(heading.sections[1]![1]).toBe('Partial refunds now');
  });

  it('keeps a heading without an id in the section it stands in, words apart', () => {
    const found = pageSections(
      page('<h1>Guide</h1><h2 id="first">First</h2><p>one</p><h3>Plain heading</h3><p>two</p><h2 id="second">Second</h2><p>three</p>'),
    )!;
    expect(found.sections).toEqual([
      ['', '', ''],
      ['first', 'First', 'one Plain heading two'],
      ['second', 'Second', 'three'],
    ]);
  });

  it('collapses whitespace', () => {
    const found = pageSections(page('<h1>\n  Spaced\n  title  </h1><p>  many\n\n   spaces\there  </p>'))!;
    expect(found).toEqual({ title: 'Spaced title', sections: [['', '', 'many spaces here']] });
  });

  it('gives undefined for a page without an article', () => {
    expect(pageSections('<html><body><main><h1>Not found</h1><p>Nothing here.</p></main></body></html>')).toBeUndefined();
    expect(pageSections('')).toBeUndefined();
    // A page with an empty article has an empty title and one empty section.
    expect(pageSections('<article></article>')).toEqual({ title: '', sections: [['', '', '']] });
  });

  it('does not take a quoted `>` in an attribute for the end of its tag', () => {
    const found = pageSections(
      page(
        '<h1 data-note="a > leakedtitle">Title</h1><p title="x > leakedtext" data-y=\'1 > leakedsingle\'>Visible</p><h2 id="h" data-z="> leakedheading">Head</h2><p>z</p>',
      ),
    )!;
    expect(found).toEqual({
      title: 'Title',
      sections: [
        ['', '', 'Visible'],
        ['h', 'Head', 'z'],
      ],
    });
  });

  it('drops comments, such as the ones React writes between text parts', () => {
    const found = pageSections(
      page('<h1>Pay<!-- -->ments</h1><p>Refund <!-- -->42<!-- --> payments<!-- a comment with words --></p><h2 id="x">Step <!-- -->2</h2><p>y</p>'),
    )!;
    expect(found).toEqual({
      title: 'Payments',
      sections: [
        ['', '', 'Refund 42 payments'],
        ['x', 'Step 2', 'y'],
      ],
    });
    expect(allText(page('<p>a<!-- secretcomment -->b</p>'))).not.toContain('secretcomment');
  });

  it("reads a script's or style's text as text, not tags, and keeps the words around a skipped element apart", () => {
    const page = pageSections(
      '<article><h2 id="a">A</h2><script>if (a<b) { s = \'x\' }</script><p>after script</p><style>p<x{}</style><h2 id="b">B</h2><p>later one<span class="code-tabs">x</span>two</p></article>',
    )!;
    expect(page.sections).toEqual([
      ['', '', ''],
      ['a', 'A', 'after script'],
      ['b', 'B', 'later one two'],
    ]);
  });
});
