import { Menu, X } from 'lucide-react'
import { useEffect, useRef, type MouseEvent } from 'react'
import { useLocation } from 'react-router-dom'
import { normalizePath, paths } from '@/config/paths'
import { useInAppLinkClick } from '@/components/layout/use-in-app-link-click'
import { buttonVariants } from '@/components/ui/button-variants'
import { ExternalLink } from '@/components/ui/external-link'
import { mainNav } from '@/content/navigation'
import { useStudio } from '@/content/studio'
import { cn } from '@/lib/utils'

const MENU_ID = 'mobile-menu'

/** Closes the mobile menu if it is open. */
function closeMenu(menu: HTMLElement | null): void {
  if (menu?.matches(':popover-open')) menu.hidePopover()
}

/**
 * The main navigation's links as list items: each styled `className`, the current page's marked (aria-current="page")
 * and highlighted, the others styled `idle`.
 */
function NavLinks({ current, className, idle }: { current: string; className: string; idle: string }) {
  return mainNav.map((item) => (
    <li key={item.to}>
      <a
        href={item.to}
        aria-current={item.to === current ? 'page' : undefined}
        className={cn(className, item.to === current ? 'bg-accent-100 text-accent-800' : idle)}
      >
        {item.label}
      </a>
    </li>
  ))
}

/**
 * Sticky top bar (docs/product.md §2): brand, the main navigation with the active link highlighted
 * (aria-current="page"), Book Now on large screens, and below `lg` a menu toggle. Its links are plain `<a href>`s
 * that navigate in the app through one click handler on the header (./use-in-app-link-click.ts), not react-router's
 * `NavLink`s: a dozen of them with their hooks were most of the header's hydration (docs/decisions.md #253).
 * The mobile menu is a native popover (docs/decisions.md #129): the toggle opens and closes it from the moment it is
 * painted, before any script, and the browser keeps its state, exposes the toggle's expanded state, closes it on
 * Escape (focus returns to the toggle) and on a tap outside. React renders it and never takes the state over: it only
 * closes the menu on a link click and on navigation (e.g. browser back while it is open). The toggle's icon follows
 * the popover's state in CSS.
 */
export function SiteHeader() {
  const menuRef = useRef<HTMLElement>(null)
  const studio = useStudio()
  const { pathname } = useLocation()
  const current = normalizePath(pathname)
  const followLink = useInAppLinkClick()
  // Its visible words, then where it leads: an accessible name must contain the visible label (WCAG 2.5.3).
  const homeLinkLabel = `${studio.name}, ${studio.town} · ${studio.city}, home`

  // On navigation, not on hydration: a menu opened before the scripts ran stays open (docs/decisions.md #129).
  const shownPath = useRef(pathname)
  useEffect(() => {
    if (shownPath.current === pathname) return
    shownPath.current = pathname
    closeMenu(menuRef.current)
  }, [pathname])

  // A link of the mobile menu closes it, also when it leads to the page already shown (no navigation to close it).
  const onClick = (event: MouseEvent) => {
    followLink(event)
    if (event.target instanceof Element && event.target.closest(`#${MENU_ID} a`)) closeMenu(menuRef.current)
  }

  return (
    // The handler is for the links inside; the header itself is not interactive.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <header className="bg-surface group/header border-accent-200/70 sticky top-0 z-40 border-b" onClick={onClick}>
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-5 md:h-20 md:px-8">
        <a href={paths.home.path} className="group flex flex-col leading-none" aria-label={homeLinkLabel}>
          {studio.logo ? (
            <img
              src={studio.logo.imageUrl}
              width={studio.logo.width}
              height={studio.logo.height}
              alt=""
              className="h-9 w-auto max-w-48 object-contain object-left"
            />
          ) : (
            <span className="font-display text-brand text-xl tracking-tight md:text-2xl">{studio.name}</span>
          )}{' '}
          <span className="text-accent-700 mt-1 text-[0.7rem] font-medium tracking-[0.2em] uppercase">
            {studio.town} · {studio.city}
          </span>
        </a>

        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            <NavLinks
              current={current}
              className="relative rounded-full px-4 py-2 text-[0.95rem] font-medium transition-colors"
              idle="text-ink/80 hover:text-brand hover:bg-accent-50"
            />
          </ul>
        </nav>

        <div className="flex items-center gap-2">
          <ExternalLink href={studio.bookingUrl} className={buttonVariants({ size: 'md', visibleFrom: 'lg' })}>
            Book Now
          </ExternalLink>
          <button
            type="button"
            className="text-brand hover:bg-accent-100 grid size-11 place-items-center rounded-full lg:hidden"
            popoverTarget={MENU_ID}
            aria-controls={MENU_ID}
            aria-label="Menu"
          >
            <Menu aria-hidden="true" className="size-6 group-has-[#mobile-menu:popover-open]/header:hidden" />
            <X aria-hidden="true" className="hidden size-6 group-has-[#mobile-menu:popover-open]/header:block" />
          </button>
        </div>
      </div>

      <nav
        ref={menuRef}
        id={MENU_ID}
        popover="auto"
        aria-label="Mobile"
        className="bg-surface text-ink border-accent-200/70 inset-x-0 top-16 bottom-auto m-0 max-h-[calc(100dvh-4rem)] w-full max-w-none overflow-y-auto border-x-0 border-t border-b p-0 shadow-lg md:top-20 md:max-h-[calc(100dvh-5rem)] lg:hidden"
      >
        <ul className="mx-auto flex max-w-6xl flex-col px-5 py-3">
          <NavLinks
            current={current}
            className="font-display flex items-center rounded-xl px-4 py-3 text-xl"
            idle="text-brand hover:bg-accent-50"
          />
        </ul>
      </nav>
    </header>
  )
}
