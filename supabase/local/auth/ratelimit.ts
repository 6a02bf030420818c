/**
 * GoTrue's request rate limits (docs/local-backend.md §1.11; supabase/auth internal/api/apilimiter):
 * token buckets per key (the client's IP address, or one key for the whole project's e-mail budget).
 * A bucket holds `capacity` requests and refills `capacity` per `windowSeconds`, so at most
 * `capacity` requests pass in a burst and `capacity` per window on average.
 */
import type { Context } from 'hono'
import { peerAddress } from '../request.ts'
import type { RateLimitSettings } from '../types.ts'
import { AuthError } from './errors.ts'

/** A token-bucket limiter; `now` is injectable for tests (milliseconds). */
export class RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>()

  constructor(
    readonly capacity: number,
    readonly windowSeconds: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Takes one request for `key`: true when allowed, false when the bucket is empty. */
  take(key: string): boolean {
    const now = this.now()
    const refillPerMs = this.capacity / (this.windowSeconds * 1000)
    const bucket = this.buckets.get(key) ?? { tokens: this.capacity, at: now }
    const tokens = Math.min(this.capacity, bucket.tokens + (now - bucket.at) * refillPerMs)
    if (tokens < 1) {
      this.buckets.set(key, { tokens, at: now })
      return false
    }
    this.buckets.set(key, { tokens: tokens - 1, at: now })
    return true
  }
}

/** Five minutes, the window of the per-IP keys of [auth.rate_limit]. */
const FIVE_MINUTES = 300

/**
 * The limiters of a backend from config.toml [auth.rate_limit]. MFA challenge and verify use
 * GoTrue's fixed default (GOTRUE_MFA_RATE_LIMIT_CHALLENGE_AND_VERIFY: 15 a minute, bursts of 30),
 * which the CLI does not expose.
 */
export function createAuthLimits(limits: RateLimitSettings) {
  return {
    signInSignUps: new RateLimiter(limits.signInSignUps, FIVE_MINUTES),
    tokenVerifications: new RateLimiter(limits.tokenVerifications, FIVE_MINUTES),
    tokenRefresh: new RateLimiter(limits.tokenRefresh, FIVE_MINUTES),
    mfa: new RateLimiter(30, 120),
    emailSent: new RateLimiter(limits.emailSent, 3600),
  }
}

/**
 * GoTrue's `limitHandler`: throws 429 `over_request_rate_limit` "Request rate limit reached" when `limiter` refuses this
 * client, keyed by its IP address (locally always a loopback address; `unknown` without a socket).
 */
export function enforceRequestLimit(c: Context, limiter: RateLimiter): void {
  if (!limiter.take(peerAddress(c) ?? 'unknown')) throw new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached')
}

/** GoTrue's hourly e-mail budget: throws 429 `over_email_send_rate_limit` "email rate limit exceeded". */
export function enforceEmailBudget(limiter: RateLimiter): void {
  if (!limiter.take('project')) throw new AuthError(429, 'over_email_send_rate_limit', 'email rate limit exceeded')
}
