import { authProblems } from '@/features/auth/messages'
import { errorMessage } from '@/lib/error-message'

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
  const { code, status, name } = (typeof error === 'object' && error !== null ? error : {}) as {
    code?: unknown
    status?: unknown
    name?: unknown
  }
  if (status === 429 || (typeof code === 'string' && RATE_LIMIT_CODES.has(code))) return authProblems.rateLimited
  if (typeof code === 'string' && PROBLEM_BY_CODE[code]) return PROBLEM_BY_CODE[code]
  if (name === 'AuthSessionMissingError') return authProblems.signedOut
  return errorMessage(error)
}
