import { escapeHtml } from '@/lib/seo/head-tags'

/** sitemap.xml listing `urls` (absolute). */
export function sitemapXml(urls: readonly string[]): string {
  const entries = urls.map((u) => `  <url><loc>${escapeHtml(u)}</loc></url>`).join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</urlset>\n`
}

/** robots.txt for every user agent: `Disallow:` each of `disallow` (paths), then the absolute sitemap URL. */
export function robotsTxt(disallow: readonly string[], sitemapUrl: string): string {
  return ['User-agent: *', ...disallow.map((p) => `Disallow: ${p}`), '', `Sitemap: ${sitemapUrl}`, ''].join('\n')
}
