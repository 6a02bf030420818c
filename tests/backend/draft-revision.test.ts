// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the app modules under test read import.meta.env, typed by the app build's vite-env.d.ts (a global script, not importable)
/// <reference path="../../src/vite-env.d.ts" />
/**
 * The draft's revision (docs/site-content.md "Two devices", docs/decisions.md #280) against the real local backend with
 * the real supabase-js: the app's own save (`save_site_draft`, through src/features/site-content/api/draft.ts) writes
 * only from the revision it names; a stale save writes nothing and answers HTTP 409 with PostgREST's error shape
 * (PT409, a detail with the current revision, a hint); each save carries an id from her device, which the draft then
 * names (docs/decisions.md #323), so a save whose answer was lost and that is sent again can tell its own revision from
 * another device's; and every other update of the draft, a restore's and the site import's, is a new revision with no
 * save id. Who may call it at all is the RLS matrix's (tests/postgres/rls-matrix.ts).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { SupabaseClient } from '@supabase/supabase-js'
import WebSocket from 'ws'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { importSiteCopy } from '../../scripts/lib/site-import.ts'
import { fetchDraft, isStaleDraft, saveDraft, type Draft } from '@/features/site-content/api/draft'
import { restorePublication } from '@/features/site-content/api/publications'
import { siteContentSeed } from '@/demo/site-content'
import { createSupabaseClient, setSupabaseClient, type CreateClientOptions } from '@/lib/supabase/client'
import type { SiteContent } from '@/lib/site-content/schema'
import { LOCAL_ADMIN as ADMIN, startTestBackend, type TestBackend } from '../support/backend.ts'
import { sampleCopy, sampleEntries, zipOf } from '../support/site-copy.ts'

let backend: TestBackend
let service: SupabaseClient
const folder = mkdtempSync(join(tmpdir(), 'draft-revision-test-'))

beforeAll(async () => {
  backend = await startTestBackend()
  service = backend.serviceClient()
  const realtimeTransport = WebSocket as unknown as CreateClientOptions['realtimeTransport']
  const app = createSupabaseClient(backend.url, backend.anonKey, { realtimeTransport })
  setSupabaseClient(app)
  const { error } = await app.auth.signInWithPassword(ADMIN)
  if (error) throw error
})
afterAll(async () => {
  setSupabaseClient(undefined)
  rmSync(folder, { recursive: true, force: true })
  await backend?.dispose()
})

const withDeposit = (content: SiteContent, depositPounds: number): SiteContent => ({
  ...content,
  bookingTerms: { ...content.bookingTerms, depositPounds },
})

/** The draft's revision as stored (service role). */
async function revisionNow(): Promise<number> {
  const { data, error } = await service.from('site_content_draft').select('revision').eq('id', 1).single()
  if (error) throw error
  return data.revision as number
}

