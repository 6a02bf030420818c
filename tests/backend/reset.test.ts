/**
 * The test backend's reset (docs/local-backend.md §11; docs/testing.md "Tests against the backend"): after a
 * file's writes through every service, a reset shows exactly the template again (rows, sequences, stored
 * files, the inbox, the rate limits, the session), with rows alone when only data changed and by reopening
 * the template when the schema changed. A backend started without `resettable` refuses.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ENABLE_CONFIRMATIONS_ENV } from '../../supabase/local/auth/settings.ts'
import { startBackend } from '../../supabase/local/server.ts'
import type { RunningBackend } from '../../supabase/local/types.ts'
import {
  LOCAL_ADMIN as ADMIN,
  BACKEND_START_TIMEOUT_MS,
  inbox,
  makeClient,
  saveDraftAs,
  startTestBackend,
  uniqueEmail,
  withAuthSettings,
  type TestBackend,
} from '../support/backend.ts'

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')

let dataDir: string
let backend: RunningBackend
let template: Record<string, string>

/** Every table outside PostgreSQL's schemas with a digest of its rows, and every sequence's state. */
async function snapshot(): Promise<Record<string, string>> {
  const { rows: tables } = await backend.database.query<{ name: string }>(
    `select format('%I.%I', table_schema, table_name) as name from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema') order by 1`,
  )
  const out: Record<string, string> = {}
  for (const { name } of tables) {
    const { rows } = await backend.database.query<{ h: string }>(
      `select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from ${name} t`,
    )
    out[name] = rows[0]!.h
  }
  const { rows: sequences } = await backend.database.query<{ name: string; last_value: string | null }>(
    `select format('%I.%I', schemaname, sequencename) as name, last_value::text from pg_sequences order by 1`,
  )
  for (const s of sequences) out[s.name] = String(s.last_value)
  return out
}

