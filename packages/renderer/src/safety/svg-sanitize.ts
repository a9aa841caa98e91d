import { DOMParser, XMLSerializer, type Element, type Node } from '@xmldom/xmldom';
import { isAllowedUrl } from './url-scheme.ts';

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';
const XML_NS = 'http://www.w3.org/XML/1998/namespace';
const XMLNS_NS = 'http://www.w3.org/2000/xmlns/';

/**
 * The SVG elements an image may hold: shapes, text, paint servers, filters, clipping and masking,
 * structure and declarative animation. Not `script`, `foreignObject` (HTML inside), `iframe`,
 * `handler` or anything outside the SVG namespace (Inkscape's and RDF metadata go too).
 */
const ELEMENTS = new Set(
  `a animate animateMotion animateTransform circle clipPath defs desc ellipse feBlend feColorMatrix feComponentTransfer
  feComposite feConvolveMatrix feDiffuseLighting feDisplacementMap feDistantLight feDropShadow feFlood feFuncA feFuncB feFuncG
  feFuncR feGaussianBlur feImage feMerge feMergeNode feMorphology feOffset fePointLight feSpecularLighting feSpotLight feTile
  feTurbulence filter g image line linearGradient marker mask metadata mpath path pattern polygon polyline radialGradient rect
  set stop style svg switch symbol text textPath title tspan use view`.split(/\s+/),
);
const ANIMATIONS = new Set(['animate', 'set', 'animateMotion', 'animateTransform']);
/** Raster images an `<image>` may embed as a data: URL (never SVG or HTML, which could carry script). */
const DATA_IMAGE = /^data:image\/(png|jpe?g|gif|webp|avif);base64,[a-z0-9+/=\s]*$/i;

/** An SVG made safe to serve from the site's origin, with what was taken out; or why it cannot be read. */
export type SanitizedSvg = { ok: true; bytes: Buffer; removed: string[] } | { ok: false; reason: string };

/** May this `href` stay on this element? Fragments always; else the content allow-list (`use` only fragments), and raster data: URLs on images. */
function hrefAllowed(element: string, value: string): boolean {
  const url = value.trim();
  if (url.startsWith('#')) return true;
  if (element === 'use' || element === 'mpath' || element === 'textPath') return false;
  if (DATA_IMAGE.test(url)) return element === 'image' || element === 'feImage';
  return isAllowedUrl(url);
}

/** Does an attribute value smuggle a script URL (`style="fill:url(javascript:…)"`, an animation's `to`)? */
function scriptInValue(value: string): boolean {
  // eslint-disable-next-line no-control-regex
  const cleaned = value.replace(/[\u0000-\u0020\u007f]/g, '').toLowerCase();
  return /(javascript|vbscript|livescript):|data:text\/html|data:image\/svg/.test(cleaned);
}

function cleanElement(el: Element, removed: string[]): void {
  for (const attr of [...Array.from(el.attributes)]) {
    const ns = attr.namespaceURI;
    const local = (attr.localName ?? attr.name).toLowerCase();
    let drop = false;
    if (ns === XMLNS_NS || attr.name === 'xmlns' || attr.name.startsWith('xmlns:')) drop = false;
    else if (ns && ns !== XLINK_NS && ns !== XML_NS) drop = true;
    else if (local.startsWith('on')) drop = true;
    else if (local === 'href') drop = !hrefAllowed(el.localName ?? '', attr.value);
    else if (scriptInValue(attr.value)) drop = true;
    if (drop) {
      removed.push(`${el.localName} ${attr.name}`);
      el.removeAttributeNode(attr);
    }
  }
}

