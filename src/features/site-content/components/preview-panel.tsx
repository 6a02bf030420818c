import { ArrowLeft, Eye } from 'lucide-react'
import { memo, Suspense, useContext, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react'
import { ErrorBoundary } from 'react-error-boundary'
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom'
import { preloadVisitorActions } from '@/components/layout/deferred-visitor-actions'
import { SiteFooter } from '@/components/layout/site-footer'
import { SiteLayout } from '@/components/layout/site-layout'
import { Button } from '@/components/ui/button'
import { SelectField } from '@/components/ui/field'
import { partOf, previewPageOf, type AdminSectionId } from '@/config/admin-sections'
import { brandOf } from '@/content/brand'
import { DocumentFrame } from '@/components/ui/document-frame'
import { paths, publicRoutes, routeKeyFor, type RouteInfo } from '@/config/paths'
import { useDraft } from '@/features/site-content/api/draft'
import { useGallerySnapshot } from '@/features/site-content/api/publications'
import { usePreviewPoint } from '@/features/site-content/lib/preview-page'
import { PREVIEW_OPEN_PARAM, previewContent, usePreviewOpener, useUnsavedParts } from '@/features/site-content/lib/unsaved-parts'
import { useDebouncedValue } from '@/hooks/use-debounced-value'
import { useMediaQuery } from '@/hooks/use-media-query'
import { useOnline } from '@/hooks/use-online'
import { whenIdle } from '@/lib/idle'
import { NOTICE_ON_CLASS, noticeIsCurrent } from '@/lib/notice'
import { preloadPageScripts } from '@/lib/page-scripts'
import { PreviewContentContext, PreviewPagesContext } from '@/lib/site-content/preview'
import { renderContent } from '@/lib/site-content/render'
import type { PublishedContent } from '@/lib/site-content/schema'

/**
 * Preview as she types (docs/site-content.md "Preview", docs/decisions.md #153-#155): the real page rendered from her
 * draft with what she has typed and not saved yet, in a phone-wide (390 px) frame that loads no URL
 * (src/components/ui/document-frame.tsx, docs/decisions.md #141). From 1024 px wide it stands beside the editor and follows every
 * keystroke; on a phone a Preview button opens it over the editor, which stays as it was underneath, and "Back to
 * editor" (or the phone's Back) closes it with nothing lost.
 */

/** How long typing must pause before the preview redraws (docs/decisions.md #153). */
const PREVIEW_DELAY_MS = 300

/** What the preview shows: the content, whether any of it is unsaved, and whether a typed value is not valid yet. */
type PreviewState = { content: PublishedContent | null; unsaved: boolean; invalid: boolean; error: Error | null }

/**
 * The draft, her unsaved values (settled for {@link PREVIEW_DELAY_MS}) and today's gallery, as the preview shows them:
 * with every placeholder of her texts filled in, as the build fills the published content (docs/decisions.md #362).
 */
function usePreviewState(): PreviewState {
  const draft = useDraft()
  const gallery = useGallerySnapshot()
  const unsaved = useDebouncedValue(useUnsavedParts(), PREVIEW_DELAY_MS)
  return useMemo(() => {
    if (!draft.data) return { content: null, unsaved: false, invalid: false, error: draft.error }
    const { content, invalid } = previewContent(draft.data, unsaved)
    return {
      content: renderContent({ ...content, gallery: gallery.data ?? [] }),
      unsaved: Object.keys(unsaved).length > 0,
      invalid,
      error: null,
    }
  }, [draft.data, draft.error, gallery.data, unsaved])
}

/**
 * Her draft's palette as custom properties for the preview's frame (docs/decisions.md #343): the colours the built
 * pages would get (scripts/lib/brand-files.ts), derived in /admin, never in a public page's JavaScript, by a chunk of
 * its own (src/lib/palette.ts with culori, about 10 KB gzipped) fetched when the preview first shows. Derived again only
 * when her colours change; undefined (the live site's palette, copied with /admin's styles) until the first derivation,
 * and when a colour is not one.
 */
function usePreviewPalette(content: PublishedContent | null): Record<`--${string}`, string> | undefined {
  const colours = content ? brandOf(content).colours : null
  const brand = colours?.brand
  const accent = colours?.accent
  const [properties, setProperties] = useState<Record<`--${string}`, string>>()
  useEffect(() => {
    if (brand === undefined || accent === undefined) return
    let current = true
    void import('@/lib/palette').then(({ derivePalette, paletteVariables }) => {
      let derived: Record<`--${string}`, string> | undefined
      try {
        derived = paletteVariables(derivePalette({ brand, accent }))
      } catch {
        derived = undefined
      }
      if (current) setProperties(derived)
    })
    return () => {
      current = false
    }
  }, [brand, accent])
  return properties
}

/**
 * The whole page as a visitor's phone shows it, from `content`, in the public pages' own `SiteLayout`: header, notice,
 * page, footer, booking bar and WhatsApp button. Memoised: it renders when what it shows changes, not when the pane
 * around it does (docs/decisions.md #301).
 */
const PreviewPage = memo(function PreviewPage({ path, name, state }: { path: string; name: string; state: PreviewState }) {
  const pages = useContext(PreviewPagesContext)
  if (state.error) return <p role="alert">The draft could not be loaded: {state.error.message}</p>
  if (!state.content) return <p role="status">Loading preview...</p>
  const mark = state.unsaved ? 'Preview, not live · Not saved yet' : 'Preview, not live'
  // Landmarks inside the frame count as the screen's own (axe, screen readers): all of it is one region named after
  // the page, in which the site's header and footer are not a banner and a contentinfo, the page is no second `main`
  // (`embedded`) and the footer's links are named apart from /admin's own.
  return (
    <section aria-label={`${name}, preview`} className={noticeIsCurrent(state.content.notice) ? NOTICE_ON_CLASS : undefined}>
      <p className="bg-brand sticky top-0 z-50 py-1 text-center text-sm font-semibold text-white">{mark}</p>
      <PreviewContentContext.Provider value={state.content}>
        <ErrorBoundary fallback={<PageNotLoaded />}>
          <SiteLayout notice={state.content.notice} footer={<SiteFooter linksLabel="Quick links, preview" />} embedded>
            <Suspense fallback={<p role="status">Loading preview...</p>}>{pages.get(path)}</Suspense>
          </SiteLayout>
        </ErrorBoundary>
      </PreviewContentContext.Provider>
    </section>
  )
})

/**
 * In place of a page whose script could not be downloaded (no connection, and the page was not fetched ahead): the
 * preview says so and the rest of /admin, her typing included, stays as it was (docs/decisions.md #244). The page
 * shows after a reload once she is back online.
 */
function PageNotLoaded() {
  return (
    <p role="alert" className="p-4">
      This page could not be loaded for the preview: check your connection. Your typing is safe; the preview shows this page again once you
      reload /admin with a connection.
    </p>
  )
}

/**
 * Downloads every public page's scripts and the layout's Book bar ahead, when the browser is idle and she is online, so
 * that the preview shows any page after the connection drops (docs/decisions.md #244). No page runs until it is
 * previewed.
 */
function usePreviewPagesAhead(): void {
  const online = useOnline()
  useEffect(() => {
    if (!online) return
    whenIdle(() => {
      // The Book bar and WhatsApp button the preview's layout shows are a chunk of their own (docs/decisions.md #253).
      preloadVisitorActions().catch(() => undefined)
      publicRoutes.forEach((route) => preloadPageScripts(route.path))
    })
  }, [online])
}

/** The public pages as the preview's page choice lists them: "Pricing (/pricing)". */
const pageOptions = publicRoutes.map((r) => ({ value: r.path, label: `${r.name} (${r.path})` }))

/** The public route at `pathname` (trailing slashes ignored), or undefined for any other path. */
function publicRouteAt(pathname: string): RouteInfo | undefined {
  const key = routeKeyFor(pathname)
  return key && paths[key].public ? paths[key] : undefined
}

/**
 * The preview itself: "Preview, not live", whether it shows unsaved values, which page, and the frame. `frameClass`
 * sizes the frame. A tap on a link inside previews that page when it is a public page, scrolls to a place on this
 * page, and does nothing else (the preview is a picture of the draft, not a way off the admin, docs/decisions.md #141).
 */
function PreviewPane({ section, frameClass }: { section: AdminSectionId; frameClass: string }) {
  // The page her focus last pointed the preview at in this section's editor (Page words), else the section's own.
  const latestPoint = usePreviewPoint()
  const point = latestPoint?.part === partOf(section) ? latestPoint : null
  const [path, setPath] = useState(() => point?.path ?? previewPageOf(section))
  const [followed, setFollowed] = useState(point)
  if (point !== followed) {
    setFollowed(point)
    if (point) setPath(point.path)
  }
  // The page is drawn again from what she typed as a transition: it yields to her keys (docs/decisions.md #301).
  const state = useDeferredValue(usePreviewState())
  const palette = usePreviewPalette(state.content)
  // Every path set here is a public route's; the home page only satisfies the type.
  const route = publicRouteAt(path) ?? paths.home

  const onFrameClick = (event: MouseEvent, doc: Document) => {
    const anchor = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[href]')
    if (!anchor) return
    event.preventDefault()
    if (anchor.origin !== window.location.origin) return
    const target = publicRouteAt(anchor.pathname)
    if (target === route) {
      if (anchor.hash) doc.getElementById(decodeURIComponent(anchor.hash.slice(1)))?.scrollIntoView()
      return
    }
    if (target) setPath(target.path)
  }

  return (
    <div className="grid gap-3">
      <h2 className="font-display text-brand text-2xl">Preview, not live</h2>
      <p role="status" className="text-ink/80 text-sm">
        {state.unsaved ? (
          <>
            <strong className="text-accent-800">Not saved yet:</strong> this shows what you typed. Save draft to keep it.
          </>
        ) : (
          'Your saved draft.'
        )}{' '}
        {state.invalid ? 'Part of what you typed is not valid yet: the preview shows the saved value there.' : ''} Visitors still see the
        live site.
      </p>
      <SelectField label="Page to preview" value={route.path} onValueChange={setPath} options={pageOptions} />
      <DocumentFrame
        key={route.path}
        title={`Preview of ${route.path}`}
        width={390}
        onClick={onFrameClick}
        rootProperties={palette}
        className={frameClass}
      >
        <PreviewPage path={route.path} name={route.name} state={state} />
      </DocumentFrame>
    </div>
  )
}

/**
 * The preview on /admin beside the section `section` (the page shown first follows the section): from 1024 px wide
 * the pane itself, sticky beside the editor (below the site's 80 px header), then Publish; narrower, a Preview button that opens it full screen over the editor (a
 * modal `<dialog>`, `?preview=1` in the address so the phone's Back closes it) with "Back to editor".
 */
export function PreviewPanel({ section }: { section: AdminSectionId }) {
  const wide = useMediaQuery('(min-width: 1024px)')
  usePreviewPagesAhead()
  if (wide) {
    // Sticky in a box of its own that fills the column above Publish, so it never slides over Publish.
    return (
      <div className="flex-1">
        <div className="sticky top-24">
          <PreviewPane
            section={section}
            frameClass="mx-auto h-[calc(100vh-17rem)] min-h-96 w-[398px] max-w-full rounded-2xl border-4 border-accent-200 bg-white"
          />
        </div>
      </div>
    )
  }
  return <PhonePreview section={section} />
}

/** The phone's preview: a button (each section form's bar has one too), and the pane over the editor while open. */
function PhonePreview({ section }: { section: AdminSectionId }) {
  const [params, setParams] = useSearchParams()
  const navigate = useNavigate()
  const location = useLocation()
  const open = params.get(PREVIEW_OPEN_PARAM) === '1'
  const dialog = useRef<HTMLDialogElement>(null)

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (open && !element.open) element.showModal()
    if (!open && element.open) element.close()
  }, [open])

  const show = usePreviewOpener()
  const close = () => {
    if ((location.state as { previewOpened?: boolean } | null)?.previewOpened) void navigate(-1)
    else
      setParams(
        (p) => {
          p.delete(PREVIEW_OPEN_PARAM)
          return p
        },
        { replace: true },
      )
  }

  return (
    <div className="border-accent-200 mb-6 grid gap-2 rounded-2xl border bg-white p-4">
      <p className="text-ink/80 text-sm">See the page as visitors would, with what you have typed, saved or not.</p>
      <Button type="button" variant="outline" onClick={show}>
        <Eye aria-hidden="true" />
        Preview a page
      </Button>
      <dialog
        ref={dialog}
        aria-label="Preview, not live"
        onCancel={(event) => {
          event.preventDefault()
          close()
        }}
        className="bg-surface m-0 h-dvh max-h-none w-full max-w-none p-4 backdrop:bg-black/40"
      >
        {open ? (
          <div className="grid gap-3">
            <Button type="button" onClick={close} className="justify-self-start">
              <ArrowLeft aria-hidden="true" />
              Back to editor
            </Button>
            <PreviewPane
              section={section}
              frameClass="mx-auto h-[calc(100dvh-15rem)] min-h-80 w-[390px] max-w-full rounded-2xl border-4 border-accent-200 bg-white"
            />
          </div>
        ) : null}
      </dialog>
    </div>
  )
}
