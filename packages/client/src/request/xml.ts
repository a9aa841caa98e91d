/** The `xml` hints of a schema (OpenAPI's XML object) and the parts of the schema the writer walks. */
export interface XmlSchema {
  type?: string | string[];
  xml?: { name?: string; attribute?: boolean; wrapped?: boolean; prefix?: string; namespace?: string };
  properties?: Record<string, XmlSchema>;
  items?: XmlSchema;
  [key: string]: unknown;
}

function escapeXml(text: string, attribute = false): string {
  const out = text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return attribute ? out.replace(/"/g, '&quot;') : out;
}

function qualified(name: string, schema?: XmlSchema): string {
  return schema?.xml?.prefix ? `${schema.xml.prefix}:${name}` : name;
}

/**
 * `value` as an XML document following the schema's `xml` hints: the root is named by `xml.name`, else
 * `rootName`; `attribute` properties become attributes; arrays repeat their item element, inside a wrapper
 * element when `wrapped`; `namespace` and `prefix` are declared on the element that carries them.
 */
export function toXml(value: unknown, schema: XmlSchema | undefined, rootName: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${element(value, schema, schema?.xml?.name ?? rootName, '')}`;
}

function element(value: unknown, schema: XmlSchema | undefined, name: string, indent: string): string {
  const tag = qualified(name, schema);
  const ns = schema?.xml?.namespace ? ` xmlns${schema.xml.prefix ? `:${schema.xml.prefix}` : ''}="${escapeXml(schema.xml.namespace, true)}"` : '';
  if (Array.isArray(value)) {
    const itemName = schema?.items?.xml?.name ?? name;
    const items = value.map((item) => element(item, schema?.items, itemName, schema?.xml?.wrapped ? `${indent}  ` : indent));
    return schema?.xml?.wrapped ? `${indent}<${tag}${ns}>\n${items.join('\n')}\n${indent}</${tag}>` : items.join('\n');
  }
  if (value !== null && typeof value === 'object') {
    let attributes = '';
    const children: string[] = [];
    for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
      if (child === undefined) continue;
      const childSchema = schema?.properties?.[key];
      const childName = childSchema?.xml?.name ?? key;
      if (childSchema?.xml?.attribute) attributes += ` ${qualified(childName, childSchema)}="${escapeXml(String(child), true)}"`;
      else children.push(element(child, childSchema, childName, `${indent}  `));
    }
    return children.length ? `${indent}<${tag}${ns}${attributes}>\n${children.join('\n')}\n${indent}</${tag}>` : `${indent}<${tag}${ns}${attributes}/>`;
  }
  return `${indent}<${tag}${ns}>${escapeXml(value === null || value === undefined ? '' : String(value))}</${tag}>`;
}