function clean(node: Node, removed: string[]): void {
  for (const child of [...Array.from(node.childNodes)]) {
    if (child.nodeType === child.ELEMENT_NODE) {
      const el = child as Element;
      const name = el.localName ?? el.nodeName;
      const attributeName = (el.getAttribute('attributeName') ?? '').toLowerCase();
      const animatesLink = ANIMATIONS.has(name) && (attributeName.endsWith('href') || attributeName.startsWith('on'));
      if (el.namespaceURI !== SVG_NS || !ELEMENTS.has(name) || animatesLink) {
        removed.push(el.nodeName);
        node.removeChild(child);
        continue;
      }
      cleanElement(el, removed);
      clean(el, removed);
    } else if (child.nodeType === child.TEXT_NODE || child.nodeType === child.CDATA_SECTION_NODE) {
    } else {
      // Processing instructions (`<?xml-stylesheet?>` would run XSLT), comments, a DOCTYPE (entities).
      removed.push(child.nodeName);
      node.removeChild(child);
    }
  }
}

/**
 * Sanitizes an SVG by schema on a real XML parser: only SVG elements of the list above, no event
 * handler attributes, no attribute outside SVG's, XLink's and XML's namespaces, links only by the
 * content URL allow-list, no processing instruction, comment or DOCTYPE. The result is
 * serialised from the tree, so what the parser did not understand is not kept. Opened on its own
 * (the image's URL), it runs no script at the site's origin.
 */
export function sanitizeSvg(bytes: Uint8Array): SanitizedSvg {
  const errors: string[] = [];
  let doc: ReturnType<DOMParser['parseFromString']>;
  try {
    doc = new DOMParser({ onError: (level, message) => void (level !== 'warning' && errors.push(message)) }).parseFromString(
      Buffer.from(bytes).toString('utf8'),
      'image/svg+xml',
    );
  } catch (error) {
    return { ok: false, reason: `it is not well-formed XML (${String((error as Error).message).split('\n')[0]})` };
  }
  if (errors.length) return { ok: false, reason: `it is not well-formed XML (${errors[0]!.split('\n')[0]})` };
  const root = doc.documentElement;
  if (!root || root.namespaceURI !== SVG_NS || root.localName !== 'svg') return { ok: false, reason: 'its root element is not <svg> in the SVG namespace' };
  const removed: string[] = [];
  clean(doc, removed);
  return { ok: true, bytes: Buffer.from(new XMLSerializer().serializeToString(doc), 'utf8'), removed };
}

/**
 * The bytes a site publishes for one of its files: an SVG sanitized (above), anything else as read.
 * Undefined when an SVG cannot be read as XML (it is then not published).
 */
export function publishedBytes(file: string, bytes: Uint8Array): Uint8Array | undefined {
  if (!/\.svgz?$/i.test(file)) return bytes;
  if (/\.svgz$/i.test(file)) return undefined;
  const result = sanitizeSvg(bytes);
  return result.ok ? result.bytes : undefined;
}

/**
 * File types a guide may show as an image (`![…](x)`): images and media a browser never runs as a
 * page. An `.html`, `.xml` or `.js` file named as an image would otherwise be published and served
 * as a document at the site's origin.
 */
const IMAGE_TYPES = new Set([
  'png',
  'jpg',
  'jpeg',
  'gif',
  'webp',
  'avif',
  'svg',
  'ico',
  'bmp',
  'apng',
  'jxl',
  'tif',
  'tiff',
  'heic',
  'mp4',
  'webm',
  'ogv',
  'mov',
  'mp3',
  'ogg',
  'wav',
  'pdf',
]);

/** The image types, for messages. */
export const IMAGE_TYPE_NAMES = 'png, jpg, gif, webp, avif, svg, … mp4, webm, pdf';

/** Is this file of a type a guide may publish as an image? */
export function isImageType(file: string): boolean {
  const ext = /\.([a-z0-9]+)$/i.exec(file)?.[1]?.toLowerCase();
  return ext !== undefined && IMAGE_TYPES.has(ext);
}

/** Files of static/ that are documents or code a browser runs at the site's origin: not published in untrusted content mode. */
export function isActiveFile(file: string): boolean {
  return /\.(html?|xhtml|xht|shtml|xml|xsl|xslt|js|mjs|cjs|wasm|svgz)$/i.test(file);
}
