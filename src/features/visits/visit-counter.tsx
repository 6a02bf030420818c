import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'
import { countPageView, startTapCounting } from '@/features/visits/send'

/**
 * Mounted by the root layout on the visitors' pages once they have hydrated: counts the page shown now and each
 * in-app navigation after it, and starts counting taps. Renders nothing.
 */
export function VisitCounter() {
  const location = useLocation()
  useEffect(() => {
    startTapCounting()
  }, [])
  useEffect(() => {
    countPageView(location.key, location.pathname)
  }, [location.key, location.pathname])
  return null
}
