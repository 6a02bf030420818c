import { startPagePrefetch } from '@/app/prefetch-pages'
import { VisitCounter } from '@/features/visits/visit-counter'
import { WelcomeOffer } from '@/features/welcome-offer/welcome-offer'

/**
 * What a public page loads once it has hydrated, as one chunk outside the first load (docs/architecture.md "Budgets"):
 * the welcome offer (docs/product.md §4), the visit counter (docs/visits.md) and the prefetcher of likely next pages
 * (src/app/prefetch-pages.ts). Importing this module starts the prefetcher.
 */
startPagePrefetch()

/** The welcome offer and the visit counter, as the root layout mounts them once the page has hydrated. */
export function AfterHydration() {
  return (
    <>
      <WelcomeOffer />
      <VisitCounter />
    </>
  )
}
