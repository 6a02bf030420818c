import { lazy, startTransition, Suspense, useEffect, useState, type ComponentType } from 'react'
import { Outlet, useLocation } from 'react-router-dom'
import { useScrollToTopOnNavigate } from '@/app/use-scroll-to-top'
import { deferredFooter } from '@/app/deferred-footer'
import { RouteHead } from '@/app/route-head'
import { HydrateWhenIdle } from '@/components/layout/hydrate-when-idle'
import { SetUpChrome, SiteLayout } from '@/components/layout/site-layout'
import { isOwnerPath } from '@/config/paths'
import { siteNotice } from '@/content/notice'
import { whenSlicesHydrated } from '@/lib/hydration-slices'

// The toast layer is for the owner's screens only: its module stays out of the public pages' first load.
const ToastLayer = lazy(() => import('@/app/toast-layer'))

/**
 * The welcome offer (docs/product.md §4) and the visit counter (docs/visits.md), loaded once the page has hydrated:
 * once every region that hydrates in a task of its own has committed (`whenSlicesHydrated`, docs/decisions.md #252),
 * which the e2e tests read as "the page's controls are live" (e2e/support/hydration.ts). The
 * offer shows nothing until local storage has been read after hydration, and the counter sends after the page shows,
 * so their code is a chunk of its own (src/app/after-hydration.tsx, which also starts prefetching likely next pages),
 * imported once the page has hydrated rather than shipped in the first load (the 100 KB budget, docs/architecture.md
 * "Budgets"), and mounted as soon as it arrives (no Suspense reveal delay), as a transition, which React renders in
 * slices that yield to the browser rather than in one task (docs/decisions.md #216).
 */
function LoadAfterHydration() {
  const [AfterHydration, setAfterHydration] = useState<ComponentType | null>(null)
  useEffect(() => {
    let live = true
    whenSlicesHydrated(() => {
      if (!live) return
      void import('@/app/after-hydration').then((m) => {
        if (live) startTransition(() => setAfterHydration(() => m.AfterHydration))
      })
    })
    return () => {
      live = false
    }
  }, [])
  return AfterHydration ? <AfterHydration /> : null
}

/**
 * Owns all global chrome (docs/product.md §2, docs/architecture.md), drawn by `SiteLayout` (src/components/layout,
 * which /admin's preview draws too): pages never render any of it. The site notice, the mobile Book bar, the WhatsApp
 * button and the welcome offer are for visitors: not on /auth and /admin; the one toast layer (docs/decisions.md #10) is
 * for those two only. The matched page renders in a `<Suspense>` boundary of its own while its chunk loads, which
 * on a prerendered page hydrates in a task of its own (`HydrateWhenIdle`, docs/decisions.md #252); link navigations are
 * transitions, so the previous page stays on screen meanwhile. A site with nothing published (`__SITE_EMPTY__`: only
 * /auth and /admin show, its public routes are the holding page) has no studio to show yet: its chrome is the
 * product's plain bar instead (`SetUpChrome`, docs/decisions.md #530), which no other build carries.
 */
export function RootLayout() {
  useScrollToTopOnNavigate()
  // /auth and /admin: the owner's screens, without the visitors' floating chrome (docs/decisions.md #107).
  const ownerScreen = isOwnerPath(useLocation().pathname)
  // Once an owner's screen has shown, the toast layer stays: a toast raised there (Access denied) follows her to /.
  const [toastsShown, setToastsShown] = useState(ownerScreen)
  if (ownerScreen && !toastsShown) setToastsShown(true)
  const page = (
    <HydrateWhenIdle>
      <Outlet />
    </HydrateWhenIdle>
  )
  return (
    <>
      <RouteHead />
      {__SITE_EMPTY__ ? (
        <SetUpChrome>{page}</SetUpChrome>
      ) : (
        <SiteLayout notice={siteNotice} footer={deferredFooter} visitorChrome={!ownerScreen}>
          {page}
        </SiteLayout>
      )}
      {ownerScreen ? null : <LoadAfterHydration />}
      {toastsShown ? (
        <Suspense fallback={null}>
          <ToastLayer />
        </Suspense>
      ) : null}
    </>
  )
}
