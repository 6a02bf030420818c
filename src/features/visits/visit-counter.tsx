import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'
import { countPageView, startTapCounting } from '@/features/visits/send'
import { whenIdle } from '@/lib/idle'

/**
 * Mounted by the root layout on the visitors' pages once they have hydrated: counts the page shown now and each
 * in-app navigation after it, and starts counting taps. Renders nothing. A page view is counted when the main thread
 * is next idle, in a task of its own (the bot check and the storage read are a few ms on a phone; docs/decisions.md
 * #216); a navigation before then still counts the page it left, once.
 */
export function VisitCounter() {
  const location = useLocation()
  useEffect(() => {
    startTapCounting()
  }, [])
  useEffect(() => {
    const { key, pathname } = location
    whenIdle(() => countPageView(key, pathname))
  }, [location])
  return null
}
