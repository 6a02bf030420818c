import type { SupabaseClient } from '@supabase/supabase-js'
import { Secret, TOTP } from 'otpauth'

/**
 * TOTP codes as an authenticator app computes them (otpauth; GoTrue's parameters: SHA-1, 6 digits, 30 s).
 * Only otpauth and types here, so backend tests, jsdom tests and Playwright specs can all import it.
 */

/** The authenticator for a base32 secret. */
export const totpOf = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 })

/** The code an authenticator app shows now. */
export const codeOf = (secret: string) => totpOf(secret).generate()

/**
 * A six-digit code that is wrong for the previous, current and next 30-second step (the backend accepts all
 * three), so it stays wrong even if the clock crosses a step boundary.
 */
export function wrongCodeOf(secret: string): string {
  const totp = totpOf(secret)
  const valid = new Set([-30_000, 0, 30_000].map((d) => totp.generate({ timestamp: Date.now() + d })))
  let n = 123_456
  while (valid.has(String(n).padStart(6, '0'))) n = (n + 1) % 1_000_000
  return String(n).padStart(6, '0')
}

/** Enrolls a TOTP factor for a signed-in client and verifies it (the session becomes aal2); the factor id and secret. */
export async function turnOn(client: SupabaseClient, friendlyName = 'Phone'): Promise<{ factorId: string; secret: string }> {
  const enrolled = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName })
  if (enrolled.error) throw enrolled.error
  const secret = enrolled.data.totp.secret
  const verified = await client.auth.mfa.challengeAndVerify({ factorId: enrolled.data.id, code: codeOf(secret) })
  if (verified.error) throw verified.error
  return { factorId: enrolled.data.id, secret }
}
