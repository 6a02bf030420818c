import { StrictMode } from 'react'
import { renderToStaticMarkup, renderToString } from 'react-dom/server'
import { StaticRouter } from 'react-router-dom'
import { isOwnerPath } from '@/config/paths'
import { AppRoutes } from '@/app/app-routes'
import { preloadFooter } from '@/app/deferred-footer'
import { preloadPage } from '@/app/router'
import { preloadVisitorActions } from '@/components/layout/deferred-visitor-actions'
import { siteNotice } from '@/content/notice'
import { welcomeOffer } from '@/content/welcome-offer'
import { OfferPill } from '@/features/welcome-offer/offer-pill'
import { noticeBootScript } from '@/lib/notice'

const noop = () => {}

/**
 * Server entry for prerendering (Vite's SSR build, read by scripts/prerender.ts; never shipped to the
 * browser). Renders one URL of the route table inside a `<StaticRouter>`, the same tree src/main.tsx
 * hydrates in a `<BrowserRouter>`.
 */

/** The result of rendering one URL: the markup for `<div id="root">` and the `<head>` tags. */
export type RenderedPage = {
  /** HTML of the app. */
  appHtml: string
  /** HTML of the managed head tags (title, description, canonical or robots, OG, Twitter, JSON-LD). */
  headHtml: string
  /**
   * HTML of what a public page adds once it has hydrated, before any tap: the welcome-offer pill for a first visit
   * (docs/product.md §4). Not part of the page; the prerender inlines its CSS rules (docs/decisions.md #193).
   */
  afterHydrationHtml: string
}

/**
 * Renders `path` (e.g. "/about") to complete HTML. The page's, the footer's and the visitors' floating actions' chunks are loaded first, so nothing
 * suspends and the markup is the finished page, inline (no streamed-in boundaries). Throws when
 * rendering throws or anything still suspended (React would then send an empty fallback).
 */
export async function render(path: string): Promise<RenderedPage> {
  await Promise.all([preloadPage(path), preloadFooter(), preloadVisitorActions()])
  const appHtml = renderToString(
    <StrictMode>
      <StaticRouter location={path}>
        <AppRoutes />
      </StaticRouter>
    </StrictMode>,
  )
  if (/<!--\$[?!]-->/.test(appHtml)) throw new Error(`${path}: a Suspense boundary suspended while prerendering`)
  const { headHtml, headTags } = await loadSeo()
  // The notice's date check runs before first paint (src/lib/notice.ts); pages that show no notice get none.
  const owner = isOwnerPath(path)
  const boot = owner ? '' : noticeBootScript(siteNotice)
  const afterHydrationHtml =
    owner || !welcomeOffer.shown ? '' : renderToStaticMarkup(<OfferPill expanded={false} onClick={noop} onIntent={noop} />)
  return { appHtml, headHtml: headHtml(headTags(path)) + boot, afterHydrationHtml }
}

/**
 * The SEO module (head tags, sitemap.xml, robots.txt). Imported dynamically here as in `RouteHead`,
 * which keeps it out of the client's first-load chunk.
 */
export const loadSeo = () => import('@/app/seo')
