import { Suspense, type ReactNode } from 'react'
import { visitorActionsElement } from '@/components/layout/deferred-visitor-actions'
import { HydrateWhenIdle } from '@/components/layout/hydrate-when-idle'
import { Prerendered } from '@/components/layout/prerendered'
import { SiteHeader } from '@/components/layout/site-header'
import { SiteNotice } from '@/components/layout/site-notice'
import type { Notice } from '@/lib/site-content/schema'

/**
 * A page of the site in its chrome (docs/product.md §2), in order: the header, the site notice, the page (`children`),
 * `footer`, then the visitors' mobile Book bar and WhatsApp button. On a prerendered page the header hydrates in a
 * task of its own (`HydrateWhenIdle`, docs/decisions.md #252), and the Book bar and WhatsApp button, links only, keep
 * their HTML and load no code (./deferred-visitor-actions.ts). The root layout draws every route with it
 * (src/app/root-layout.tsx) and /admin's preview the page it previews (docs/site-content.md "Preview"), so the preview
 * shows what a visitor sees.
 *
 * - `notice`: the owner's site notice; with `visitorChrome` false (/auth and /admin, docs/decisions.md #107) neither it
 *   nor the Book bar and WhatsApp button show.
 * - `footer`: the footer element (the root layout's loads late, docs/decisions.md #121).
 * - `embedded`: drawn inside another page (the preview, within /admin's own `main`): the page is not a second `main`
 *   landmark, only its content.
 */
export function SiteLayout({
  notice,
  footer,
  visitorChrome = true,
  embedded = false,
  children,
}: {
  notice: Notice
  footer: ReactNode
  visitorChrome?: boolean
  embedded?: boolean
  children: ReactNode
}) {
  return (
    <>
      <HydrateWhenIdle>
        <SiteHeader />
      </HydrateWhenIdle>
      {visitorChrome ? <SiteNotice notice={notice} /> : null}
      {embedded ? (
        children
      ) : (
        <main id="main" tabIndex={-1} className="outline-none">
          {children}
        </main>
      )}
      {footer}
      {visitorChrome ? (
        <Prerendered>
          <Suspense fallback={null}>{visitorActionsElement}</Suspense>
        </Prerendered>
      ) : null}
    </>
  )
}

/**
 * The chrome of /auth and /admin on a site with nothing published yet (`__SITE_EMPTY__`, docs/decisions.md #530):
 * a plain bar in the product's words ("Your new website") and the screen (`children`) as the page's `main`; no site
 * header, navigation or footer. Those show a studio's name, town, hours and links, and a project with nothing
 * published has none of hers yet: the starter's stand-ins would read as made-up facts about her. Once she has
 * published and the site is built (or the dev server sees the publication), `SiteLayout` draws the chrome again. Here,
 * beside `SiteLayout`, so that a build which never draws it carries nothing of it (a module of its own cost the first
 * load of `/` 11 B of module set-up).
 */
export function SetUpChrome({ children }: { children: ReactNode }) {
  return (
    <>
      <header className="bg-surface border-accent-200/70 border-b">
        <div className="mx-auto flex h-16 max-w-6xl items-center px-5 md:h-20 md:px-8">
          <p className="text-accent-800 text-sm font-semibold tracking-[0.2em] uppercase">Your new website</p>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
    </>
  )
}
