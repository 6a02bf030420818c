import { ArrowLeft } from 'lucide-react'
import { lazy, Suspense, useEffect, type ComponentType, type LazyExoticComponent } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router-dom'
import { paths } from '@/config/paths'
import { SiteHeader } from '@/components/layout/site-header'
import { buttonVariants } from '@/components/ui/button-variants'
import { DocumentFrame } from '@/components/ui/document-frame'
import { useDraft } from '@/features/site-content/api/draft'
import { useGallerySnapshot } from '@/features/site-content/api/publications'
import { RequireAdmin } from '@/features/auth/components/require-admin'
import { previewPages, previewUrl } from '@/features/site-content/lib/preview-pages'
import { dismissAllToasts } from '@/hooks/use-toast'
import { PreviewContentContext } from '@/lib/site-content/preview'
import { BackendQueryProvider } from '@/lib/supabase/query-provider'

/**
 * Preview before Publish (docs/site-content.md "Preview"; docs/decisions.md #139, #141): any public page rendered by
 * its real page component from her saved draft (and today's gallery), in a lazy route of its own, so no public page
 * carries a byte of it, and only an admin can read the draft (RLS). The screen shows a phone-wide (390 px) frame
 * that loads no URL: this React tree renders the page, inside the site's header and marked "Preview, not
 * live", into the frame's blank document (src/components/ui/document-frame.tsx), so `frame-ancestors 'none'`
 * (docs/security.md) never meets it. App layer: it renders pages, which a page may not import.
 */

/** The page components, by path: the same lazily loaded chunks the site's routes use. */
const pageComponents: Record<string, LazyExoticComponent<ComponentType>> = {
  [paths.home.path]: lazy(() => import('@/pages/home')),
  [paths.about.path]: lazy(() => import('@/pages/about')),
  [paths.services.path]: lazy(() => import('@/pages/services')),
  [paths.pricing.path]: lazy(() => import('@/pages/pricing')),
  [paths.gallery.path]: lazy(() => import('@/pages/gallery')),
  [paths.hygiene.path]: lazy(() => import('@/pages/hygiene')),
  [paths.booking.path]: lazy(() => import('@/pages/booking')),
  [paths.faqs.path]: lazy(() => import('@/pages/faqs')),
  [paths.policies.path]: lazy(() => import('@/pages/policies')),
  [paths.contact.path]: lazy(() => import('@/pages/contact')),
  [paths.gifts.path]: lazy(() => import('@/pages/gifts')),
}

/** `/admin/preview?page=<path>&section=<editor>`: the preview screen; admin only. Lazy route. */
export default function AdminPreviewPage() {
  const [params] = useSearchParams()
  const path = previewPages.find((p) => p.path === params.get('page'))?.path ?? paths.home.path
  const section = params.get('section') ?? 'gallery'
  return (
    <BackendQueryProvider>
      <RequireAdmin>
        <PreviewScreen path={path} section={section} />
      </RequireAdmin>
    </BackendQueryProvider>
  )
}

/** The preview screen: "Preview, not live", the way back to the editor, and the page at the width of her phone. */
function PreviewScreen({ path, section }: { path: string; section: string }) {
  // The editor's "Draft saved" would cover the way back (and, with focus in the frame, never time out).
  useEffect(dismissAllToasts, [])
  const navigate = useNavigate()
  const entry = previewPages.find((p) => p.path === path) ?? previewPages[0]

  /**
   * A tap on a link inside the preview (docs/decisions.md #141): a link to another previewable page previews that
   * page (the screen's own navigation, so Back returns); a link to a place on this page scrolls the frame there;
   * anything else (other site pages, Book Now, WhatsApp, phone, e-mail, socials) does nothing: the preview is a
   * picture of the draft, not a way off the admin.
   */
  const onFrameClick = (event: MouseEvent, doc: Document) => {
    const target = event.target as Element | null
    const anchor = target?.closest?.<HTMLAnchorElement>('a[href]')
    if (!anchor) return
    event.preventDefault()
    if (anchor.origin !== window.location.origin) return
    if (anchor.pathname === entry.path) {
      if (anchor.hash) doc.getElementById(decodeURIComponent(anchor.hash.slice(1)))?.scrollIntoView()
      return
    }
    const next = previewPages.find((p) => p.path === anchor.pathname)
    if (next) void navigate(previewUrl(next.path, section))
  }

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-4 px-4 py-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-display text-plum text-2xl">Preview, not live: {entry.name}</h1>
        <Link to={`${paths.admin.path}?section=${encodeURIComponent(section)}`} className={buttonVariants({ variant: 'primary' })}>
          <ArrowLeft aria-hidden="true" />
          Back to editor
        </Link>
      </div>
      <p className="text-ink/80">Your saved draft as {entry.path} will show it once you publish. Visitors still see the live site.</p>
      <nav aria-label="Preview another page">
        <ul className="flex flex-wrap gap-2">
          {previewPages.map((p) => (
            <li key={p.path}>
              <Link
                to={previewUrl(p.path, section)}
                aria-current={p === entry ? 'page' : undefined}
                className="text-plum aria-[current=page]:bg-plum inline-flex min-h-11 items-center rounded-full border border-rose-200 bg-white px-3 text-sm font-semibold aria-[current=page]:text-white"
              >
                {p.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <DocumentFrame
        key={entry.path}
        title={`Preview of ${entry.path}`}
        width={390}
        onClick={onFrameClick}
        className="mx-auto h-[75vh] w-[390px] max-w-full rounded-2xl border-4 border-rose-200 bg-white"
      >
        <PreviewPage path={entry.path} name={entry.name} />
      </DocumentFrame>
    </div>
  )
}

/**
 * Inside the frame: the real page component rendered from the saved draft and today's gallery, under the mark and the
 * site's header, all in one region named after the page. Not a second banner, main or footer: landmarks inside the
 * frame count as the screen's own (axe, screen readers), so the header is scoped to the region, and the footer, whose
 * "Quick links" would repeat the screen's own and which shows nothing from the draft, is left out.
 */
function PreviewPage({ path, name }: { path: string; name: string }) {
  const draft = useDraft()
  const gallery = useGallerySnapshot()
  const Page = pageComponents[path] ?? pageComponents[paths.home.path]!
  if (draft.isError) return <p role="alert">The draft could not be loaded: {draft.error.message}</p>
  if (!draft.data) return <p role="status">Loading preview...</p>
  return (
    <section aria-label={`${name}, preview`}>
      <p className="bg-plum sticky top-0 z-50 py-1 text-center text-sm font-semibold text-white">Preview, not live</p>
      <SiteHeader />
      <PreviewContentContext.Provider value={{ ...draft.data, gallery: gallery.data ?? [] }}>
        <Suspense fallback={<p role="status">Loading preview...</p>}>
          <Page />
        </Suspense>
      </PreviewContentContext.Provider>
    </section>
  )
}
