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
