import type { AuthLink } from '@/features/auth/lib/auth-link'

/**
 * The steps of /auth (docs/product.md §2 /auth, §4 "Auth page"): the wait while the stored session is read, the Sign In
 * / Sign Up tabs, "Forgot password?" (with `expiredLink` when a mail's link came back refused), the wait while the
 * recovery link's session is read, the 6-digit code, and the new password after the recovery link. Pure.
 */
export type AuthStep =
  | { name: 'checking-session' }
  | { name: 'sign-in' }
  | { name: 'forgot'; expiredLink: boolean }
  | { name: 'checking-link' }
  | { name: 'code' }
  | { name: 'new-password' }

/**
 * The step /auth opens on, from the address it was opened with: an ordinary visit waits for the stored session, so a
 * tap never lands on a form that the code step then replaces (docs/decisions.md #383).
 */
export function initialAuthStep(link: AuthLink): AuthStep {
  if (link === 'link-error') return { name: 'forgot', expiredLink: true }
  return link === 'new-password' ? { name: 'checking-link' } : { name: 'checking-session' }
}

/**
 * Where /auth goes once it knows the session (at the start and after every change): `'home'` (signed in, nothing left
 * to ask: the site root as before), a step, or null (stay where she is).
 *
 * - A refused link keeps its message; nothing else changes it.
 * - No session: the recovery link did not sign her in, so it has expired (ask for a new one); otherwise the sign-in form
 *   (asked again only when the session changes, so "Forgot password?" stays where she opened it).
 * - A session from the password alone while two-step sign-in is on: the code (also before a new password).
 * - After the recovery link: the new password. Otherwise: home.
 */
export function authStepAfter({
  link,
  signedIn,
  needsCode,
}: {
  link: AuthLink
  signedIn: boolean
  needsCode: boolean
}): AuthStep | 'home' | null {
  if (link === 'link-error') return null
  if (!signedIn) return link === 'new-password' ? { name: 'forgot', expiredLink: true } : { name: 'sign-in' }
  if (needsCode) return { name: 'code' }
  return link === 'new-password' ? { name: 'new-password' } : 'home'
}
