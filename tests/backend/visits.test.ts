/**
 * Visits (docs/visits.md; docs/decisions.md #180-#184) through the local backend as the public pages send them: a plain
 * POST to /rest/v1/rpc/record_visit with the anon key and the browser's User-Agent; counts read back with the real
 * supabase-js as anon, a signed-up user, the admin and the service role. The CORS preflight is tests/backend/rest.test.ts's
 * and, in a real browser, e2e/visits.spec.ts's.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { publicPaths } from '../../src/config/paths.ts'
import { forwardedHeaders } from '../../supabase/local/request.ts'
import { LOCAL_ADMIN, startTestBackend, type TestBackend } from '../support/backend.ts'

let backend: TestBackend

const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1'
const LAPTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

/** One visit request as src/features/visits/send.ts makes it; extra headers as a browser would add them. */
function record(body: unknown, userAgent = PHONE, extra: Record<string, string> = {}): Promise<Response> {
  return fetch(`${backend.url}/rest/v1/rpc/record_visit`, {
    method: 'POST',
    headers: { apikey: backend.anonKey, 'content-type': 'application/json', 'user-agent': userAgent, ...extra },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

type CountRow = { path: string; kind: string; count: number }

async function counts(): Promise<CountRow[]> {
  const { data, error } = await backend.serviceClient().from('visit_daily_counts').select('path, kind, count').order('path').order('kind')
  if (error) throw error
  return data as CountRow[]
}

async function visitors(): Promise<number> {
  const { data, error } = await backend.serviceClient().from('visit_daily_visitors').select('visitors')
  if (error) throw error
  return (data as { visitors: number }[]).reduce((sum, row) => sum + row.visitors, 0)
}

beforeAll(async () => {
  backend = await startTestBackend()
})
afterAll(() => backend?.dispose())

beforeEach(async () => {
  // Each test starts from an empty day: the counts and the day's hashes (schema private, only SQL reaches it).
  await backend.database.exec(
    'delete from public.visit_daily_counts; delete from public.visit_daily_visitors; delete from private.visit_hashes;',
  )
})

describe('record_visit', () => {
  it('counts a page view and a tap (204, no body) for the page’s path, day in Europe/London', async () => {
    const page = await record({ path: '/pricing', kind: 'pageview' })
    expect(page.status).toBe(204)
    expect(await page.text()).toBe('')
    expect((await record({ path: '/pricing', kind: 'book' })).status).toBe(204)
    expect((await record({ path: '/', kind: 'whatsapp' })).status).toBe(204)
    expect(await counts()).toEqual([
      { path: '/', kind: 'whatsapp', count: 1 },
      { path: '/pricing', kind: 'book', count: 1 },
      { path: '/pricing', kind: 'pageview', count: 1 },
    ])
    const { rows } = await backend.database.query<{ today: boolean }>(
      `select bool_and(day = (now() at time zone 'Europe/London')::date) as today from public.visit_daily_counts`,
    )
    expect(rows[0]?.today).toBe(true)
  })

  it('two User-Agents are two visitors; the same one twice is one', async () => {
    await record({ path: '/', kind: 'pageview' }, PHONE)
    await record({ path: '/about', kind: 'pageview' }, PHONE)
    expect(await visitors()).toBe(1)
    await record({ path: '/', kind: 'pageview' }, LAPTOP)
    expect(await visitors()).toBe(2)
    expect((await counts()).find((r) => r.path === '/')?.count).toBe(2)
  })

  it('keeps a hash per visitor of today only, never the IP address or the User-Agent', async () => {
    await record({ path: '/', kind: 'pageview' }, PHONE)
    const { rows } = await backend.database.query<{ n: number; len: number }>(
      `select count(*)::int as n, max(length(hash))::int as len from private.visit_hashes`,
    )
    expect(rows[0]).toEqual({ n: 1, len: 32 })
    const dump = await backend.database.query<{ t: string }>(
      `select coalesce(string_agg(t::text, ' '), '') as t from (select * from private.visit_hashes union all select day, salt from private.visit_salts) t`,
    )
    expect(dump.rows[0]?.t).not.toMatch(/127\.0\.0\.1|iPhone/)
  })

  it('counts an unknown path as the 404 page and never adds a path', async () => {
    for (const path of ['/wp-login.php', '/pricing/', '/../admin', '', '/admin']) {
      expect((await record({ path, kind: 'pageview' })).status).toBe(204)
    }
    expect(await counts()).toEqual([{ path: '/404', kind: 'pageview', count: 5 }])
  })

  it('refuses an unknown kind with 400 and counts nothing', async () => {
    const response = await record({ path: '/', kind: 'purchase' })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ code: '22023', message: 'unknown visit kind' })
    expect(await counts()).toEqual([])
  })

  it('refuses oversized and padded bodies with PostgREST’s answers and counts nothing', async () => {
    const long = await record({ path: `/${'a'.repeat(5000)}`, kind: 'pageview' })
    expect(long.status).toBe(400)
    expect(await long.json()).toMatchObject({ code: '22023', message: 'invalid visit path' })
    const padded = await record({ path: '/', kind: 'pageview', padding: 'x'.repeat(5000) })
    expect(padded.status).toBe(404)
    expect(await padded.json()).toMatchObject({ code: 'PGRST202' })
    const huge = await record(`{"path":"/","kind":"pageview","padding":"${'x'.repeat(1024 * 1024)}"}`)
    expect(huge.status).toBe(413)
    expect(await huge.json()).toMatchObject({ code: 'PGRST413' })
    expect(await counts()).toEqual([])
  })

  it('records nothing with Sec-GPC: 1, DNT: 1, a bot or no User-Agent', async () => {
    expect((await record({ path: '/', kind: 'pageview' }, PHONE, { 'sec-gpc': '1' })).status).toBe(204)
    expect((await record({ path: '/', kind: 'book' }, PHONE, { dnt: '1' })).status).toBe(204)
    expect(
      (await record({ path: '/', kind: 'pageview' }, 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).status,
    ).toBe(204)
    expect(
      (await record({ path: '/', kind: 'pageview' }, 'Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/130.0.0.0 Safari/537.36')).status,
    ).toBe(204)
    expect((await record({ path: '/', kind: 'pageview' }, '')).status).toBe(204)
    expect(await counts()).toEqual([])
    expect(await visitors()).toBe(0)
  })

  it('its list of paths is the app’s public routes plus the 404 page', async () => {
    const { rows } = await backend.database.query<{ paths: string[] }>('select private.visit_paths() as paths')
    expect([...(rows[0]?.paths ?? [])].sort()).toEqual([...publicPaths, '/404'].sort())
  })
})

describe('who reads the counts', () => {
  beforeEach(async () => {
    await record({ path: '/gallery', kind: 'pageview' })
  })

  it('anon reads nothing (no grant)', async () => {
    for (const table of ['visit_daily_counts', 'visit_daily_visitors']) {
      const { data, error } = await backend.client().from(table).select('*')
      expect(data).toBeNull()
      expect(error?.code).toBe('42501')
    }
  })

  it('a signed-in user who is not the admin reads no rows', async () => {
    const { client } = await backend.newUser('visits')
    for (const table of ['visit_daily_counts', 'visit_daily_visitors']) {
      const { data, error } = await client.from(table).select('*')
      expect(error).toBeNull()
      expect(data).toEqual([])
    }
  })

  it('the admin reads the counts and the visitors, and cannot change them', async () => {
    const admin = await backend.signedIn(LOCAL_ADMIN.email, LOCAL_ADMIN.password)
    const { data } = await admin.from('visit_daily_counts').select('path, kind, count')
    expect(data).toEqual([{ path: '/gallery', kind: 'pageview', count: 1 }])
    const visitorRows = await admin.from('visit_daily_visitors').select('visitors')
    expect(visitorRows.data).toEqual([{ visitors: 1 }])
    const write = await admin.from('visit_daily_counts').update({ count: 1000 }).eq('path', '/gallery')
    expect(write.error?.code).toBe('42501')
  })

  it('nobody reaches the salts and hashes through the API', async () => {
    const response = await fetch(`${backend.url}/rest/v1/visit_hashes?select=*`, {
      headers: { apikey: backend.serviceRoleKey, authorization: `Bearer ${backend.serviceRoleKey}`, 'accept-profile': 'private' },
    })
    expect(response.status).toBe(406)
  })
})

describe('the client address in request.headers', () => {
  it('is passed as hosted passes it: cf-connecting-ip replaced, x-forwarded-for appended', () => {
    expect(forwardedHeaders({ 'user-agent': PHONE }, '127.0.0.1')).toEqual({
      'user-agent': PHONE,
      'cf-connecting-ip': '127.0.0.1',
      'x-forwarded-for': '127.0.0.1',
    })
    expect(forwardedHeaders({ 'x-forwarded-for': '203.0.113.9', 'cf-connecting-ip': '203.0.113.9' }, '127.0.0.1')).toEqual({
      'cf-connecting-ip': '127.0.0.1',
      'x-forwarded-for': '203.0.113.9, 127.0.0.1',
    })
  })
})
