import { useLayoutEffect } from 'react'
import { useLocation } from 'react-router-dom'
import { showFullStylesheet } from '@/lib/full-stylesheet'

/** React Router's key for the entry the page was loaded at (the first render, and Back to it). */
const FIRST_ENTRY = 'default'

/**
 * Switches the full stylesheet on before the first client-side navigation paints (docs/decisions.md #193): the next
 * page's markup is not what the prerender inlined rules for. A link tap has already switched it on (the loader's
 * pointerdown and keydown listeners); this covers Back and Forward and links followed without either.
 */
export function useFullStylesheetOnNavigate(): void {
  const { key } = useLocation()
  useLayoutEffect(() => {
    if (key !== FIRST_ENTRY) showFullStylesheet()
  }, [key])
}
