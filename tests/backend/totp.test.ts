/**
 * The TOTP window of the local backend's MFA (supabase/local/auth/totp.ts, docs/local-backend.md
 * §1.12): GoTrue's pquerna/otp parameters, a code valid for its 30-second step and one step either
 * side, and nothing else; and the rate limiter's token bucket (§1.11).
 */
import { describe, expect, it } from 'vitest'
import { RateLimiter } from '../../supabase/local/auth/ratelimit.ts'
import { isTotpValid, newTotpKey } from '../../supabase/local/auth/totp.ts'
import { codeOf, totpOf } from '../support/totp.ts'

// RFC 6238's SHA-1 test secret ("12345678901234567890") and its published code at T = 59 s.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ'

describe('TOTP window', () => {
  it('accepts the RFC 6238 test vector (6 digits of 94287082 at 59 s)', () => {
    expect(isTotpValid(RFC_SECRET, '287082', 59_000)).toBe(true)
  })

  it('accepts the previous, current and next 30-second step, and refuses two steps away', () => {
    const { secret } = newTotpKey('localhost:5173', 'owner@example.com')
    const totp = totpOf(secret)
    const now = 1_800_000_015_000 // 15 s into a step
    const codeAt = (offsetSteps: number) => totp.generate({ timestamp: now + offsetSteps * 30_000 })
    for (const step of [-1, 0, 1]) expect(isTotpValid(secret, codeAt(step), now)).toBe(true)
    for (const step of [-2, 2]) {
      const code = codeAt(step)
      // A code two steps away is refused unless it happens to equal one in the window (1 in ~333,000).
      const inWindow = [-1, 0, 1].some((s) => codeAt(s) === code)
      expect(isTotpValid(secret, code, now)).toBe(inWindow)
    }
  })

  it('refuses codes that are not six digits', () => {
    const { secret } = newTotpKey('localhost:5173', 'owner@example.com')
    const code = codeOf(secret)
    expect(isTotpValid(secret, code)).toBe(true)
    for (const bad of ['', '12345', '1234567', ' ' + code, 'abcdef']) expect(isTotpValid(secret, bad)).toBe(false)
  })

  it('makes a 160-bit base32 secret and the otpauth URI authenticator apps read', () => {
    const { secret, uri } = newTotpKey('localhost:5173', 'owner@example.com')
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(uri).toBe(
      `otpauth://totp/localhost:5173:owner@example.com?algorithm=SHA1&digits=6&issuer=localhost%3A5173&period=30&secret=${secret}`,
    )
  })
})

describe('rate limiter (token bucket)', () => {
  it('lets `capacity` requests through, then refuses until the window refills', () => {
    let now = 0
    const limiter = new RateLimiter(3, 300, () => now)
    expect([1, 2, 3, 4].map(() => limiter.take('127.0.0.1'))).toEqual([true, true, true, false])
    // Another address has its own bucket.
    expect(limiter.take('10.0.0.1')).toBe(true)
    now += 100_000 // a third of the window: one request back
    expect(limiter.take('127.0.0.1')).toBe(true)
    expect(limiter.take('127.0.0.1')).toBe(false)
    now += 300_000
    expect([1, 2, 3, 4].map(() => limiter.take('127.0.0.1'))).toEqual([true, true, true, false])
  })
})
