/// <reference types="vite/client" />

/** Build-time settings (docs/operations.md "Environment variables"). All optional: defaults run the local backend. */
interface ImportMetaEnv {
  readonly VITE_SUPABASE_URL?: string
  readonly VITE_SUPABASE_PUBLISHABLE_KEY?: string
  readonly VITE_SITE_URL?: string
  readonly VITE_STUDIO_NAME?: string
  readonly VITE_STUDIO_OWNER?: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}
/**
 * The owner's published content, one module per part, provided by scripts/lib/site-content-plugin.ts
 * (docs/site-content.md "The build"). Read only by src/content/*.
 */
declare module 'virtual:site-content/prices' {
  const prices: import('@/lib/site-content/schema').SiteContent['prices']
  export default prices
}
declare module 'virtual:site-content/hours' {
  /** Grouped display rows (src/lib/hours.ts groupOpeningHours). */
  const hours: import('@/lib/hours').OpeningHoursRow[]
  export default hours
}
declare module 'virtual:site-content/notice' {
  const notice: import('@/lib/site-content/schema').Notice
  export default notice
}
declare module 'virtual:site-content/details' {
  const details: import('@/lib/site-content/schema').StudioDetails
  export default details
}
declare module 'virtual:site-content/testimonials' {
  const testimonials: import('@/lib/site-content/schema').Testimonial[]
  export default testimonials
}
declare module 'virtual:site-content/gallery' {
  const gallery: import('@/lib/site-content/schema').PublishedPhoto[]
  export default gallery
}
declare module 'virtual:site-content/services' {
  const services: Pick<import('@/lib/site-content/schema').Services, 'categories' | 'cards'>
  export default services
}
declare module 'virtual:site-content/featured' {
  const featured: import('@/lib/site-content/schema').Services['featured']
  export default featured
}
declare module 'virtual:site-content/terms' {
  const terms: import('@/lib/site-content/schema').BookingTerms
  export default terms
}
declare module 'virtual:site-content/faqs' {
  /** Answers with their placeholders ("{deposit}"), rendered by src/content/faqs.ts. */
  const faqs: import('@/lib/site-content/schema').Faq[]
  export default faqs
}
declare module 'virtual:site-content/about' {
  const about: import('@/lib/site-content/schema').About
  export default about
}
declare module 'virtual:site-content/slideshow' {
  const slideshow: import('@/content/hero').SlideshowChoice
  export default slideshow
}
declare module 'virtual:site-content/vouchers' {
  const vouchers: Pick<import('@/lib/site-content/schema').Offers, 'vouchers' | 'voucherValidityMonths'>
  export default vouchers
}
declare module 'virtual:site-content/welcome' {
  const welcome: import('@/lib/site-content/schema').Offers['welcome']
  export default welcome
}
