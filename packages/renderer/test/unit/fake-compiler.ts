import type { MarkdownCompiler } from '../../src/markdown/compile-markdown.ts';

/** A Markdown compiler that links to one guide and shows one image, warns once, and counts its runs. */
export function fakeCompiler(): { compile: MarkdownCompiler; runs: () => number } {
  let runs = 0;
  return {
    runs: () => runs,
    compile: (markdown, ctx) => {
      runs++;
      const route = ctx.routeOfFile('other.md');
      const image = ctx.addAsset('/content/img.svg');
      ctx.diagnostics.warn('a warning', { file: ctx.displayPath, line: 1 });
      return {
        html: `<p>${markdown} → ${route} ${image}</p>`,
        headings: [{ depth: 2, id: 'x', text: 'X' }],
        links: [{ raw: './other.md', resolved: route ?? '', kind: 'markdown-file', line: 1, column: 1 }],
        apiMentions: [],
      };
    },
  };
}
