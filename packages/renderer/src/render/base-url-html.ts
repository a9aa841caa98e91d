import { withBase } from '../url.ts';

/**
 * A tag with a root-relative URL in one of the attributes that load or link something. The text
 * of a page never matches: React and rehype escape `<` in text, so every `<name` here starts a tag.
 */
const TAG_WITH_PATH = /<[a-zA-Z][^<>]*?\s(?:href|src|srcset|poster|action|data-module|data-items)="\/[^<>]*>/g;
const ATTRIBUTE = /(\s(?:href|src|poster|action|data-module|data-items)=")(\/[^"]*)"/g;
const SRCSET = /(\ssrcset=")([^"]*)"/g;

/**
 * The page as served under the site's base path: every root-relative `href`, `src`, `srcset`,
 * `poster`, `action`, site island module (`data-module`) and sidebar items file (`data-items`) made to carry it (`withBase`, url.ts:
 * `/guides/x` → `/docs/guides/x`, a path already under the base is left). Templates and Markdown
 * write site paths (routes); this is the one place they become URLs. The HTML is returned as it is
 * when the base is `/`.
 */
export function withBaseInHtml(html: string, base: string): string {
  if (base === '/') return html;
  return html.replace(TAG_WITH_PATH, (tag) =>
    tag
      .replace(ATTRIBUTE, (_, start: string, url: string) => `${start}${withBase(url, base)}"`)
      .replace(
        SRCSET,
        (_, start: string, list: string) =>
          `${start}${list.replace(/(^|,\s*)(\/[^\s,]*)/g, (__, sep: string, url: string) => `${sep}${withBase(url, base)}`)}"`,
      ),
  );
}
