// @vitest-environment node -- pure logic, no DOM: no jsdom to set up (docs/testing.md "Keeping Vitest fast")
import { paths, publicPaths, type RouteKey } from '@/config/paths'
import { openingHours } from '@/content/hours'
import { lashBrow, nail } from '@/content/prices'
import { businessJsonLd, headHtml, headTags, robotsTxt, seoKeyFor, siteUrl, sitemapXml } from '@/app/seo'
import { pageSeo } from '@/content/seo'
import { studio } from '@/content/studio'
import { e164 } from '@/lib/links'
import type { HeadTag } from '@/lib/seo/head-tags'
import { priceRange } from '@/lib/seo/json-ld'

const attr = (tags: HeadTag[], key: string, name: string) => {
  const tag = tags.find((t) => t.key === key)
  return tag && tag.tag !== 'title' ? tag.attrs[name] : undefined
}

describe('per-route titles and descriptions (docs/architecture.md, "Budgets")', () => {
  const entries = Object.entries(pageSeo)

  it('cover every route of docs/product.md §2 plus the not-found page', () => {
    expect(Object.keys(pageSeo).sort()).toEqual([...Object.keys(paths), 'notFound'].sort())
  })

  it('are unique, name the studio and fit search results (title <= 65, description 70-160 characters)', () => {
    expect(new Set(entries.map(([, s]) => s.title)).size).toBe(entries.length)
    expect(new Set(entries.map(([, s]) => s.description)).size).toBe(entries.length)
    for (const [key, s] of entries) {
      expect(s.title, key).toContain(studio.name)
      expect(s.title.length, `${key} title`).toBeLessThanOrEqual(65)
      if (s.indexable) expect(s.description.length, `${key} description`).toBeGreaterThanOrEqual(70)
      expect(s.description.length, `${key} description`).toBeLessThanOrEqual(160)
    }
  })

  it('index exactly the public routes', () => {
    for (const [key, route] of Object.entries(paths)) expect(pageSeo[key as RouteKey].indexable, key).toBe(route.public)
    expect(pageSeo.notFound.indexable).toBe(false)
  })
})

describe('headTags', () => {
  it('gives a public route its canonical URL on siteUrl, OG/Twitter tags and the JSON-LD', () => {
    const tags = headTags('/about')
    expect(tags.find((t) => t.key === 'title')).toMatchObject({ text: pageSeo.about.title })
    expect(attr(tags, 'canonical', 'href')).toBe(`${siteUrl}/about`)
    expect(attr(tags, 'og:url', 'content')).toBe(`${siteUrl}/about`)
    expect(attr(tags, 'og:image', 'content')).toBe(`${siteUrl}/og-image.jpg`)
    expect(attr(tags, 'twitter:card', 'content')).toBe('summary_large_image')
    expect(tags.some((t) => t.key === 'json-ld')).toBe(true)
    expect(tags.some((t) => t.key === 'robots')).toBe(false)
  })

  it('treats a trailing slash as the same route and unknown paths as the not-found page', () => {
    expect(headTags('/about/')).toEqual(headTags('/about'))
    expect(seoKeyFor('/')).toBe('home')
    expect(seoKeyFor('/no-such-page')).toBe('notFound')
  })

  it.each(['/auth', '/admin', '/no-such-page'])('marks %s noindex, without canonical or JSON-LD', (path) => {
    const tags = headTags(path)
    expect(attr(tags, 'robots', 'content')).toBe('noindex')
    expect(tags.some((t) => t.key === 'canonical' || t.key === 'json-ld')).toBe(false)
  })

  it('has unique keys, so the client can update tags in place', () => {
    const keys = headTags('/').map((t) => t.key)
    expect(new Set(keys).size).toBe(keys.length)
  })
})

describe('NailSalon JSON-LD', () => {
  const data = businessJsonLd()

  it('describes the business from the identity, hours and price modules', () => {
    expect(data['@type']).toBe('NailSalon')
    expect(data.name).toBe(studio.name)
    expect(data.url).toBe(`${siteUrl}/`)
    expect(data.telephone).toBe(e164(studio.phone))
    expect(data.telephone).toMatch(/^\+\d{10,15}$/)
    expect(data.email).toBe(studio.email)
    expect(data.sameAs).toEqual([studio.instagramUrl, studio.facebookUrl, studio.tiktokUrl])
    expect(data.areaServed.map((a) => a.name)).toEqual(['Woodley', 'Reading'])
  })

  it('gives only the area, never a street address or postcode (docs/decisions.md #5)', () => {
    expect(data.address).toEqual({ '@type': 'PostalAddress', addressLocality: 'Woodley', addressRegion: 'Berkshire', addressCountry: 'GB' })
    expect(JSON.stringify(data)).not.toMatch(/streetAddress|postalCode/)
  })

  it('lists the open days of hours.ts and leaves out the closed Sunday (docs/product.md §9)', () => {
    expect(data.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '17:00',
        closes: '21:00',
      },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '10:00', closes: '18:00' },
    ])
    expect(openingHours.find((r) => r.label === 'Sun')?.opens).toBeNull()
  })

  it('derives the price range from both price lists', () => {
    const pounds = [...nail, ...lashBrow].map((i) => i.pounds)
    expect(data.priceRange).toBe(`£${Math.min(...pounds)}–£${Math.max(...pounds)}`)
    expect(priceRange([{ pounds: 7 }, { pounds: 3 }, { pounds: 48 }])).toBe('£3–£48')
  })
})

describe('headHtml', () => {
  it('escapes attribute values and text', () => {
    const html = headHtml([
      { key: 'title', tag: 'title', text: 'Nails & <Lashes>' },
      { key: 'description', tag: 'meta', attrs: { name: 'description', content: 'Say "hi" & <b>' } },
    ])
    expect(html).toContain('<title data-head="title">Nails &amp; &lt;Lashes&gt;</title>')
    expect(html).toContain('content="Say &quot;hi&quot; &amp; &lt;b&gt;"')
  })

  it('cannot be closed early by "</script>" inside the JSON-LD', () => {
    const html = headHtml([{ key: 'json-ld', tag: 'script', attrs: { type: 'application/ld+json' }, text: '{"a":"</script><b>"}' }])
    expect(html.match(/<\/script>/g)).toHaveLength(1)
    expect(JSON.parse(html.replace(/^<script[^>]*>|<\/script>$/g, ''))).toEqual({ a: '</script><b>' })
  })
})

describe('sitemap.xml and robots.txt', () => {
  it('list the public routes and hide /auth and /admin', () => {
    const xml = sitemapXml(publicPaths)
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual(publicPaths.map((p) => `${siteUrl}${p}`))
    const robots = robotsTxt().split('\n')
    expect(robots).toEqual(
      expect.arrayContaining(['User-agent: *', 'Disallow: /auth', 'Disallow: /admin', `Sitemap: ${siteUrl}/sitemap.xml`]),
    )
  })
})
