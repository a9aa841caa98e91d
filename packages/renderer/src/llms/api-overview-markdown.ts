import { schemeSummary } from '../openapi/scheme-summary.ts';
import type { ApiSite } from '../site/types.ts';
import { extensionLines, joinLines, seeAlso } from './api-markdown-parts.ts';
import { oneLine } from './schema-markdown.ts';

/**
 * The Markdown twin of the API overview: the description, version, contact, licence and terms, servers
 * (with their variables), authentication schemes, then each tag with its description and its operations
 * linked to their twins; the `x-` keys the page shows, as lists.
 */
export function apiOverviewMarkdown(options: { api: ApiSite; title: string; twinHref: (route: string) => string; fileHref: string }): string {
  const model = options.api.model;
  const out: string[] = [`# ${options.title}`, ''];
  if (model.summary) out.push(oneLine(model.summary), '');
  if (model.description) out.push(model.description.trim(), '');
  out.push(`Version ${model.version}. Description file: ${options.fileHref}`, '');
  const contact = model.contact;
  if (contact) {
    const ways = [contact.email ? `<${contact.email}>` : '', contact.url ?? ''].filter(Boolean).join(', ');
    out.push(`Contact: ${[contact.name, ways].filter(Boolean).join(', ')}`, '', ...extensionLines(contact.extensions, 'Extensions:'));
  }
  if (model.license)
    out.push(
      `License: ${model.license.url ? `[${model.license.name}](${model.license.url})` : model.license.name}`,
      '',
      ...extensionLines(model.license.extensions, 'Extensions:'),
    );
  if (model.termsOfService) out.push(`Terms of service: ${model.termsOfService}`, '');
  out.push(...seeAlso(model.externalDocs));
  if (model.servers.length) {
    out.push('## Servers', '');
    for (const server of model.servers) {
      out.push(`- ${server.url}${server.description ? `: ${oneLine(server.description)}` : ''}`);
      for (const v of server.variables ?? [])
        out.push(
          `  - \`${v.name}\`: default \`${v.default}\`${v.enum?.length ? `, one of ${v.enum.map((e) => `\`${e}\``).join(', ')}` : ''}${v.description ? `. ${oneLine(v.description)}` : ''}`,
        );
    }
    out.push('');
  }
  if (model.securitySchemes.length) {
    out.push('## Authentication', '');
    for (const scheme of model.securitySchemes) {
      out.push(`### ${scheme.name}`, '', schemeSummary(scheme), '');
      if (scheme.description) out.push(scheme.description.trim(), '');
      for (const [flow, { authorizationUrl, tokenUrl, scopes }] of Object.entries(scheme.flows ?? {})) {
        out.push(`- Flow \`${flow}\`${authorizationUrl ? `, authorization URL ${authorizationUrl}` : ''}${tokenUrl ? `, token URL ${tokenUrl}` : ''}`);
        for (const [scope, about] of Object.entries(scopes ?? {})) out.push(`  - \`${scope}\`${about ? `: ${oneLine(about)}` : ''}`);
      }
      if (scheme.flows) out.push('');
      if (scheme.openIdConnectUrl) out.push(`OpenID Connect discovery: ${scheme.openIdConnectUrl}`, '');
      out.push(...extensionLines(scheme.extensions, 'Extensions:'));
    }
  }
  for (const tag of model.tags) {
    out.push(`## ${tag.name}`, '');
    if (tag.description) out.push(tag.description.trim(), '');
    out.push(...seeAlso(tag.externalDocs));
    for (const op of tag.operations)
      out.push(`- [${op.method.toUpperCase()} ${op.path}](${options.twinHref(op.route)})${op.summary ? `: ${oneLine(op.summary)}` : ''}`);
    if (tag.operations.length) out.push('');
    out.push(...extensionLines(tag.extensions, 'Extensions:'));
  }
  out.push(...extensionLines(model.rootExtensions, '## Extensions'));
  return joinLines(out);
}
