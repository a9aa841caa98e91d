import { copiedAsIs, staticFileBytes } from '../assets/static-dir.ts';
import { llmsLists, twinFile } from '../llms/llms-files.ts';
import { pageFile } from '../render/render-pages.ts';
import { metaFiles } from '../output/meta-files.ts';
import type { StagedOutput } from '../output/writer.ts';
import type { RenderedSite } from '../render/renderer.ts';
import type { Reporter } from '../reporter.ts';
import { readInputFile } from '../safety/read-input.ts';
import { publishedBytes } from '../safety/svg-sanitize.ts';
import type { BuildSearchIndex } from '../search/site-search.ts';
import type { SiteModel } from '../site/types.ts';
import type { SiteAssets } from './bundle-assets.ts';

/**
 * Writes the `static/` folder's files into the staging folder first (pages, written as they are rendered,
 * win over them), one at a time: a file is streamed, an SVG read and sanitized, so memory stays bounded.
 */
export function writeStaticDir(output: StagedOutput, assets: SiteAssets): void {
  for (const file of assets.staticDir) {
    if (copiedAsIs(file)) output.copyIn(file.rel, file.abs, { kind: 'asset', display: file.display });
    else {
      const bytes = staticFileBytes(file);
      if (bytes) output.write(file.rel, bytes);
    }
  }
}

/**
 * Writes the rest of the site into the staging folder once the pages are (`render` wrote them as
 * they came): assets, the images the pages use, the meta files (sitemap, robots, feeds), the
 * lists of twins (llms.txt, llms-full.txt), then the search index (made from the pages as they were written). Nothing is
 * published until `output.commit()`.
 */
export async function writeSite(
  output: StagedOutput,
  options: { site: SiteModel; rendered: RenderedSite; assets: SiteAssets; reporter: Reporter; search?: BuildSearchIndex },
): Promise<void> {
  const { site, rendered } = options;
  await output.flush();
  for (const [rel, data] of options.assets.files) output.write(rel, data);
  for (const [abs, rel] of rendered.images) {
    const bytes = publishedBytes(abs, readInputFile(abs, { kind: 'asset' }));
    if (bytes) output.write(rel, bytes);
  }
  for (const [rel, text] of metaFiles(site)) output.write(rel, text);
  // The twins were written beside the pages; llms-full.txt reads them back one at a time.
  const withTwin = new Set(rendered.pages.filter((page) => page.hasTwin).map((page) => page.file));
  const llms = llmsLists(site, { has: (page) => withTwin.has(pageFile(page)), read: (page) => output.read(twinFile(page)) });
  output.write('llms.txt', llms.index);
  output.writeParts('llms-full.txt', llms.full);
  const search = options.search;
  if (!search) return;
  for (const file of await options.reporter.task('index for search', () => search.files())) await output.writeSoon(file.path, file.content);
  await output.flush();
}
