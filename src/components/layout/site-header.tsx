import { Menu, X } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Link, NavLink, useLocation } from 'react-router-dom'
import { paths } from '@/config/paths'
import { buttonVariants } from '@/components/ui/button-variants'
import { ExternalLink } from '@/components/ui/external-link'
import { mainNav } from '@/content/navigation'
import { studio } from '@/content/studio'
import { cn } from '@/lib/utils'

const MENU_ID = 'mobile-menu'

/**
 * Sticky top bar (docs/product.md §2): brand, the main navigation with the active link highlighted
 * (NavLink sets aria-current="page"), Book Now on large screens, and below `lg` a menu toggle.
 * The mobile menu closes on a link click, on Escape (focus returns to the toggle) and on navigation.
 */
export function SiteHeader() {
  const [open, setOpen] = useState(false)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const { pathname } = useLocation()
  const [menuPath, setMenuPath] = useState(pathname)

  // Close the menu whenever the route changes (e.g. browser back while it is open).
  if (menuPath !== pathname) {
    setMenuPath(pathname)
    setOpen(false)
  }

  useEffect(() => {
    if (!open) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false)
        toggleRef.current?.focus()
      }
    }
    // The header's own document: the page's, or the admin preview's frame (src/components/ui/document-frame.tsx).
    const doc = toggleRef.current?.ownerDocument ?? document
    doc.addEventListener('keydown', onKeyDown)
    return () => doc.removeEventListener('keydown', onKeyDown)
  }, [open])

  return (
    <header className="bg-cream sticky top-0 z-40 border-b border-rose-200/70">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-5 md:h-20 md:px-8">
        <Link to={paths.home.path} className="group flex flex-col leading-none" aria-label={`${studio.name}, home`}>
          <span className="font-display text-plum text-xl tracking-tight md:text-2xl">{studio.name}</span>
          <span className="mt-1 text-[0.7rem] font-medium tracking-[0.2em] text-rose-700 uppercase">
            {studio.area.town} · {studio.area.city}
          </span>
        </Link>

        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {mainNav.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end
                  className={({ isActive }) =>
                    cn(
                      'relative rounded-full px-4 py-2 text-[0.95rem] font-medium transition-colors',
                      isActive ? 'bg-rose-100 text-rose-800' : 'text-ink/80 hover:text-plum hover:bg-rose-50',
                    )
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center gap-2">
          <ExternalLink href={studio.bookingUrl} className={buttonVariants({ size: 'md', visibleFrom: 'lg' })}>
            Book Now
          </ExternalLink>
          <button
            ref={toggleRef}
            type="button"
            className="text-plum grid size-11 place-items-center rounded-full hover:bg-rose-100 lg:hidden"
            aria-expanded={open}
            aria-controls={MENU_ID}
            aria-label={open ? 'Close menu' : 'Open menu'}
            onClick={() => setOpen((o) => !o)}
          >
            {open ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
          </button>
        </div>
      </div>

      <nav id={MENU_ID} aria-label="Mobile" hidden={!open} className="bg-cream border-t border-rose-200/70 lg:hidden">
        <ul className="mx-auto flex max-w-6xl flex-col px-5 py-3">
          {mainNav.map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                end
                onClick={() => setOpen(false)}
                className={({ isActive }) =>
                  cn(
                    'font-display flex items-center rounded-xl px-4 py-3 text-xl',
                    isActive ? 'bg-rose-100 text-rose-800' : 'text-plum hover:bg-rose-50',
                  )
                }
              >
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  )
}