describe('save_site_draft', () => {
  it('saves from the current revision and answers the next one', async () => {
    const before: Draft = await fetchDraft()
    expect(before.revision).toBe(1)
    const saved = await saveDraft(withDeposit(before.content, 12), before.revision)
    expect(saved.revision).toBe(2)
    expect(Date.parse(saved.updatedAt)).toBeGreaterThan(Date.parse(before.updatedAt))
    const after = await fetchDraft()
    expect(after).toEqual({ content: withDeposit(before.content, 12), revision: 2, updatedAt: saved.updatedAt, saveId: saved.saveId })
    expect(saved.saveId).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('a save sent again after its answer was lost is refused, and the draft names it as the save that won', async () => {
    const read = await fetchDraft()
    const mine = crypto.randomUUID()
    const first = await saveDraft(withDeposit(read.content, 21), read.revision, mine)
    // The answer never came: the same save, with the same id, from the same revision.
    const again = await saveDraft(withDeposit(read.content, 21), read.revision, mine).catch((error: unknown) => error)
    expect(isStaleDraft(again)).toBe(true)
    expect(await fetchDraft()).toMatchObject({ revision: first.revision, saveId: mine })
    // Another device's save is another id: a later refusal of hers names that one, not hers.
    const theirs = await saveDraft(withDeposit(first.content, 22), first.revision)
    expect(theirs.saveId).not.toBe(mine)
    expect(isStaleDraft(await saveDraft(withDeposit(read.content, 21), read.revision, mine).catch((e: unknown) => e))).toBe(true)
    expect((await fetchDraft()).saveId).toBe(theirs.saveId)
  })

  it('a caller that sends no save id (a tab from before docs/decisions.md #323) still saves, and the draft names none', async () => {
    const read = await fetchDraft()
    const { data, error } = await backend
      .signedIn(ADMIN.email, ADMIN.password)
      .then((c) => c.rpc('save_site_draft', { p_content: withDeposit(read.content, 23), p_revision: read.revision }))
    expect(error).toBeNull()
    expect(data).toMatchObject({ revision: read.revision + 1, save_id: null })
    expect((await fetchDraft()).saveId).toBeNull()
  })

  it('refuses a save from an older revision and writes nothing: HTTP 409, PT409, the current revision and a hint', async () => {
    const current = await fetchDraft()
    const refused = await saveDraft(withDeposit(current.content, 99), current.revision - 1).catch((error: unknown) => error)
    expect(isStaleDraft(refused)).toBe(true)
    expect(refused).toMatchObject({
      code: 'PT409',
      message: `the draft has changed since revision ${current.revision - 1}`,
      details: expect.stringMatching(
        new RegExp(`^The draft is at revision ${current.revision}, saved at \\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z\\.$`),
      ),
      hint: 'Read the draft again, put your changes on it, and save with its revision.',
    })
    expect(await fetchDraft()).toEqual(current)

    // On the wire: PostgREST's status for a function's own PTxxx code, and its four-key body.
    const token = (await backend.signedIn(ADMIN.email, ADMIN.password).then((c) => c.auth.getSession())).data.session!.access_token
    const res = await fetch(`${backend.url}/rest/v1/rpc/save_site_draft`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ p_content: current.content, p_revision: 1 }),
    })
    expect(res.status).toBe(409)
    expect(Object.keys((await res.json()) as object).sort()).toEqual(['code', 'details', 'hint', 'message'])
    expect(await revisionNow()).toBe(current.revision)
  })

  it('of two devices that read the same revision, the second is refused; from the new revision it saves', async () => {
    const read = await fetchDraft()
    await saveDraft({ ...read.content, details: { ...read.content.details, phone: '+44 7700 900999' } }, read.revision)
    const stale = await saveDraft(withDeposit(read.content, 30), read.revision).catch((error: unknown) => error)
    expect(isStaleDraft(stale)).toBe(true)
    const latest = await fetchDraft()
    expect(latest.content.details.phone).toBe('+44 7700 900999')
    const both = await saveDraft(withDeposit(latest.content, 30), latest.revision)
    expect(both.revision).toBe(latest.revision + 1)
    const after = await fetchDraft()
    expect([after.content.details.phone, after.content.bookingTerms.depositPounds]).toEqual(['+44 7700 900999', 30])
  })
})

describe('every update of the draft is a new revision', () => {
  it('a restore of a published version', async () => {
    const before = await revisionNow()
    await saveDraft((await fetchDraft()).content, before)
    await restorePublication(1)
    expect(await revisionNow()).toBe(before + 2)
    expect((await fetchDraft()).saveId).toBeNull()
    // A save from the revision before the restore is refused: the restore is a change like any other.
    const refused = await saveDraft(siteContentSeed, before + 1).catch((error: unknown) => error)
    expect(isStaleDraft(refused)).toBe(true)
  })

  it('the site import (npm run site:import)', async () => {
    const before = await fetchDraft()
    const copyFile = join(folder, 'copy.zip')
    writeFileSync(copyFile, await zipOf(await sampleEntries(await sampleCopy())))
    await importSiteCopy(copyFile, { url: backend.url, client: service }, { replace: true })
    const after = await fetchDraft()
    expect(after.revision).toBeGreaterThan(before.revision)
    expect(Date.parse(after.updatedAt)).toBeGreaterThan(Date.parse(before.updatedAt))
    const refused = await saveDraft(before.content, before.revision).catch((error: unknown) => error)
    expect(isStaleDraft(refused)).toBe(true)
  })

  it('a direct update (only a migration may make one), whatever revision and time it sets', async () => {
    const before = await fetchDraft()
    // Not the service role: no API role writes the draft directly (docs/decisions.md #320).
    const refused = await service.from('site_content_draft').update({ revision: 1, updated_at: '2000-01-01T00:00:00Z' }).eq('id', 1)
    expect({ status: refused.status, code: refused.error?.code }).toEqual({ status: 403, code: '42501' })
    await backend.database.query(`update public.site_content_draft set revision = 1, updated_at = '2000-01-01' where id = 1`)
    const after = await fetchDraft()
    expect(after.revision).toBe(before.revision + 1)
    expect(Date.parse(after.updatedAt)).toBeGreaterThan(Date.parse('2001-01-01'))
  })
})
