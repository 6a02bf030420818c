/**
 * What the address of /auth says about the link she followed from a mail (docs/product.md §4 "Auth page",
 * docs/decisions.md #175). Read once, on the first render of /auth, before supabase-js takes the tokens out of the
 * fragment. Pure.
 *
 * - `new-password`: the recovery mail's link (`?step=new-password`, the `redirectTo` of `resetPasswordForEmail`);
 *   supabase-js signs her in from the fragment and /auth then asks for a new password.
 * - `link-error`: GoTrue sent her back with an error in the fragment (`#error_code=otp_expired&…`): the link was used
 *   already or has expired.
 * - `none`: an ordinary visit.
 */
export type AuthLink = 'new-password' | 'link-error' | 'none'

/** The query value of `step` that marks the recovery mail's link back to /auth. */
const NEW_PASSWORD_STEP = 'new-password'

/** Parses `search` (`?step=…`) and `hash` (`#error_code=…`) of a location; never throws. */
export function readAuthLink({ search, hash }: { search: string; hash: string }): AuthLink {
  const fragment = new URLSearchParams(hash.replace(/^#/, ''))
  if (fragment.has('error_code') || fragment.has('error') || fragment.has('error_description')) return 'link-error'
  return new URLSearchParams(search).get('step') === NEW_PASSWORD_STEP ? 'new-password' : 'none'
}

/** The address the recovery mail links back to: /auth of this site with `?step=new-password`. */
export function recoveryRedirect(origin: string, authPath: string): string {
  const url = new URL(authPath, origin)
  url.searchParams.set('step', NEW_PASSWORD_STEP)
  return url.href
}
