import type { RouteObject } from 'react-router-dom'
import { RootLayout } from '@/app/root-layout'
import { RouteError } from '@/app/route-error'
import { paths } from '@/app/paths'

/** Turns a page module (default export) into a react-router `lazy` result. */
const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
})

/**
 * The one route table (spec §2). Every page loads lazily; the root layout owns all chrome and the
 * root error element shows "Unexpected Application Error!" (spec §8, decisions 11).
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    children: [
      { index: true, lazy: page(() => import('@/pages/home')) },
      { path: paths.about.path, lazy: page(() => import('@/pages/about')) },
      { path: paths.services.path, lazy: page(() => import('@/pages/services')) },
      { path: paths.pricing.path, lazy: page(() => import('@/pages/pricing')) },
      { path: paths.gallery.path, lazy: page(() => import('@/pages/gallery')) },
      { path: paths.hygiene.path, lazy: page(() => import('@/pages/hygiene')) },
      { path: paths.booking.path, lazy: page(() => import('@/pages/booking')) },
      { path: paths.faqs.path, lazy: page(() => import('@/pages/faqs')) },
      { path: paths.policies.path, lazy: page(() => import('@/pages/policies')) },
      { path: paths.contact.path, lazy: page(() => import('@/pages/contact')) },
      { path: paths.gifts.path, lazy: page(() => import('@/pages/gifts')) },
      { path: paths.auth.path, lazy: page(() => import('@/pages/auth')) },
      { path: paths.admin.path, lazy: page(() => import('@/pages/admin')) },
      { path: '*', lazy: page(() => import('@/pages/not-found')) },
    ],
  },
]
