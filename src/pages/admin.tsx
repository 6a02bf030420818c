import { AdminFrame, type AdminSection } from '@/components/layout/admin-frame'
import { adminSections, currentSection, partOf, type AdminSectionId } from '@/config/admin-sections'
import { RequireAdmin } from '@/features/auth/components/require-admin'
import { SignOutButton } from '@/features/auth/components/sign-out-button'
import { prefetchAdminGallery } from '@/features/gallery/api/gallery-images'
import { useSlideshowPhotos } from '@/features/gallery/api/slideshow-photos'
import { uploadAboutPhoto } from '@/features/gallery/api/upload-about-photo'
import { GallerySection } from '@/features/gallery/components/gallery-section'
import { UploadQueueProvider } from '@/features/gallery/upload-queue/provider'
import { isSetUpQueryOptions } from '@/features/site-content/api/set-up'
import { SetUpGate } from '@/features/site-content/components/set-up-gate'
import { lazyComponent } from '@/lib/lazy-component'
import { BackendQueryProvider } from '@/lib/supabase/query-provider'
import type { QueryClient } from '@tanstack/react-query'
import { useEffect, type ReactNode } from 'react'
import { useSearchParams } from 'react-router-dom'

// Every section but the first is a chunk of its own, loaded when she opens it or once /admin is idle, whichever comes
// first (docs/decisions.md #303): the dashboard waits for none of them.
const Prices = lazyComponent(() => import('@/features/site-content/components/prices-editor').then((m) => m.PricesEditor))
const Hours = lazyComponent(() => import('@/features/site-content/components/hours-editor').then((m) => m.HoursEditor))
const Notice = lazyComponent(() => import('@/features/site-content/components/notice-editor').then((m) => m.NoticeEditor))
const Details = lazyComponent(() => import('@/features/site-content/components/details-editor').then((m) => m.DetailsEditor))
const Reviews = lazyComponent(() => import('@/features/site-content/components/reviews-editor').then((m) => m.ReviewsEditor))
const Services = lazyComponent(() => import('@/features/site-content/components/services-editor').then((m) => m.ServicesEditor))
const Terms = lazyComponent(() => import('@/features/site-content/components/terms-editor').then((m) => m.TermsEditor))
const Faqs = lazyComponent(() => import('@/features/site-content/components/faqs-editor').then((m) => m.FaqsEditor))
const About = lazyComponent(() => import('@/features/site-content/components/about-editor').then((m) => m.AboutEditor))
const Slideshow = lazyComponent(() => import('@/features/site-content/components/slideshow-editor').then((m) => m.SlideshowEditor))
const Offers = lazyComponent(() => import('@/features/site-content/components/offers-editor').then((m) => m.OffersEditor))
const Identity = lazyComponent(() => import('@/features/site-content/components/identity-editor').then((m) => m.IdentityEditor))
const words = () => import('@/features/site-content/components/words-editors')
const Described = lazyComponent(() => words().then((m) => m.DescribedEditor))
const Search = lazyComponent(() => words().then((m) => m.SearchEditor))
const Longevity = lazyComponent(() => words().then((m) => m.LongevityEditor))
const Visits = lazyComponent(() => import('@/features/visits/components/visits-section').then((m) => m.VisitsSection))
const Account = lazyComponent(() => import('@/features/auth/components/account/account-section').then((m) => m.default))
const SiteCopy = lazyComponent(() => import('@/features/site-copy/components/site-copy-card').then((m) => m.SiteCopyCard))
// The preview and Publish render just after the dashboard's first paint; their code (with the content's schema, the
// summary of changes and the page renderer) loads then, not before it (docs/decisions.md #542).
const Preview = lazyComponent(() => import('@/features/site-content/components/preview-panel').then((m) => m.PreviewPanel))
const Publish = lazyComponent(() => import('@/features/site-content/components/publish-panel').then((m) => m.PublishPanel))

/** Her logo, stored as the gallery does it; its code (the SVG check, the PNG drawing) loads when she picks one. */
const uploadLogo = (file: File) => import('@/features/gallery/api/upload-logo').then((m) => m.uploadLogo(file))

/** The slideshow editor with her gallery photos to choose from (two features composed here). */
function SlideshowSection() {
  return <Slideshow.Component photos={useSlideshowPhotos()} />
}

