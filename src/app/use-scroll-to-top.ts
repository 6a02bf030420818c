import { useLayoutEffect } from 'react'
import { useLocation, useNavigationType, type NavigationType } from 'react-router-dom'

/** `NavigationType.Pop` as a type only: importing the enum object would add it to the first load. */
const POP = 'POP' as NavigationType.Pop

/** History state that asks to keep the page where it is (the photo viewer's entries, docs/decisions.md #133). */
type KeepScrollState = { keepScroll: true }

/**
 * After an in-app link navigation (PUSH or REPLACE) the new page starts at its top, as after a full
 * page load; Back/Forward (POP), the first render and an entry with KeepScrollState leave scrolling to the browser.
 */
export function useScrollToTopOnNavigate(): void {
  const location = useLocation()
  const { pathname } = location
  const navigationType = useNavigationType()
  const keepScroll = (location.state as Partial<KeepScrollState> | null)?.keepScroll === true
  useLayoutEffect(() => {
    // The first render is a POP too (the initial entry), so a page load keeps the browser's scrolling.
    if (navigationType !== POP && !keepScroll) window.scrollTo(0, 0)
  }, [pathname, navigationType, keepScroll])
}
