/**
 * `npm run admin:grant` against a real local backend (docs/operations.md "The owner's account"; docs/decisions.md
 * #12, #168): the script itself, run as a child process with SUPABASE_URL / SUPABASE_SERVICE_ROLE_KEY pointing at
 * the test backend (exactly as against hosted), grants the admin role and, with --remove-factors, removes every
 * MFA factor through GoTrue's admin API, after which her password-only session writes again.
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { findUserIdByEmail, removeAllFactors } from '../../scripts/lib/admin-account.ts'
import { draftSaveOutcome, startTestBackend, type TestBackend } from '../support/backend.ts'
import { runScript, type ScriptRun } from '../support/run-script.ts'
import { insertFactor } from '../postgres/mfa-fixtures.ts'

let backend: TestBackend
let service: SupabaseClient

beforeAll(async () => {
  backend = await startTestBackend()
  service = backend.serviceClient()
})
afterAll(() => backend?.dispose())

/** Runs `npm run admin:grant -- ...args` against the test backend; its exit code and output. */
const adminGrant = (...args: string[]): Promise<ScriptRun> =>
  runScript('scripts/admin-grant.ts', args, {
    env: { ...process.env, SUPABASE_URL: backend.url, SUPABASE_SERVICE_ROLE_KEY: backend.serviceRoleKey },
  })

/** Inserts a TOTP factor for the user as GoTrue stores it after enrolment (and verification). */
const addFactor = (userId: string, name: string, status: 'verified' | 'unverified') => insertFactor(backend.database, userId, name, status)

async function factorCount(userId: string): Promise<number> {
  const { rows } = await backend.database.query<{ n: number }>('select count(*)::int as n from auth.mfa_factors where user_id = $1', [
    userId,
  ])
  return rows[0]!.n
}

describe('npm run admin:grant', () => {
  it('grants the admin role to an existing user, idempotently', async () => {
    const user = await backend.newUser('grant')
    for (let i = 0; i < 2; i++) {
      const out = await adminGrant(user.email.toUpperCase())
      expect(out.code).toBe(0)
      expect(out.stdout).toContain(`${user.email} is an admin on ${backend.url}.`)
    }
    const { data } = await service.from('user_roles').select('role').eq('user_id', user.id)
    expect(data).toEqual([{ role: 'admin' }])
  }, 60_000)

  it('refuses an unknown address (exit 1) and a wrong command line', async () => {
    const missing = await adminGrant('nobody-here@example.com')
    expect(missing.code).toBe(1)
    expect(missing.stderr).toContain('No user with e-mail nobody-here@example.com')
    const wrong = await adminGrant('--remove-factor', 'owner@example.com')
    expect(wrong.code).toBe(1)
    expect(wrong.stderr).toContain('Unknown option --remove-factor.')
  }, 60_000)

  it('--remove-factors removes every factor; her password-only session writes again', async () => {
    const owner = await backend.newUser('lost-phone')
    await adminGrant(owner.email)
    await addFactor(owner.id, 'Phone', 'verified')
    await addFactor(owner.id, 'Old phone', 'unverified')
    // With a verified factor, her password-only (aal1) session writes nothing (docs/decisions.md #165).
    const write = () => draftSaveOutcome(owner.client, service)
    expect(await write()).toBe('42501')

    const out = await adminGrant('--remove-factors', owner.email)
    expect(out.code).toBe(0)
    expect(out.stdout).toContain('removed totp factor "Phone" (verified')
    expect(out.stdout).toContain('removed totp factor "Old phone" (unverified')
    expect(out.stdout).toContain(`${owner.email} has no two-step sign-in factor left`)
    expect(await factorCount(owner.id)).toBe(0)
    expect(await write()).toBe('saved')

    const again = await adminGrant('--remove-factors', owner.email)
    expect(again.code).toBe(0)
    expect(again.stdout).toContain(`${owner.email} had no two-step sign-in factor`)
  }, 90_000)

  it('removeAllFactors touches no other user', async () => {
    const [a, b] = [await backend.newUser('factors-a'), await backend.newUser('factors-b')]
    await addFactor(a.id, 'A', 'verified')
    await addFactor(b.id, 'B', 'verified')
    expect(await findUserIdByEmail(service, a.email)).toBe(a.id)
    expect((await removeAllFactors(service, a.id)).map((f) => f.friendly_name)).toEqual(['A'])
    expect([await factorCount(a.id), await factorCount(b.id)]).toEqual([0, 1])
  })
})
