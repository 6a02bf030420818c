import type { FallbackProps } from 'react-error-boundary'
import { FullStylesheetOnMount } from '@/lib/full-stylesheet-on-mount'

/**
 * Root error screen: any unexpected render failure shows "Unexpected Application Error!" with the
 * status or message (docs/product.md §8, docs/decisions.md #11). Rendered by the root error boundary in src/app/app-routes.tsx.
 */
export function RouteError({ error }: FallbackProps) {
  const detail = error instanceof Error ? error.message : String(error)
  // Never prerendered, so its rules may not be inline: it switches the full stylesheet on (docs/decisions.md #199).
  return (
    <FullStylesheetOnMount>
      <main className="mx-auto max-w-xl px-6 py-24 text-center">
        <h1 className="font-display text-brand text-3xl">Unexpected Application Error!</h1>
        <p className="text-ink/80 mt-4">{detail}</p>
      </main>
    </FullStylesheetOnMount>
  )
}
