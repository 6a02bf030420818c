import { useMutation } from '@tanstack/react-query'
import { paths } from '@/config/paths'
import { recoveryRedirect } from '@/features/auth/lib/auth-link'
import { getSupabaseClient } from '@/lib/supabase/client'

/**
 * Asks the backend to mail a password-reset link to `email` (docs/product.md §4 "Auth page", §7). The link leads
 * back to /auth?step=new-password. The backend answers alike whether or not the address has an account, so the
 * page shows one neutral sentence either way. Throws the AuthError: 429 `over_email_send_rate_limit` (one mail a
 * minute per address) or `over_request_rate_limit`, or a validation error.
 */
async function requestPasswordReset(email: string): Promise<void> {
  const { error } = await getSupabaseClient().auth.resetPasswordForEmail(email, {
    redirectTo: recoveryRedirect(window.location.origin, paths.auth.path),
  })
  if (error) throw error
}

/** requestPasswordReset as a mutation taking the e-mail address. */
export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset })
}

/**
 * Sets the signed-in user's password (`updateUser({ password })`, `PUT /auth/v1/user`; docs/product.md §7). Works with
 * the recovery link's session and in /admin "Account". Throws the AuthError: `weak_password`, `same_password`,
 * `insufficient_aal` (two-step is on and the session has no code yet), 429.
 */
async function updatePassword(password: string): Promise<void> {
  const { error } = await getSupabaseClient().auth.updateUser({ password })
  if (error) throw error
}

/** updatePassword as a mutation taking the new password. */
export function useUpdatePassword() {
  return useMutation({ mutationFn: updatePassword })
}

/** Ends every other session of hers (phones, laptops), keeping this one (`signOut({ scope: 'others' })`). */
async function signOutOtherDevices(): Promise<void> {
  const { error } = await getSupabaseClient().auth.signOut({ scope: 'others' })
  if (error) throw error
}

/** signOutOtherDevices as a mutation. */
export function useSignOutOtherDevices() {
  return useMutation({ mutationFn: signOutOtherDevices })
}
