/// <reference types="vite/client" />

/** Build-time settings (docs/operations.md "Environment variables"). All optional: defaults run the local backend. */
interface ImportMetaEnv {
  readonly VITE_SUPABASE_URL?: string
  readonly VITE_SUPABASE_PUBLISHABLE_KEY?: string
  readonly VITE_SITE_URL?: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}

/**
 * True only in the build of a project with nothing published, whose public routes are the holding page
 * (scripts/lib/site-content-plugin.ts defines it; docs/decisions.md #445); false in every other build, the dev server
 * and tests, where the code it guards is dropped.
 */
declare const __SITE_EMPTY__: boolean
/**
 * The owner's published content, one module per part, provided by scripts/lib/site-content-plugin.ts
 * (docs/site-content.md "The build"), with every placeholder of her texts filled in. Read only by src/content/*.
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
  /** Answers with their placeholders ("{deposit}") filled in. */
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
declare module 'virtual:site-content/identity' {
  /** Her identity without the colours, which reach the pages as CSS. */
  const identity: Omit<import('@/lib/site-content/schema').Identity, 'colours'>
  export default identity
}
declare module 'virtual:site-content/home' {
  const home: import('@/lib/site-content/schema').Pages['home']
  export default home
}
declare module 'virtual:site-content/pages' {
  /** Every page's texts but the home page's. */
  const pages: Omit<import('@/lib/site-content/schema').Pages, 'home'>
  export default pages
}
declare module 'virtual:site-content/search' {
  const search: import('@/lib/site-content/schema').Search
  export default search
}
declare module 'virtual:site-content/hygiene' {
  const hygiene: import('@/lib/site-content/schema').Hygiene
  export default hygiene
}
declare module 'virtual:site-content/policies' {
  const policies: import('@/lib/site-content/schema').PolicyWords
  export default policies
}
declare module 'virtual:site-content/rewards' {
  const rewards: import('@/lib/site-content/schema').Rewards
  export default rewards
}
declare module 'virtual:site-content/trust' {
  const trust: import('@/lib/site-content/schema').Trust
  export default trust
}
declare module 'virtual:site-content/longevity' {
  const longevity: import('@/lib/site-content/schema').Longevity[]
  export default longevity
}
declare module 'virtual:site-content/messages' {
  const messages: import('@/lib/site-content/schema').Messages
  export default messages
}
declare module 'virtual:site-content/location' {
  const location: import('@/lib/site-content/schema').Location
  export default location
}
/**
 * The demo studio's launch values, which upgrade a stored document of an older schema version (src/demo/launch.ts), or
 * null in a build whose backend holds none (docs/decisions.md #361). Loaded only by /admin, when it reads such a document.
 */
declare module 'virtual:site-content/launch' {
  const launch: import('@/lib/site-content/upgrade').LaunchValues | null
  export default launch
}
