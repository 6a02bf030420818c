import testimonials from 'virtual:site-content/testimonials'
import { usePreviewable } from '@/lib/site-content/preview'
import type { Testimonial } from '@/lib/site-content/schema'

/**
 * Client testimonials on the home page: the owner's published reviews (docs/site-content.md), edited in /admin. The
 * launch seed ships PLACEHOLDERS (docs/decisions.md #6) that she replaces, with each client's permission, before
 * launch: publishing invented reviews is unlawful in the UK.
 */
export type { Testimonial }

const published: readonly Testimonial[] = testimonials
export { published as testimonials }

/** The reviews the home page shows: the previewed draft's in /admin's preview (docs/site-content.md "Preview"). */
export function useTestimonials(): readonly Testimonial[] {
  return usePreviewable((c) => c.testimonials, published)
}
