import { llmsFiles } from '../llms/llms-files.ts';
import { pageFile } from '../render/render-pages.ts';
import { metaFiles } from '../output/meta-files.ts';
import type { StagedOutput } from '../output/writer.ts';
import type { RenderedSite } from '../render/renderer.ts';
import type { Reporter } from '../reporter.ts';
import { readInputFile } from '../safety/read-input.ts';
import type { BuildSearchIndex } from '../search/site-search.ts';
import type { SiteModel } from '../site/types.ts';
import type { SiteAssets } from './bundle-assets.ts';

/** Writes the `static/` folder's files into the staging folder first: pages, written as they are rendered, win over them. */
export function writeStaticDir(output: StagedOutput, assets: SiteAssets): void {
  for (const [rel, data] of assets.staticDir) output.write(rel, data);
}

/**
 * Writes the rest of the site into the staging folder once the pages are (`render` wrote them as
 * they came): assets, the images the pages use, the meta files (sitemap, robots, feeds), the
 * Markdown twins and llms.txt, then the search index (made from the pages as they were written). Nothing is
 * published until `output.commit()`.
 */
export async function writeSite(output: StagedOutput, options: { site: SiteModel; rendered: RenderedSite; assets: SiteAssets; reporter: Reporter; search?: BuildSearchIndex }): Promise<void> {
  const { site, rendered } = options;
  await output.flush();
  for (const [rel, data] of options.assets.files) output.write(rel, data);
  for (const [abs, rel] of rendered.images) output.write(rel, readInputFile(abs, { kind: 'asset' }));
  for (const [rel, text] of metaFiles(site)) output.write(rel, text);
  // The twins were made beside the pages, in the render workers when there are some.
  const twins = new Map(rendered.pages.map((page) => [page.file, page.twin]));
  for (const [rel, text] of llmsFiles(site, (page) => twins.get(pageFile(page)))) output.write(rel, text);
  const search = options.search;
  if (search) for (const file of await options.reporter.task('index for search', () => search.files())) output.write(file.path, file.content);
}
