/** `sitemap.xml` listing the given absolute URLs. */
export function sitemapXml(urls: readonly string[]): string {
  const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const entries = urls.map((u) => `<url><loc>${escape(u)}</loc><changefreq>weekly</changefreq><priority>0.5</priority></url>`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries}</urlset>\n`;
}
