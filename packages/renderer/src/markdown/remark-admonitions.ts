import type { Root, Paragraph, PhrasingContent, Text } from 'mdast';
import { directiveFromMarkdown, type ContainerDirective } from 'mdast-util-directive';
import { directive } from 'micromark-extension-directive';
import { toString } from 'mdast-util-to-string';
import type { Plugin } from 'unified';
import { visit } from './visit-tree.ts';
import { rewriteOutsideFences } from './outside-fences.ts';

/** Every admonition type Docusaurus knows: the one list the parser and the unknown-`:::foo` warning read. */
export const ADMONITION_TYPES = ['note', 'tip', 'info', 'warning', 'danger', 'caution', 'important', 'secondary', 'success'] as const;
type AdmonitionType = (typeof ADMONITION_TYPES)[number];
type AdmonitionLook = 'note' | 'tip' | 'info' | 'warning' | 'danger';

/** Docusaurus draws its alias types like one of the five base types (theme-classic `Admonition/Types`). */
const LOOK: Record<AdmonitionType, AdmonitionLook> = {
  note: 'note',
  tip: 'tip',
  info: 'info',
  warning: 'warning',
  danger: 'danger',
  caution: 'warning',
  important: 'info',
  secondary: 'note',
  success: 'tip',
};

/** The title an admonition shows when it has none of its own. */
export const DEFAULT_TITLES: Record<AdmonitionType, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
  caution: 'Caution',
  important: 'Important',
  secondary: 'Secondary',
  success: 'Success',
};

/** Inline SVG paths for the admonition icons (16×16, currentColor). */
const ICONS: Record<AdmonitionLook, string> = {
  note: 'M8 1.5a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13ZM0 8a8 8 0 1 1 16 0A8 8 0 0 1 0 8Zm6.5-.25A.75.75 0 0 1 7.25 7h1a.75.75 0 0 1 .75.75v2.75h.25a.75.75 0 0 1 0 1.5h-2a.75.75 0 0 1 0-1.5h.25v-2h-.25a.75.75 0 0 1-.75-.75ZM8 6a1 1 0 1 1 0-2 1 1 0 0 1 0 2Z',
  info: 'M8 1.5a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13ZM0 8a8 8 0 1 1 16 0A8 8 0 0 1 0 8Zm6.5-.25A.75.75 0 0 1 7.25 7h1a.75.75 0 0 1 .75.75v2.75h.25a.75.75 0 0 1 0 1.5h-2a.75.75 0 0 1 0-1.5h.25v-2h-.25a.75.75 0 0 1-.75-.75ZM8 6a1 1 0 1 1 0-2 1 1 0 0 1 0 2Z',
  tip: 'M8 1.5c-2.363 0-4 1.69-4 3.75 0 .984.424 1.625.984 2.304l.214.253c.223.264.47.556.673.848.284.411.537.896.621 1.49a.75.75 0 0 1-1.484.211c-.04-.282-.163-.547-.37-.847a8.456 8.456 0 0 0-.542-.68c-.084-.1-.173-.205-.268-.32C3.201 7.75 2.5 6.766 2.5 5.25 2.5 2.31 4.863 0 8 0s5.5 2.31 5.5 5.25c0 1.516-.701 2.5-1.328 3.259-.095.115-.184.22-.268.319-.207.245-.383.453-.541.681-.208.3-.33.565-.37.847a.751.751 0 0 1-1.485-.212c.084-.593.337-1.078.621-1.489.203-.292.45-.584.673-.848.075-.088.147-.173.213-.253.561-.679.985-1.32.985-2.304 0-2.06-1.637-3.75-4-3.75ZM5.75 12h4.5a.75.75 0 0 1 0 1.5h-4.5a.75.75 0 0 1 0-1.5ZM6 15.25a.75.75 0 0 1 .75-.75h2.5a.75.75 0 0 1 0 1.5h-2.5a.75.75 0 0 1-.75-.75Z',
  warning:
    'M6.457 1.047c.659-1.234 2.427-1.234 3.086 0l6.082 11.378A1.75 1.75 0 0 1 14.082 15H1.918a1.75 1.75 0 0 1-1.543-2.575Zm1.763.707a.25.25 0 0 0-.44 0L1.698 13.132a.25.25 0 0 0 .22.368h12.164a.25.25 0 0 0 .22-.368Zm.53 3.996v2.5a.75.75 0 0 1-1.5 0v-2.5a.75.75 0 0 1 1.5 0ZM9 11a1 1 0 1 1-2 0 1 1 0 0 1 2 0Z',
  danger:
    'M4.47.22A.749.749 0 0 1 5 0h6c.199 0 .389.079.53.22l4.25 4.25c.141.14.22.331.22.53v6a.749.749 0 0 1-.22.53l-4.25 4.25A.749.749 0 0 1 11 16H5a.749.749 0 0 1-.53-.22L.22 11.53A.749.749 0 0 1 0 11V5c0-.199.079-.389.22-.53Zm.84 1.28L1.5 5.31v5.38l3.81 3.81h5.38l3.81-3.81V5.31L10.69 1.5ZM8 4a.75.75 0 0 1 .75.75v3.5a.75.75 0 0 1-1.5 0v-3.5A.75.75 0 0 1 8 4Zm0 8a1 1 0 1 1 0-2 1 1 0 0 1 0 2Z',
};

