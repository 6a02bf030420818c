import { AdminFrame, type AdminSection } from '@/components/layout/admin-frame'
import { adminSections, currentSection, type AdminSectionId } from '@/config/admin-sections'
import AccountSection from '@/features/auth/components/account/account-section'
import { RequireAdmin } from '@/features/auth/components/require-admin'
import { SignOutButton } from '@/features/auth/components/sign-out-button'
import { useSlideshowPhotos } from '@/features/gallery/api/slideshow-photos'
import { uploadAboutPhoto } from '@/features/gallery/api/upload-about-photo'
import { GallerySection } from '@/features/gallery/components/gallery-section'
import { signOutWithPhotosQuestion } from '@/features/gallery/messages'
import { usePhotosNotUploaded } from '@/features/gallery/upload-queue/context'
import { UploadQueueProvider } from '@/features/gallery/upload-queue/provider'
import { AboutEditor } from '@/features/site-content/components/about-editor'
import { DetailsEditor } from '@/features/site-content/components/details-editor'
import { FaqsEditor } from '@/features/site-content/components/faqs-editor'
import { HoursEditor } from '@/features/site-content/components/hours-editor'
import { NoticeEditor } from '@/features/site-content/components/notice-editor'
import { OffersEditor } from '@/features/site-content/components/offers-editor'
import { PreviewPanel } from '@/features/site-content/components/preview-panel'
import { PricesEditor } from '@/features/site-content/components/prices-editor'
import { PublishPanel } from '@/features/site-content/components/publish-panel'
import { SetUpGate } from '@/features/site-content/components/set-up-gate'
import { SiteCopyCard } from '@/features/site-copy/components/site-copy-card'
import { SlideshowEditor } from '@/features/site-content/components/slideshow-editor'
import { ReviewsEditor } from '@/features/site-content/components/reviews-editor'
import { ServicesEditor } from '@/features/site-content/components/services-editor'
import { TermsEditor } from '@/features/site-content/components/terms-editor'
import { VisitsSection } from '@/features/visits/components/visits-section'
import { BackendQueryProvider } from '@/lib/supabase/query-provider'
import { useEffect, type ReactNode } from 'react'
import { useSearchParams } from 'react-router-dom'

/** The slideshow editor with her gallery photos to choose from (two features composed here). */
function SlideshowSection() {
  return <SlideshowEditor photos={useSlideshowPhotos()} />
}

/**
 * Sign Out, which first asks when photos she picked have not uploaded yet: it drops them from the device, and removes
 * what earlier attempts stored of them first (docs/decisions.md #293, #404).
 */
function AdminSignOut() {
  const notUploaded = usePhotosNotUploaded()
  return (
    <SignOutButton
      question={notUploaded.count > 0 ? signOutWithPhotosQuestion(notUploaded.count) : undefined}
      beforeSignOut={notUploaded.discard}
    />
  )
}

/** Each section's editor, by its id in the section list (src/config/admin-sections.ts). */
const sectionElements: Record<AdminSectionId, ReactNode> = {
  gallery: <GallerySection />,
  prices: <PricesEditor />,
  hours: <HoursEditor />,
  notice: <NoticeEditor />,
  details: <DetailsEditor />,
  reviews: <ReviewsEditor />,
  services: <ServicesEditor />,
  terms: <TermsEditor />,
  faqs: <FaqsEditor />,
  about: <AboutEditor uploadPhoto={uploadAboutPhoto} />,
  slideshow: <SlideshowSection />,
  offers: <OffersEditor />,
  visits: <VisitsSection />,
  account: (
    <AccountSection>
      <SiteCopyCard />
    </AccountSection>
  ),
}

/** The sections of /admin, in link order (docs/site-content.md "Editors"). */
const sections: readonly AdminSection[] = adminSections.map((s) => ({ ...s, element: sectionElements[s.id] }))

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
      <RequireAdmin>
        <SetUpGate>
          <UploadQueueProvider>
            <AdminFrame
              sections={sections}
              actions={<AdminSignOut />}
              aside={
                <>
                  <PreviewPanel key={section} section={section} />
                  <PublishPanel />
                </>
              }
            />
          </UploadQueueProvider>
        </SetUpGate>
      </RequireAdmin>
    </BackendQueryProvider>
  )
}
