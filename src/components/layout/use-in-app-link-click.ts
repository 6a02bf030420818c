import type { MouseEvent } from 'react'
import { useNavigate } from 'react-router-dom'
import { inAppLinkPath } from '@/lib/in-app-link'

/**
 * A click handler for an element holding plain `<a href>` links (prerendered HTML that is not hydrated, the header's
 * links): a click the app should handle (src/lib/in-app-link.ts) navigates in the app, as react-router's `<Link>`
 * would, replacing the history entry when it leads to the page already shown; any other click is the browser's.
 */
export function useInAppLinkClick(): (event: MouseEvent) => void {
  const navigate = useNavigate()
  return (event) => {
    const path = inAppLinkPath(event, window.location.origin)
    if (path === null) return
    event.preventDefault()
    const here = `${window.location.pathname}${window.location.search}${window.location.hash}`
    void navigate(path, { replace: path === here })
  }
}
