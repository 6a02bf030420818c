import { isRouteErrorResponse, useRouteError } from 'react-router-dom'

/**
 * Root error element: any unexpected render or loader failure shows "Unexpected Application
 * Error!" with the status or message (spec §8, decisions 11).
 */
export function RouteError() {
  const error = useRouteError()
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error)
  return (
    <main className="mx-auto max-w-xl px-6 py-24 text-center">
      <h1 className="font-display text-3xl text-plum">Unexpected Application Error!</h1>
      <p className="mt-4 text-ink/80">{detail}</p>
    </main>
  )
}
