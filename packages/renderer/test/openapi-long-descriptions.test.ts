import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../src/build.ts';

const SITE = path.join(import.meta.dirname, 'fixtures-openapi-site');
const tmp = mkdtempSync(path.join(os.tmpdir(), 'portal-long-descriptions-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** About 100 KB of Markdown: numbered sections of paragraphs and lists, so the last one is recognisable. */
function longMarkdown(label: string): string {
  const sections = Array.from(
    { length: 200 },
    (_, i) =>
      `## ${label} section ${i + 1}\n\n${`Paragraph ${i + 1} of the ${label} text, with \`code\` and a [link](https://example.com/${i}). `.repeat(5)}\n\n- first point of ${i + 1}\n- second point of ${i + 1}`,
  );
  return sections.join('\n\n');
}

describe('a named schema whose description is a long document', async () => {
  const outDir = path.join(tmp, 'out');
  const file = path.join(tmp, 'openapi.json');
  const paths = Object.fromEntries(
    [1, 2].map((n) => [
      `/things${n}`,
      {
        get: {
          operationId: `getThing${n}`,
          responses: { '200': { description: 'The thing.', content: { 'application/json': { schema: { $ref: '#/components/schemas/Thing' } } } } },
        },
      },
    ]),
  );
  const api = {
    openapi: '3.0.3',
    info: { title: 'Long Descriptions', version: '1.0.0', description: longMarkdown('info') },
    paths,
    components: { schemas: { Thing: { type: 'object', description: longMarkdown('schema'), properties: { id: { type: 'string' } } } } },
  };
  writeFileSync(file, JSON.stringify(api));
  const result = await build({ cwd: SITE, outDir, openapiFile: file });
  const page = (route: string) => readFileSync(path.join(outDir, route, 'index.html'), 'utf8');

  it('is whole on the overview, with the info description', () => {
    expect(result.warnings).toEqual([]);
    const overview = page('api/mk-api');
    // A description's heading ends with its # link (description-heading-ids.ts).
    expect(overview).toContain('info section 200<a href="#');
    expect(overview).toContain('<li>second point of 200</li>');
    expect(overview).toContain('schema section 200<a href="#');
  });

  it('shows its start on each operation page that uses the schema, with a link to the whole', () => {
    for (const route of ['api/get-thing-1', 'api/get-thing-2']) {
      const html = page(route);
      expect(html).toContain('schema section 1<a href="#');
      expect(html).not.toContain('schema section 200<');
      expect(html).toMatch(/<a href="\/api\/mk-api#schema-Thing">The whole description of Thing<\/a>/);
    }
  });
});
