import { ErrorBoundary } from 'react-error-boundary'
import { useLocation, useRoutes } from 'react-router-dom'
import { RouteError } from '@/app/route-error'
import { routes } from '@/app/router'

/**
 * Renders the route table for the current location. A render error anywhere (a page, the chrome, a
 * page chunk that fails to download) replaces the whole tree with "Unexpected Application Error!"
 * (docs/product.md §8, docs/decisions.md #11) until the visitor navigates elsewhere.
 */
export function AppRoutes() {
  const { pathname } = useLocation()
  return (
    <ErrorBoundary FallbackComponent={RouteError} resetKeys={[pathname]}>
      {useRoutes(routes)}
    </ErrorBoundary>
  )
}
