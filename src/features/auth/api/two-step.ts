import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Factor, Session } from '@supabase/supabase-js'
import { studio } from '@/content/studio'
import { needsCode, nextAuthenticatorName } from '@/features/auth/lib/two-step'
import { getSupabaseClient } from '@/lib/supabase/client'

/**
 * Two-step sign-in with an authenticator app: Supabase Auth's TOTP MFA through supabase-js (docs/product.md §4, §7;
 * docs/decisions.md #176, #177). Every function throws the AuthError it gets (e.g. `mfa_verification_failed`, 429).
 */

/** One of her authenticators as the Account section lists it. */
type Authenticator = { id: string; name: string; addedAt: string; verified: boolean }

const toAuthenticator = (factor: Factor): Authenticator => ({
  id: factor.id,
  name: factor.friendly_name ?? 'Authenticator',
  addedAt: factor.created_at,
  verified: factor.status === 'verified',
})

/** The react-query key of her authenticators; every change to them reads them again. */
const authenticatorsKey = ['authenticators'] as const

/** Her TOTP authenticators, verified and not, from the backend (`GET /user`), oldest first. */
async function listAuthenticators(): Promise<Authenticator[]> {
  const { data, error } = await getSupabaseClient().auth.mfa.listFactors()
  if (error) throw error
  return data.all
    .filter((f) => f.factor_type === 'totp')
    .map(toAuthenticator)
    .sort((a, b) => a.addedAt.localeCompare(b.addedAt))
}

/** listAuthenticators as a query (not retried: the section offers "Try again"). */
export function useAuthenticators() {
  return useQuery({ queryKey: authenticatorsKey, queryFn: listAuthenticators, retry: false })
}

/**
 * Whether `session` must still give a code: the JWT's `aal` against her verified factors as the backend has them now
 * (the access token is passed, so supabase-js reads the user afresh rather than the stored copy).
 */
export async function sessionNeedsCode(session: Session): Promise<boolean> {
  const { data, error } = await getSupabaseClient().auth.mfa.getAuthenticatorAssuranceLevel(session.access_token)
  if (error) throw error
  return needsCode(data)
}

/**
 * Checks `code` against her verified authenticators, one after the other, until one accepts it (a code from the
 * backup phone works too; docs/decisions.md #177): challenge + verify, which turns this session into `aal2`. Throws
 * the last refusal (`mfa_verification_failed` for a wrong code).
 */
async function verifySignInCode(code: string): Promise<void> {
  const verified = (await listAuthenticators()).filter((a) => a.verified)
  let refusal: unknown = new Error('No authenticator to check the code against')
  for (const authenticator of verified) {
    const { error } = await getSupabaseClient().auth.mfa.challengeAndVerify({ factorId: authenticator.id, code })
    if (!error) return
    refusal = error
    if (error.status === 429) break
  }
  throw refusal
}

/**
 * verifySignInCode as a mutation taking the code; `onVerified` (where /auth goes next) runs before the mutation
 * settles, so the form stays busy until then.
 */
export function useVerifySignInCode(onVerified: () => Promise<void>) {
  return useMutation({ mutationFn: verifySignInCode, onSuccess: onVerified })
}

/** What she needs to add an authenticator: the factor's id, its `otpauth://` URI (for the QR code) and the secret. */
export type Enrollment = { factorId: string; uri: string; secret: string }

/**
 * Starts adding an authenticator: removes any she started and never confirmed, then enrolls a TOTP factor named
 * "Authenticator N", issued as the studio's name (what her app shows). Confirm it with {@link confirmAuthenticator}.
 */
async function startAuthenticator(): Promise<Enrollment> {
  const existing = await listAuthenticators()
  for (const unconfirmed of existing.filter((a) => !a.verified)) await removeAuthenticator(unconfirmed.id)
  const { data, error } = await getSupabaseClient().auth.mfa.enroll({
    factorType: 'totp',
    friendlyName: nextAuthenticatorName(existing.filter((a) => a.verified).map((a) => a.name)),
    issuer: studio.name,
  })
  if (error) throw error
  return { factorId: data.id, uri: data.totp.uri, secret: data.totp.secret }
}

/** Confirms a new authenticator with a code from it; the session becomes `aal2`. Throws `mfa_verification_failed`. */
async function confirmAuthenticator(factorId: string, code: string): Promise<void> {
  const { error } = await getSupabaseClient().auth.mfa.challengeAndVerify({ factorId, code })
  if (error) throw error
}

/**
 * confirmAuthenticator of `factorId` as a mutation taking the code: `onConfirmed` runs before the mutation settles,
 * then her authenticators are read again.
 */
export function useConfirmAuthenticator(factorId: string, onConfirmed: () => void) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (code: string) => confirmAuthenticator(factorId, code),
    onSuccess: () => {
      onConfirmed()
      void queryClient.invalidateQueries({ queryKey: authenticatorsKey })
    },
  })
}

/** Removes one authenticator (`DELETE /factors/:id`); a verified one needs an `aal2` session (`insufficient_aal`). */
async function removeAuthenticator(factorId: string): Promise<void> {
  const { error } = await getSupabaseClient().auth.mfa.unenroll({ factorId })
  if (error) throw error
}

/** Turns two-step sign-in off: removes every authenticator she has. */
async function turnOffTwoStep(): Promise<void> {
  for (const authenticator of await listAuthenticators()) await removeAuthenticator(authenticator.id)
}

/** A change the Account section makes to her authenticators: start adding one, cancel an unconfirmed one, remove all. */
type AuthenticatorChange = { type: 'start' } | { type: 'cancel'; factorId: string } | { type: 'turn-off' }

/** Makes `change`; resolves with the new enrollment for `start`, else null. */
async function changeAuthenticators(change: AuthenticatorChange): Promise<Enrollment | null> {
  switch (change.type) {
    case 'start':
      return startAuthenticator()
    case 'cancel':
      await removeAuthenticator(change.factorId)
      return null
    case 'turn-off':
      await turnOffTwoStep()
      return null
  }
}

/**
 * The Account section's changes to her authenticators as one mutation (one busy state and one refusal for the three
 * buttons); her authenticators are read again whenever one settles.
 */
export function useChangeAuthenticators() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: changeAuthenticators,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: authenticatorsKey })
    },
  })
}
