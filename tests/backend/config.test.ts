/** supabase/config.toml is the one source of the local backend's settings (supabase/local/config.ts). */
import { describe, expect, it } from 'vitest'
import { AUTH_SETTINGS, DEFAULT_PORT, MAX_ROWS, parseDuration, parseSize, STORAGE_GLOBAL_LIMIT } from '../../supabase/local/config.ts'
import { listMigrations } from '../../supabase/local/db.ts'

describe('config.toml → local backend', () => {
  it('reads the API port, max_rows, storage limit and auth settings the CLI would', () => {
    expect(DEFAULT_PORT).toBe(54321)
    expect(MAX_ROWS).toBe(1000)
    expect(STORAGE_GLOBAL_LIMIT).toBe(50 * 1024 * 1024)
    expect(AUTH_SETTINGS).toEqual({
      jwtExpiry: 3600,
      refreshTokenRotation: true,
      refreshTokenReuseInterval: 10,
      minimumPasswordLength: 6,
      enableSignup: true,
      enableConfirmations: false,
      siteUrl: 'http://localhost:5173',
      emailMaxFrequency: 1,
      emailOtpExpiry: 3600,
      // Development values, far above hosted's (docs/operations.md); tests prove the limits with their own.
      rateLimits: { signInSignUps: 1000, tokenVerifications: 1000, tokenRefresh: 2000, emailSent: 1000 },
      mfaMaxEnrolledFactors: 10,
      mfaTotpEnroll: true,
      mfaTotpVerify: true,
    })
  })

  it('parses the CLI duration notation (seconds)', () => {
    expect(parseDuration('1s')).toBe(1)
    expect(parseDuration('1m30s')).toBe(90)
    expect(parseDuration('2h')).toBe(7200)
    expect(() => parseDuration('soon')).toThrow(/not a duration/)
  })

  it('parses the CLI size notation', () => {
    expect(parseSize('50MiB')).toBe(52_428_800)
    expect(parseSize('5MB')).toBe(5_000_000)
    expect(parseSize('512KiB')).toBe(524_288)
    expect(parseSize('10')).toBe(10)
    expect(() => parseSize('fifty')).toThrow(/not a size/)
  })

  it('migrations follow the CLI naming <YYYYMMDDHHMMSS>_<name>.sql', () => {
    const migrations = listMigrations()
    expect(migrations.length).toBeGreaterThan(0)
    for (const m of migrations) expect(m.version).toMatch(/^\d{14}$/)
  })
})
