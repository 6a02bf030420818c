import { useLayoutEffect, useRef } from 'react'
import { useLocation, useNavigationType } from 'react-router-dom'

/**
 * After an in-app link navigation (PUSH or REPLACE) the new page starts at its top, as after a full
 * page load; Back/Forward (POP) and the first render leave scrolling to the browser.
 */
export function useScrollToTopOnNavigate(): void {
  const { pathname } = useLocation()
  const navigationType = useNavigationType()
  const firstRender = useRef(true)
  useLayoutEffect(() => {
    if (firstRender.current) {
      firstRender.current = false
      return
    }
    if (navigationType !== 'POP') window.scrollTo(0, 0)
  }, [pathname, navigationType])
}
