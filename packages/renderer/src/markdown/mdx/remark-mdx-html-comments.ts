import type { Root } from 'mdast';
import type { Code, Construct, Effects, Extension, State, TokenizeContext } from 'micromark-util-types';
import type { Plugin } from 'unified';

declare module 'micromark-util-types' {
  interface TokenTypeMap {
    htmlComment: 'htmlComment';
    htmlCommentText: 'htmlCommentText';
    htmlCommentTrailing: 'htmlCommentTrailing';
  }
}

/**
 * `<!-- … -->` in MDX read as a comment and left out of the page, as Docusaurus reads MDX (its
 * `markdown.mdx1Compat.comments`, on by default): MDX alone refuses `<!` as a broken JSX tag, so
 * a `.md` guide with `<!-- prettier-ignore -->` failed the build. A comment may span lines; one on
 * lines of its own is a flow construct (it leaves no empty paragraph), one inside a paragraph a text
 * construct. An unclosed `<!--` is not a comment, and MDX reports it as before; so is a comment that
 * starts a line with text after it (`<!-- x --> text`: MDX's JSX reads the line first and refuses `<!`).
 *
 * Written here rather than taken from remark-comment (what Docusaurus uses): its tokenizer consumes
 * after closing a token, which micromark's development build rejects ("expected last token to be open").
 * Its tokens hold no `data`, so mdast gets nothing from them.
 */
export const remarkMdxHtmlComments: Plugin<[], Root> = function () {
  const data = this.data() as { micromarkExtensions?: Extension[] };
  // Added after remark-mdx, so tried before its JSX constructs (micromark puts later extensions first).
  (data.micromarkExtensions ??= []).push({ flow: { [LESS_THAN]: flowComment }, text: { [LESS_THAN]: textComment } });
};

const LESS_THAN = 60;
const EXCLAMATION = 33;
const DASH = 45;
const GREATER_THAN = 62;
const SPACE = 32;
const TAB = 9;

const isLineEnding = (code: Code) => code !== null && code < -2;

/** `<!--`, anything up to `-->` (line endings included), then for a flow comment only spaces until the end of the line. */
function tokenizeComment(flow: boolean) {
  return function tokenize(this: TokenizeContext, effects: Effects, ok: State, nok: State): State {
    const expect =
      (char: number, next: State): State =>
      (code) => {
        if (code !== char) return nok(code);
        effects.consume(code);
        return next;
      };
    let dashes = 0;
    let inText = false;
    const endText = () => {
      if (inText) effects.exit('htmlCommentText');
      inText = false;
    };
    const inside: State = (code) => {
      if (code === null) return nok(code);
      if (isLineEnding(code)) {
        endText();
        effects.enter('lineEnding');
        effects.consume(code);
        effects.exit('lineEnding');
        dashes = 0;
        return inside;
      }
      if (!inText) effects.enter('htmlCommentText');
      inText = true;
      effects.consume(code);
      if (code === GREATER_THAN && dashes >= 2) {
        endText();
        effects.exit('htmlComment');
        return flow ? trailing : ok;
      }
      dashes = code === DASH ? dashes + 1 : 0;
      return inside;
    };
    /** A flow comment ends its line: spaces may follow, text may not (then it is read as text). */
    const trailing: State = (code) => {
      if (code !== SPACE && code !== TAB) return code === null || isLineEnding(code) ? ok(code) : nok(code);
      effects.enter('htmlCommentTrailing');
      return spaces(code);
    };
    const spaces: State = (code) => {
      if (code === SPACE || code === TAB) {
        effects.consume(code);
        return spaces;
      }
      effects.exit('htmlCommentTrailing');
      return code === null || isLineEnding(code) ? ok(code) : nok(code);
    };
    // `<!-->` is no comment (as in HTML): what follows the opening dashes may not close it at once.
    const opened: State = (code) => (code === GREATER_THAN ? nok(code) : inside(code));
    return (code) => {
      effects.enter('htmlComment');
      effects.consume(code);
      return expect(EXCLAMATION, expect(DASH, expect(DASH, opened)));
    };
  };
}

const flowComment: Construct = { name: 'mdxHtmlCommentFlow', tokenize: tokenizeComment(true), concrete: true };
const textComment: Construct = { name: 'mdxHtmlCommentText', tokenize: tokenizeComment(false) };