const storedFiles = () => readdirSync(join(dataDir, 'storage'), { recursive: true }).filter((f) => !String(f).startsWith('.tmp'))

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'supabase-local-reset-'))
  backend = await startBackend({
    port: 0,
    quiet: true,
    dataDir,
    resettable: true,
    auth: { rateLimits: { signInSignUps: 2 } },
  })
  template = await snapshot()
}, BACKEND_START_TIMEOUT_MS)
afterAll(async () => {
  await backend?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

describe('reset', () => {
  it('after writes through every service, restores the rows and sequences, deletes stored files, empties the inbox and refills the rate limits', async () => {
    const anon = makeClient(backend.url, backend.anonKey)
    const email = uniqueEmail('reset')
    expect((await anon.auth.signUp({ email, password: 'correct-horse-battery' })).error).toBeNull()
    expect((await anon.auth.resetPasswordForEmail(email)).error).toBeNull()
    expect(await inbox(backend, email)).toHaveLength(1)
    expect((await anon.auth.signUp({ email: uniqueEmail('reset'), password: 'correct-horse-battery' })).error?.status).toBe(429)

    const admin = makeClient(backend.url, backend.anonKey)
    expect((await admin.auth.signInWithPassword(ADMIN)).error).toBeNull()
    const upload = await admin.storage.from('gallery-images').upload('nails/reset.png', new File([PNG], 'reset.png', { type: 'image/png' }))
    expect(upload.error).toBeNull()
    const { data: draft } = await admin.from('site_content_draft').select('content').eq('id', 1).single()
    await saveDraftAs(admin, draft!.content)
    const first = await admin.rpc('publish_site_content')
    expect(first.error).toBeNull()
    expect(storedFiles()).not.toEqual([])
    expect(await snapshot()).not.toEqual(template)

    expect(await backend.reset()).toEqual({ reopened: false })

    expect(await snapshot()).toEqual(template)
    expect(storedFiles()).toEqual([])
    expect(await inbox(backend, email)).toEqual([])
    expect((await anon.auth.signInWithPassword({ email, password: 'correct-horse-battery' })).error?.message).toBe(
      'Invalid login credentials',
    )
    const again = makeClient(backend.url, backend.anonKey)
    expect((await again.auth.signUp({ email: uniqueEmail('reset'), password: 'correct-horse-battery' })).error).toBeNull()
    // The publication's id sequence was set back too: the same publish gets the same version number.
    expect((await again.auth.signInWithPassword(ADMIN)).error).toBeNull()
    expect((await again.rpc('publish_site_content')).data.id).toBe(first.data.id)
  })

  it('drops what a test left in the database session (a role, a setting)', async () => {
    await backend.database.exec(`set role anon; set statement_timeout = '1s'`)
    expect(await backend.reset()).toEqual({ reopened: false })
    const { rows } = await backend.database.query<{ who: string; timeout: string }>(
      `select current_user as who, current_setting('statement_timeout') as timeout`,
    )
    expect(rows).toEqual([{ who: 'supabase_admin', timeout: '0' }])
    expect(await snapshot()).toEqual(template)
  })

  it(
    'reopens the template when the schema changed, and the new database handle works',
    async () => {
      const before = backend.database
      await backend.database.exec(`create table public.reset_probe (id int primary key); insert into public.reset_probe values (1)`)
      expect(await backend.reset()).toEqual({ reopened: true, reason: 'the schema changed' })
      expect(backend.database).not.toBe(before)
      const { rows } = await backend.database.query<{ probe: string | null }>(`select to_regclass('public.reset_probe')::text as probe`)
      expect(rows).toEqual([{ probe: null }])
      expect(await snapshot()).toEqual(template)
      // Rows alone are enough again afterwards.
      const anon = makeClient(backend.url, backend.anonKey)
      expect((await anon.auth.signUp({ email: uniqueEmail('reset'), password: 'correct-horse-battery' })).error).toBeNull()
      expect(await backend.reset()).toEqual({ reopened: false })
      expect(await snapshot()).toEqual(template)
    },
    BACKEND_START_TIMEOUT_MS,
  )

  it(
    'is refused by a backend started without `resettable`, and `resettable` needs a new data folder',
    async () => {
      // Any option but `auth` gives a backend of the file's own, started without `resettable`.
      const plain = await startTestBackend({ port: 0 })
      try {
        await expect(plain.reset()).rejects.toThrow(/without `resettable`/)
      } finally {
        await plain.dispose()
      }
      await backend.stop()
      await expect(startBackend({ port: 0, quiet: true, dataDir, resettable: true })).rejects.toThrow(/needs a new data folder/)
    },
    BACKEND_START_TIMEOUT_MS,
  )
})

describe("the harness's shared backend", () => {
  it(
    'gives a file that asks twice a second backend of its own',
    async () => {
      const one = await startTestBackend()
      const two = await startTestBackend()
      try {
        expect(two.url).not.toBe(one.url)
      } finally {
        await two.dispose()
        await one.dispose()
      }
    },
    BACKEND_START_TIMEOUT_MS,
  )

  it(
    "resets the worker's backend with a file's [auth] settings, a test's with withAuthSettings, and the next file's with config.toml's",
    async () => {
      const signUp = (on: TestBackend) => on.client().auth.signUp({ email: uniqueEmail('harness-auth'), password: 'correct-horse-battery' })
      const autoconfirm = async (on: TestBackend) =>
        ((await (await fetch(`${on.url}/auth/v1/settings`)).json()) as { mailer_autoconfirm: boolean }).mailer_autoconfirm
      const limited = await startTestBackend({ auth: { rateLimits: { signInSignUps: 1 } } })
      try {
        expect((await signUp(limited)).error).toBeNull()
        expect((await signUp(limited)).error?.status).toBe(429)
        await withAuthSettings(limited, { rateLimits: { signInSignUps: 2 } }, async () => {
          expect([(await signUp(limited)).error, (await signUp(limited)).error]).toEqual([null, null])
          expect((await signUp(limited)).error?.status).toBe(429)
        })
        // The file's own settings again, with full buckets.
        expect((await signUp(limited)).error).toBeNull()
        expect((await signUp(limited)).error?.status).toBe(429)
      } finally {
        await limited.dispose()
      }
      // `{ auth: {} }`: config.toml and the environment as they are at the reset; the last file's limit is gone.
      process.env[ENABLE_CONFIRMATIONS_ENV] = 'true'
      const confirming = await startTestBackend({ auth: {} }).finally(() => delete process.env[ENABLE_CONFIRMATIONS_ENV])
      try {
        expect(confirming.url).toBe(limited.url)
        expect(await autoconfirm(confirming)).toBe(false)
        expect([(await signUp(confirming)).error, (await signUp(confirming)).error]).toEqual([null, null])
      } finally {
        await confirming.dispose()
      }
      const plain = await startTestBackend()
      try {
        expect(plain.url).toBe(limited.url)
        expect(await autoconfirm(plain)).toBe(true)
      } finally {
        await plain.dispose()
      }
    },
    BACKEND_START_TIMEOUT_MS,
  )
})
