/**
 * Builders of the managed `<head>` tags (docs/architecture.md): pure
 * functions of the page's SEO data, so the prerendered HTML (scripts/prerender.ts) and client
 * navigation (`RouteHead`) produce the same list. src/app/seo.ts feeds them the site's content.
 */

/** Title and description of one screen. Titles stay within ~60 characters, descriptions ~160. */
export type PageSeo = {
  title: string
  description: string
  /** false adds `<meta name="robots" content="noindex">` and drops canonical and JSON-LD. */
  indexable: boolean
}

/** The link-preview image: absolute URL, size (px), MIME type and alt text. */
type ShareImage = { url: string; width: number; height: number; type: string; alt: string }

/**
 * One managed `<head>` element. `key` identifies it across navigations (`data-head` attribute), so
 * the client updates tags in place instead of duplicating them.
 */
export type HeadTag =
  | { key: string; tag: 'title'; text: string }
  | { key: string; tag: 'meta' | 'link'; attrs: Record<string, string> }
  | { key: string; tag: 'script'; attrs: Record<string, string>; text: string }

/** What `buildHeadTags` needs for one URL. `canonicalUrl` and `jsonLd` are required when the page is indexable. */
export type HeadInput = {
  page: PageSeo
  siteName: string
  /** Open Graph locale, e.g. "en_GB". */
  locale: string
  image: ShareImage
  /** Absolute canonical URL of the route. */
  canonicalUrl?: string
  /** Structured data serialised into `<script type="application/ld+json">`. */
  jsonLd?: unknown
}

const meta = (key: string, attr: 'name' | 'property', content: string): HeadTag => ({
  key,
  tag: 'meta',
  attrs: { [attr]: key, content },
})

/**
 * Every managed head tag: title, description, robots or canonical, Open Graph, Twitter, JSON-LD.
 * Throws when an indexable page has no canonical URL or no JSON-LD.
 */
export function buildHeadTags({ page, siteName, locale, image, canonicalUrl, jsonLd }: HeadInput): HeadTag[] {
  const tags: HeadTag[] = [
    { key: 'title', tag: 'title', text: page.title },
    meta('description', 'name', page.description),
    meta('og:site_name', 'property', siteName),
    meta('og:locale', 'property', locale),
    meta('og:type', 'property', 'website'),
    meta('og:title', 'property', page.title),
    meta('og:description', 'property', page.description),
    meta('og:image', 'property', image.url),
    meta('og:image:type', 'property', image.type),
    meta('og:image:width', 'property', String(image.width)),
    meta('og:image:height', 'property', String(image.height)),
    meta('og:image:alt', 'property', image.alt),
    meta('twitter:card', 'name', 'summary_large_image'),
    meta('twitter:title', 'name', page.title),
    meta('twitter:description', 'name', page.description),
    meta('twitter:image', 'name', image.url),
    meta('twitter:image:alt', 'name', image.alt),
  ]
  if (!page.indexable) return [...tags, meta('robots', 'name', 'noindex')]
  if (canonicalUrl === undefined || jsonLd === undefined)
    throw new Error(`"${page.title}" is indexable but has no canonical URL or JSON-LD`)
  return [
    ...tags,
    { key: 'canonical', tag: 'link', attrs: { rel: 'canonical', href: canonicalUrl } },
    meta('og:url', 'property', canonicalUrl),
    { key: 'json-ld', tag: 'script', attrs: { type: 'application/ld+json' }, text: JSON.stringify(jsonLd) },
  ]
}

/** Escapes `&`, `"`, `<` and `>` for HTML text and attribute values. */
export const escapeHtml = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** HTML of the tags for the prerendered `<head>`; `<` inside JSON-LD is escaped so it cannot close the script. */
export function headHtml(tags: readonly HeadTag[]): string {
  return tags
    .map((t) => {
      if (t.tag === 'title') return `<title data-head="${t.key}">${escapeHtml(t.text)}</title>`
      const attrs = Object.entries(t.attrs)
        .map(([k, v]) => ` ${k}="${escapeHtml(v)}"`)
        .join('')
      if (t.tag === 'script') return `<script data-head="${t.key}"${attrs}>${t.text.replace(/</g, '\\u003c')}</script>`
      return `<${t.tag} data-head="${t.key}"${attrs}>`
    })
    .join('\n    ')
}
