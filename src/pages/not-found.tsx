import { useEffect } from 'react'
import { Link, useLocation } from 'react-router-dom'
import { paths } from '@/config/paths'

/** Not-found page (docs/product.md §2): '404', 'Oops! Page not found', 'Return to Home'; logs the path (docs/product.md §2, docs/decisions.md #11). */
export default function NotFoundPage() {
  const location = useLocation()
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', location.pathname)
  }, [location.pathname])
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center">
      <h1 className="font-display text-brand text-6xl">404</h1>
      <p className="text-ink/80 mt-4 text-xl">Oops! Page not found</p>
      <Link to={paths.home.path} className="text-accent-700 mt-8 underline underline-offset-4">
        Return to Home
      </Link>
    </section>
  )
}
