import { useId, useState, type ReactNode } from 'react'
import { useInAppLinkClick } from '@/components/layout/use-in-app-link-click'
import { elementWithAttribute } from '@/lib/dom-region'

/** The attribute that marks a region in the prerendered HTML; its value is the region's `useId()`. */
const REGION_ATTRIBUTE = 'data-prerendered-region'

/** An empty inner HTML: React leaves the children of such an element alone, on hydration and after. */
const KEEP_SERVER_HTML = { __html: '' }

/** Whether the document holds the prerendered HTML of region `id`: true only while hydrating that HTML. */
const hasPrerenderedHtml = (id: string): boolean => elementWithAttribute(REGION_ATTRIBUTE, id) !== null

/**
 * Content without anything to operate but links (text, images, cards, external links), which a prerendered page does
 * not hydrate (docs/decisions.md #121). On the server and in every client render that is not a hydration (a link
 * navigation, the /auth and /admin shells, the dev server, tests) it renders `children` inside a `display: contents`
 * div. When hydrating the prerendered HTML it keeps that HTML as it is: React renders no child and does no work for
 * it, which is most of a page. A click on an in-app link inside that HTML navigates in the app, as a `<Link>` would
 * (./use-in-app-link-click.ts). Anything with state, effects or event handlers must stay outside. `children` may be a
 * lazily loaded part (src/lib/preloadable.tsx): kept HTML never loads it (docs/decisions.md #123).
 */
export function Prerendered({ children }: { children: ReactNode }) {
  const id = useId()
  const [keepHtml] = useState(() => hasPrerenderedHtml(id))
  const onClick = useInAppLinkClick()
  const regionProps = { [REGION_ATTRIBUTE]: id, className: 'contents' }
  if (!keepHtml) return <div {...regionProps}>{children}</div>
  // The handler is for the links inside; the region itself is not interactive.
  // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
  return <div {...regionProps} onClick={onClick} dangerouslySetInnerHTML={KEEP_SERVER_HTML} suppressHydrationWarning />
}
