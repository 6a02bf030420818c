import { useEffect } from 'react'

/**
 * A public route in the build of a project with nothing published (`__SITE_EMPTY__`, docs/decisions.md #445): the host
 * serves its holding page, which has no script, so a navigation to it from /auth or /admin (Sign Out, a signed-up
 * visitor sent home) loads it from the host. Only the router of that build renders it.
 */
export function HoldingPageFromHost() {
  useEffect(() => window.location.reload(), [])
  return null
}