/** Each section's editor, by its id in the section list (src/config/admin-sections.ts), and how to load its code ahead. */
const sectionParts: Record<AdminSectionId, { element: ReactNode; preload?: () => Promise<unknown> }> = {
  gallery: { element: <GallerySection /> },
  prices: { element: <Prices.Component />, preload: Prices.preload },
  hours: { element: <Hours.Component />, preload: Hours.preload },
  notice: { element: <Notice.Component />, preload: Notice.preload },
  details: { element: <Details.Component />, preload: Details.preload },
  reviews: { element: <Reviews.Component />, preload: Reviews.preload },
  services: { element: <Services.Component />, preload: Services.preload },
  terms: { element: <Terms.Component />, preload: Terms.preload },
  faqs: { element: <Faqs.Component />, preload: Faqs.preload },
  about: { element: <About.Component uploadPhoto={uploadAboutPhoto} />, preload: About.preload },
  slideshow: { element: <SlideshowSection />, preload: Slideshow.preload },
  offers: { element: <Offers.Component />, preload: Offers.preload },
  studio: { element: <Identity.Component uploadLogo={uploadLogo} />, preload: Identity.preload },
  area: { element: <Described.Component part="location" />, preload: Described.preload },
  words: { element: <Described.Component part="pages" />, preload: Described.preload },
  search: { element: <Search.Component />, preload: Search.preload },
  hygiene: { element: <Described.Component part="hygiene" />, preload: Described.preload },
  policies: { element: <Described.Component part="policies" />, preload: Described.preload },
  rewards: { element: <Described.Component part="rewards" />, preload: Described.preload },
  trust: { element: <Described.Component part="trust" />, preload: Described.preload },
  longevity: { element: <Longevity.Component />, preload: Longevity.preload },
  messages: { element: <Described.Component part="messages" />, preload: Described.preload },
  visits: { element: <Visits.Component />, preload: Visits.preload },
  account: {
    element: (
      <Account.Component>
        <SiteCopy.Component />
      </Account.Component>
    ),
    preload: () => Promise.all([Account.preload(), SiteCopy.preload()]),
  },
}

/**
 * The reads the section she opens needs first, started beside the access check rather than after it
 * (docs/decisions.md #304): her photos for the Gallery, the draft for an editor. Not tried again: a read that failed is
 * read again by the screen that needs it, if access is granted. The Publish panel's reads (the latest version, parsed
 * whole) wait for the panel, which renders after the first paint: parsing them beside the check's answer would delay it.
 */
function prefetchFirstReads(section: AdminSectionId): (queryClient: QueryClient) => void {
  const part = partOf(section)
  return (queryClient) => {
    // Whether she has set up her site (the set-up gate, docs/decisions.md #446), beside the check, not after it.
    void queryClient.prefetchQuery({ ...isSetUpQueryOptions, retry: false })
    // Her photos' list, and then the first photos themselves (docs/decisions.md #575).
    if (section === 'gallery') void prefetchAdminGallery(queryClient)
    // The draft's module brings the content's schema: imported here for an editor, which needs it anyway. By the time it
    // has loaded the editor may have read the draft already: then it is not read again (staleTime: only when none).
    // A module that fails to load is the editor's to load again (and say so), not an unhandled rejection here.
    if (part)
      void import('@/features/site-content/api/draft').then(
        ({ draftQueryOptions }) => queryClient.prefetchQuery({ ...draftQueryOptions, retry: false, staleTime: Infinity }),
        () => undefined,
      )
  }
}

/** The sections of /admin, in link order (docs/site-content.md "Editors"). */
const sections: readonly AdminSection[] = adminSections.map((s) => ({ ...s, ...sectionParts[s.id] }))

/**
 * /admin: the owner's gallery and site-content editors behind the admin check (docs/product.md §2, §4, §6), with the
 * preview of what she types beside the editor on a desktop, behind a Preview button on a phone, and Publish; her
 * photos' upload queue works whichever section is open (docs/decisions.md #290). A new studio's project (no draft)
 * shows the set-up first (docs/decisions.md #446). Lazy route.
 */
export default function AdminPage() {
  // The toast layer's chunk, which the root layout imports on the first toast, fetched now while she is online: with no
  // connection the first toast ("Draft not saved") could not load it (docs/decisions.md #285). A module imported once
  // is served from the page's module map afterwards, network or not.
  useEffect(() => void import('@/components/ui/toaster'), [])
  const [params] = useSearchParams()
  const section = currentSection(params.get('section'))
  return (
    <BackendQueryProvider>
      <RequireAdmin prefetch={prefetchFirstReads(section)}>
        <UploadQueueProvider>
          <SetUpGate actions={<SignOutButton />}>
            <AdminFrame
              sections={sections}
              actions={<SignOutButton />}
              aside={
                <>
                  <Preview.Component key={section} section={section} />
                  <Publish.Component />
                </>
              }
            />
          </SetUpGate>
        </UploadQueueProvider>
      </RequireAdmin>
    </BackendQueryProvider>
  )
}
