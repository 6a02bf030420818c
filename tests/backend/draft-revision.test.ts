// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the app modules under test read import.meta.env, typed by the app build's vite-env.d.ts (a global script, not importable)
/// <reference path="../../src/vite-env.d.ts" />
/**
 * The draft's revision (docs/site-content.md "Two devices", docs/decisions.md #280) against the real local backend with
 * the real supabase-js: the app's own save (`save_site_draft`, through src/features/site-content/api/draft.ts) writes
 * only from the revision it names; a stale save writes nothing and answers HTTP 409 with PostgREST's error shape
 * (PT409, a detail with the current revision, a hint); each save carries an id from her device, which the draft then
 * names (docs/decisions.md #323), so a save whose answer was lost and that is sent again can tell its own revision from
 * another device's; and every other update of the draft, a restore's and the site import's, is a new revision with no
 * save id. The app's save path over it (docs/decisions.md #420, #421): a save sent again after its answer was lost is
 * her own save, not a clash; a save that gets no answer within the time limit, or 429 and 503, waits and goes by
 * itself, the same request each time. Who may call it at all is the RLS matrix's (tests/postgres/rls-matrix.ts).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { SupabaseClient } from '@supabase/supabase-js'
import { nodeRealtime } from '../../scripts/lib/node-client.ts'
import { MutationObserver, QueryClient } from '@tanstack/react-query'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { importSiteCopy } from '../../scripts/lib/site-import.ts'
import {
  fetchDraft,
  isStaleDraft,
  latestDraftOf,
  saveDraft,
  saveDraftMutationOptions,
  sendSave,
  type Draft,
  type SaveRequest,
} from '@/features/site-content/api/draft'
import { isConnectionError, isTemporaryRefusal } from '@/lib/error-message'
import { REQUEST_TIME_LIMIT_MS } from '@/lib/supabase/time-limit'
import { restorePublication } from '@/features/site-content/api/publications'
import { siteContentSeed } from '@/demo/site-content'
import { createSupabaseClient, setSupabaseClient } from '@/lib/supabase/client'
import type { SiteContent } from '@/lib/site-content/schema'
import { LOCAL_ADMIN as ADMIN, startTestBackend, type TestBackend } from '../support/backend.ts'
import { sampleCopy, sampleEntries, zipOf } from '../support/site-copy.ts'

let backend: TestBackend
let service: SupabaseClient
/** The app's client of this file, signed in as the admin. */
let app: ReturnType<typeof createSupabaseClient>
const folder = mkdtempSync(join(tmpdir(), 'draft-revision-test-'))

beforeAll(async () => {
  backend = await startTestBackend()
  service = backend.serviceClient()
  const realtimeTransport = nodeRealtime.transport
  app = createSupabaseClient(backend.url, backend.anonKey, { realtimeTransport })
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

describe('the save path: sent again until it goes, never mistaken for another device (docs/decisions.md #420, #421)', () => {
  const realtimeTransport = nodeRealtime.transport

  /**
   * The app's client, signed in as the admin, over the real backend with `answer` deciding each save's fate first
   * (`undefined`: sent on). Counts the saves sent and the save ids they carried.
   */
  async function appClientWith(answer: (sent: number) => Promise<Response> | undefined) {
    const ids: string[] = []
    const fetch: typeof globalThis.fetch = (input, init) => {
      if (String(input).includes('/rpc/save_site_draft')) {
        ids.push((JSON.parse(String(init?.body)) as { p_save_id: string }).p_save_id)
        const answered = answer(ids.length)
        if (answered) return answered
      }
      return globalThis.fetch(input, init)
    }
    const client = createSupabaseClient(backend.url, backend.anonKey, { realtimeTransport, fetch })
    const { error } = await client.auth.signInWithPassword(ADMIN)
    if (error) throw error
    return { client, ids }
  }

  /** Runs `request` as /admin's save mutation does (saveDraftMutationOptions) through `client`; the observer shows its state. */
  function saveThrough(client: ReturnType<typeof createSupabaseClient>, request: SaveRequest) {
    setSupabaseClient(client)
    const observer = new MutationObserver(new QueryClient(), saveDraftMutationOptions)
    return { observer, done: observer.mutate(request) }
  }

  const refusedWith = (status: number) =>
    Promise.resolve(
      new Response(JSON.stringify({ code: '', message: `HTTP ${status}`, details: null, hint: null }), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
    )

  it("a 409 whose winning revision is her own save (its answer lost, sent again) resolves as saved; another device's stays a clash", async () => {
    const read = await fetchDraft()
    const request = { content: withDeposit(read.content, 31), revision: read.revision, saveId: crypto.randomUUID() }
    const first = await sendSave(request)
    expect(await sendSave(request)).toEqual({ ...first, content: first.content })
    const theirs = await saveDraft(withDeposit(first.content, 32), first.revision)
    const refused = await sendSave(request).catch((error: unknown) => error)
    expect(isStaleDraft(refused)).toBe(true)
    // The refusal carries the draft it read, for the merge: another device's save.
    expect(latestDraftOf(refused)).toMatchObject({ revision: theirs.revision, saveId: theirs.saveId })
    expect((await fetchDraft()).saveId).toBe(theirs.saveId)
  })

  it('429 and then 503: waiting (not failed), sent again with back-off, the same save id, and saved', async () => {
    const read = await fetchDraft()
    const { client, ids } = await appClientWith((sent) => (sent === 1 ? refusedWith(429) : sent === 2 ? refusedWith(503) : undefined))
    try {
      const { observer, done } = saveThrough(client, {
        content: withDeposit(read.content, 33),
        revision: read.revision,
        saveId: crypto.randomUUID(),
      })
      await vi.waitFor(() => expect(observer.getCurrentResult().failureCount).toBe(1))
      expect(isTemporaryRefusal(observer.getCurrentResult().failureReason)).toBe(true)
      expect(observer.getCurrentResult().status).toBe('pending')
      const saved = await done
      expect(ids).toHaveLength(3)
      expect(new Set(ids).size).toBe(1)
      expect(saved.saveId).toBe(ids[0])
      expect((await fetchDraft()).content.bookingTerms.depositPounds).toBe(33)
    } finally {
      setSupabaseClient(app)
    }
  }, 20_000)

  it(`a save that gets no answer ends at the time limit (${REQUEST_TIME_LIMIT_MS / 1000} s) as no connection, waits, and goes once requests go through`, async () => {
    const read = await fetchDraft()
    let hang = true
    const { client, ids } = await appClientWith(() => (hang ? new Promise<Response>(() => undefined) : undefined))
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      const { observer, done } = saveThrough(client, {
        content: withDeposit(read.content, 34),
        revision: read.revision,
        saveId: crypto.randomUUID(),
      })
      await vi.advanceTimersByTimeAsync(REQUEST_TIME_LIMIT_MS - 1)
      expect(observer.getCurrentResult().failureCount).toBe(0)
      await vi.advanceTimersByTimeAsync(1)
      expect(observer.getCurrentResult()).toMatchObject({ status: 'pending', failureCount: 1 })
      expect(isConnectionError(observer.getCurrentResult().failureReason)).toBe(true)
      hang = false
      await vi.advanceTimersByTimeAsync(2_000)
      const saved = await done
      expect(ids).toHaveLength(2)
      expect(ids[1]).toBe(ids[0])
      expect(saved.saveId).toBe(ids[0])
      expect((await fetchDraft()).content.bookingTerms.depositPounds).toBe(34)
    } finally {
      vi.useRealTimers()
      setSupabaseClient(app)
    }
  })
})
