/** supabase/config.toml and the local backend's settings (supabase/local/config.ts) agree. */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { AUTH_SETTINGS, DEFAULT_PORT, STORAGE_GLOBAL_LIMIT } from '../../supabase/local/config.ts'
import { listMigrations } from '../../supabase/local/db.ts'

const toml = readFileSync(new URL('../../supabase/config.toml', import.meta.url), 'utf8')

/** The value of `key = value` inside `[section]` (enough TOML for these flat keys). */
function setting(section: string, key: string): string {
  const body = toml.split(/^\[/m).find((s) => s.startsWith(`${section}]`))
  const match = body && new RegExp(`^${key}\\s*=\\s*(.+)$`, 'm').exec(body)
  if (!match) throw new Error(`${section}.${key} missing from config.toml`)
  return match[1].trim().replace(/^"(.*)"$/, '$1')
}

describe('config.toml ↔ local backend', () => {
  it('API port and auth settings match', () => {
    expect(Number(setting('api', 'port'))).toBe(DEFAULT_PORT)
    expect(setting('auth', 'site_url')).toBe(AUTH_SETTINGS.siteUrl)
    expect(Number(setting('auth', 'jwt_expiry'))).toBe(AUTH_SETTINGS.jwtExpiry)
    expect(setting('auth', 'enable_refresh_token_rotation')).toBe(String(AUTH_SETTINGS.refreshTokenRotation))
    expect(Number(setting('auth', 'refresh_token_reuse_interval'))).toBe(AUTH_SETTINGS.refreshTokenReuseInterval)
    expect(Number(setting('auth', 'minimum_password_length'))).toBe(AUTH_SETTINGS.minimumPasswordLength)
    expect(setting('auth', 'enable_signup')).toBe(String(AUTH_SETTINGS.enableSignup))
    expect(setting('auth.email', 'enable_confirmations')).toBe(String(AUTH_SETTINGS.enableConfirmations))
    expect(setting('auth.email', 'max_frequency')).toBe(`${AUTH_SETTINGS.emailMaxFrequency}s`)
    expect(Number(setting('auth.email', 'otp_expiry'))).toBe(AUTH_SETTINGS.emailOtpExpiry)
    expect(setting('storage', 'file_size_limit')).toBe(`${STORAGE_GLOBAL_LIMIT / 1024 / 1024}MiB`)
    expect(setting('db.seed', 'sql_paths')).toBe('["./seed.sql"]')
  })

  it('migrations follow the CLI naming <YYYYMMDDHHMMSS>_<name>.sql', () => {
    const migrations = listMigrations()
    expect(migrations.length).toBeGreaterThan(0)
    for (const m of migrations) expect(m.version).toMatch(/^\d{14}$/)
  })
})