function isAdmonition(name: string): name is AdmonitionType {
  return (ADMONITION_TYPES as readonly string[]).includes(name);
}

const TITLE_LINE = new RegExp(`^((?:> *)*[ \\t]*:{3,}(?:${ADMONITION_TYPES.join('|')}))[ \\t]+(\\S.*?)[ \\t]*$`);
/**
 * The same line with a name of the writer's own (`:::location Where to find it`, a keyword the
 * Docusaurus site configured): given its label too, so it is a directive that the unknown-directive
 * warning names, instead of its text leaking into the page as a paragraph without a word.
 */
const OWN_TITLE_LINE = /^((?:> *)*[ \t]*:{3,}[a-z][\w-]*)[ \t]+([^\s[{].*?)[ \t]*$/;

/**
 * Docusaurus's legacy title syntax `:::note Your title` as the directive label `:::note[Your title]`
 * (what Docusaurus's own `admonitionTitleToDirectiveLabel` does before parsing), outside code fences.
 * The line keeps its length up to the title, so positions of everything else stay true.
 */
export function admonitionTitleToLabel(markdown: string): string {
  if (!markdown.includes(':::')) return markdown;
  return rewriteOutsideFences(markdown, (line) => {
    const bare = line.replace(/\r$/, '');
    const match = TITLE_LINE.exec(bare) ?? OWN_TITLE_LINE.exec(bare);
    if (!match || match[2]!.startsWith('[') || match[2]!.startsWith('{')) return undefined;
    return `${match[1]}[${match[2]}]${line.endsWith('\r') ? '\r' : ''}`;
  });
}

/**
 * The container directives of micromark-extension-directive (`:::name` … `:::`), without its leaf
 * `::name` and inline `:name`: admonitions are containers, and any other colon syntax
 * (`Note:this`, `$env:MK_API_KEY`, `::name[label]`) then stays plain Markdown instead of being
 * parsed as a directive and written back (trying the inline construct at every colon was a fifth
 * of micromark's time on the corpus).
 */
export const remarkContainerDirectives: Plugin<[], Root> = function () {
  const data = this.data() as { micromarkExtensions?: unknown[]; fromMarkdownExtensions?: unknown[] };
  // The package exports its constructs only together; the container's is the concrete one (its
  // content is not interrupted by lazy lines). Were that to change, leaf directives would be parsed
  // again, and the admonition tests would still pass.
  const flow = directive().flow ?? {};
  const containers = Object.fromEntries(Object.entries(flow).map(([code, constructs]) => [code, [constructs].flat().filter((c) => c?.concrete === true)]));
  const found = Object.values(containers).some((list) => list.length > 0);
  (data.micromarkExtensions ??= []).push({ flow: found ? containers : flow });
  (data.fromMarkdownExtensions ??= []).push(directiveFromMarkdown());
};

/**
 * Docusaurus admonitions (every type of ADMONITION_TYPES; nest them with more colons on the outer
 * one), with an optional title:
 *
 * ```md
 * :::warning[Never expose your secret key]
 * Keep it on the server.
 * :::
 * ```
 * becomes
 * ```html
 * <div class="admonition admonition-warning">   (`:::caution`: class="admonition admonition-warning admonition-caution")
 *   <p class="admonition-heading"><svg …/>Never expose your secret key</p>
 *   <div class="admonition-content"><p>Keep it on the server.</p></div>
 * </div>
 * ```
 */
export const remarkAdmonitions: Plugin<[], Root> = () => (tree, file) => {
  const own = file.data.portal?.admonitionKeywords ?? [];
  visit(tree, (node, _index, _parent) => {
    if (node.type !== 'containerDirective') return;
    const directive = node as ContainerDirective;
    const known = isAdmonition(directive.name);
    if (!known && !own.includes(directive.name)) return;
    const first = directive.children[0];
    // A type of the site's own is drawn as Docusaurus draws a type it has no component for: as `info`, titled with its name.
    let title = known ? DEFAULT_TITLES[directive.name as AdmonitionType] : directive.name.charAt(0).toUpperCase() + directive.name.slice(1);
    let titleChildren: PhrasingContent[] | undefined;
    if (first?.type === 'paragraph' && (first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel) {
      directive.children.shift();
      titleChildren = first.children;
      title = toString(first);
    }
    const type = directive.name;
    const look = known ? LOOK[type as AdmonitionType] : 'info';
    const heading: Paragraph = {
      type: 'paragraph',
      data: { hName: 'p', hProperties: { className: ['admonition-heading'] } },
      children: [
        {
          type: 'html',
          value: `<svg class="admonition-icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true"><path fill="currentColor" d="${ICONS[look]}"/></svg>`,
        },
        ...(titleChildren ?? [{ type: 'text', value: title } as Text]),
      ],
    };
    const content = {
      type: 'blockquote',
      data: { hName: 'div', hProperties: { className: ['admonition-content'] } },
      children: directive.children,
    } as unknown as ContainerDirective;
    directive.data = { hName: 'div', hProperties: { className: ['admonition', `admonition-${look}`, ...(look === type ? [] : [`admonition-${type}`])] } };
    directive.children = [heading, content] as ContainerDirective['children'];
  });
};
