import { UNKNOWN_ERROR } from '@/lib/error-message'

/**
 * Pure rules of two-step sign-in (TOTP, Supabase Auth's MFA API; docs/product.md §4 "Auth page", docs/decisions.md
 * #176, #177).
 */

/** Assurance levels as supabase-js reports them (`mfa.getAuthenticatorAssuranceLevel()`). */
export type Assurance = { currentLevel: string | null; nextLevel: string | null }

/**
 * True when the session came from the password alone while her account has a verified authenticator: she must type a
 * code before /admin opens (and the database refuses every admin write until then).
 */
export function needsCode({ currentLevel, nextLevel }: Assurance): boolean {
  return currentLevel === 'aal1' && nextLevel === 'aal2'
}

/** A TOTP code as she may type it ("123 456", "123-456"): the six digits, or null when it is not six digits. */
export function normalizeCode(typed: string): string | null {
  const digits = typed.replace(/[\s-]/g, '')
  return /^\d{6}$/.test(digits) ? digits : null
}

/** The secret key in groups of four ("JBSW Y3DP EHPK 3PXP"), easier to type into an app by hand. */
export function groupSecret(secret: string): string {
  return (secret.replace(/\s/g, '').match(/.{1,4}/g) ?? []).join(' ')
}

/** "Authenticator 1", "Authenticator 2", …: the first name not in `taken` (hosted wants unique factor names). */
export function nextAuthenticatorName(taken: readonly (string | null | undefined)[]): string {
  for (let n = 1; ; n++) {
    const name = `Authenticator ${n}`
    if (!taken.includes(name)) return name
  }
}

/** Texts of the problems the auth screens explain in plain words (docs/product.md §8 "Inline messages"). */
export const authProblems = {
  rateLimited: 'Too many tries for now. Please wait a few minutes, then try again.',
  wrongCode: "That code isn't right. Type the 6-digit code your authenticator app shows now.",
  codeFormat: 'Type the 6-digit code from your authenticator app.',
  linkExpired: 'This link has expired or has already been used. Type your email to get a new one.',
  samePassword: 'That is your current password. Choose a different one.',
  needsCode: 'Please sign in again with your code, then try again.',
  signedOut: 'You have been signed out. Please sign in again.',
} as const

/** Error codes of GoTrue's rate limits (429). */
const RATE_LIMIT_CODES = new Set(['over_request_rate_limit', 'over_email_send_rate_limit', 'over_sms_send_rate_limit'])

/** GoTrue error codes with their plain explanation. */
const PROBLEM_BY_CODE: Record<string, string> = {
  mfa_verification_failed: authProblems.wrongCode,
  mfa_challenge_expired: authProblems.wrongCode,
  otp_expired: authProblems.linkExpired,
  same_password: authProblems.samePassword,
  insufficient_aal: authProblems.needsCode,
  session_not_found: authProblems.signedOut,
}

/**
 * The plain-words reason for a failed auth call: rate limits (status 429, `over_*_rate_limit`) say to wait a few
 * minutes; a wrong or stale code, a used link, the same password and a missing code have their sentence; anything
 * else is the backend's own message (e.g. "Password should be at least 6 characters."), or "Unknown error".
 */
export function authProblem(error: unknown): string {
  const { code, status, message, name } = (typeof error === 'object' && error !== null ? error : {}) as {
    code?: unknown
    status?: unknown
    message?: unknown
    name?: unknown
  }
  if (status === 429 || (typeof code === 'string' && RATE_LIMIT_CODES.has(code))) return authProblems.rateLimited
  if (typeof code === 'string' && PROBLEM_BY_CODE[code]) return PROBLEM_BY_CODE[code]
  if (name === 'AuthSessionMissingError') return authProblems.signedOut
  return typeof message === 'string' && message ? message : UNKNOWN_ERROR
}
