/**
 * An SVG file imported by a site component, as Docusaurus's SVGR loader gives it: a React component
 * (`import Logo from './logo.svg'; <Logo className="logo" />`, also `require('…svg').default`) that
 * renders the file's `<svg>` with its attributes, the props given winning, and its content as it is.
 * Site components are trusted code (what they import is the site's own), so the content is not
 * sanitized here; SVG images of the content are handled as images.
 */

/** React's names for the SVG attributes a root `<svg>` usually carries (others keep their name: React passes them through). */
const REACT_NAMES: Record<string, string> = {
  class: 'className',
  'xlink:href': 'xlinkHref',
  'xml:space': 'xmlSpace',
  'xmlns:xlink': 'xmlnsXlink',
  'fill-rule': 'fillRule',
  'clip-rule': 'clipRule',
  'fill-opacity': 'fillOpacity',
  'stroke-width': 'strokeWidth',
  'stroke-linecap': 'strokeLinecap',
  'stroke-linejoin': 'strokeLinejoin',
  'stroke-miterlimit': 'strokeMiterlimit',
  'stroke-opacity': 'strokeOpacity',
  'stroke-dasharray': 'strokeDasharray',
  'font-family': 'fontFamily',
  'font-size': 'fontSize',
  'font-weight': 'fontWeight',
  'text-anchor': 'textAnchor',
  'enable-background': 'enableBackground',
};

const ROOT = /<svg\b((?:[^>"']|"[^"]*"|'[^']*')*)>/i;
const ATTRIBUTE = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

/** A `style` attribute as React's style object (`fill:red; stroke-width:2` → `{ fill: 'red', strokeWidth: '2' }`). */
function styleObject(style: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const rule of style.split(';')) {
    const at = rule.indexOf(':');
    if (at === -1) continue;
    const name = rule.slice(0, at).trim();
    const value = rule.slice(at + 1).trim();
    if (name) out[name.startsWith('--') ? name : name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())] = value;
  }
  return out;
}

/** The root `<svg>`'s attributes as React props and its content, or undefined for a file that holds no `<svg>`. */
export function parseSvg(text: string): { props: Record<string, unknown>; content: string } | undefined {
  const source = text
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<\?xml[\s\S]*?\?>/g, '')
    .replace(/<!DOCTYPE[^>]*>/gi, '');
  const root = ROOT.exec(source);
  if (!root) return undefined;
  const close = source.toLowerCase().lastIndexOf('</svg>');
  const content = root[1]!.trimEnd().endsWith('/') ? '' : source.slice(root.index + root[0].length, close === -1 ? undefined : close);
  const props: Record<string, unknown> = {};
  for (const match of root[1]!.replace(/\/\s*$/, '').matchAll(ATTRIBUTE)) {
    const name = match[1]!;
    const value = match[2] ?? match[3] ?? match[4] ?? '';
    if (name === 'style') props.style = styleObject(value);
    else props[REACT_NAMES[name] ?? name] = value;
  }
  return { props, content: content.trim() };
}

/**
 * The ES module an imported SVG file becomes: its component as the default export and as
 * `ReactComponent` (create-react-app's name, which some sites use), rendering the same markup on the
 * server and in the browser.
 */
export function svgComponentModule(text: string, file: string): string {
  const svg = parseSvg(text) ?? { props: {}, content: '' };
  const name = JSON.stringify(file.split(/[\\/]/).pop() ?? 'image.svg');
  return `import { createElement } from 'react';
const attributes = ${JSON.stringify(svg.props)};
const content = { __html: ${JSON.stringify(svg.content)} };
export default function SvgComponent(props) {
  const { title, ...rest } = props ?? {};
  return createElement('svg', { ...attributes, ...rest, dangerouslySetInnerHTML: title ? { __html: '<title>' + String(title).replace(/[<&]/g, (c) => (c === '<' ? '&lt;' : '&amp;')) + '</title>' + content.__html } : content });
}
SvgComponent.displayName = ${name};
export const ReactComponent = SvgComponent;
`;
}

/** The same component for an MDX page's own import of an SVG file (rendered where the page is compiled). */
export function svgComponent(
  text: string,
  createElement: (type: string, props: Record<string, unknown>) => unknown,
): (props?: Record<string, unknown>) => unknown {
  const svg = parseSvg(text) ?? { props: {}, content: '' };
  return (props = {}) => createElement('svg', { ...svg.props, ...props, dangerouslySetInnerHTML: { __html: svg.content } });
}
