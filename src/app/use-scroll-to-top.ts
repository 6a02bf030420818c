import { useLayoutEffect } from 'react'
import { useLocation, useNavigationType, type NavigationType } from 'react-router-dom'

/** `NavigationType.Pop` as a type only: importing the enum object would add it to the first load. */
const POP = 'POP' as NavigationType.Pop

/**
 * After an in-app link navigation (PUSH or REPLACE) the new page starts at its top, as after a full
 * page load; Back/Forward (POP) and the first render leave scrolling to the browser.
 */
export function useScrollToTopOnNavigate(): void {
  const { pathname } = useLocation()
  const navigationType = useNavigationType()
  useLayoutEffect(() => {
    // The first render is a POP too (the initial entry), so a page load keeps the browser's scrolling.
    if (navigationType !== POP) window.scrollTo(0, 0)
  }, [pathname, navigationType])
}
