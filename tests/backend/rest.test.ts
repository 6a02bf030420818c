/**
 * PostgREST subset (docs/local-backend.md §3) through supabase-js with the service role, and bad input: each
 * answers a 4xx in the real service's error shape, never a 500 or a silent wrong answer.
 */
import { Agent, get } from 'node:http'
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestBackend, type TestBackend } from '../support/backend.ts'
import { storeGalleryFile } from './gallery-fixtures.ts'

let backend: TestBackend
let db: SupabaseClient
let nailsUrl: string

beforeAll(async () => {
  backend = await startTestBackend()
  db = backend.serviceClient()
  // image_url must name a stored file of the bucket (docs/decisions.md #24).
  nailsUrl = await storeGalleryFile(db, 'nails')
  const lashesUrl = await storeGalleryFile(db, 'lashes')
  const rows = [0, 1, 2, 3, 4].map((n) => ({
    category: n % 2 ? 'lashes' : 'nails',
    image_url: n % 2 ? lashesUrl : nailsUrl,
    display_order: n,
  }))
  const { error } = await db.from('gallery_images').insert(rows)
  if (error) throw error
})
afterAll(() => backend?.dispose())

const orders = (data: unknown) => (data as { display_order: number }[]).map((r) => r.display_order)

describe('select grammar', () => {
  it('column lists, aliases and every supported filter', async () => {
    const g = () => db.from('gallery_images')
    expect((await g().select('display_order, kind:category').eq('display_order', 1)).data).toEqual([{ display_order: 1, kind: 'lashes' }])
    expect(orders((await g().select('display_order').neq('category', 'nails').order('display_order')).data)).toEqual([1, 3])
    expect(orders((await g().select('display_order').gt('display_order', 2).order('display_order')).data)).toEqual([3, 4])
    expect(orders((await g().select('display_order').gte('display_order', 2).lt('display_order', 4).order('display_order')).data)).toEqual([
      2, 3,
    ])
    expect(orders((await g().select('display_order').lte('display_order', 1).order('display_order')).data)).toEqual([0, 1])
    expect(orders((await g().select('display_order').in('display_order', [0, 4]).order('display_order')).data)).toEqual([0, 4])
    expect(orders((await g().select('display_order').not('display_order', 'in', '(0,1,2)').order('display_order')).data)).toEqual([3, 4])
    expect((await g().select('id').is('image_url', null)).data).toEqual([])
  })

  it('order, limit/offset (range), count and head', async () => {
    const page = await db
      .from('gallery_images')
      .select('display_order', { count: 'exact' })
      .order('display_order', { ascending: false })
      .range(1, 2)
    expect(orders(page.data)).toEqual([3, 2])
    expect(page.count).toBe(5)
    const head = await db.from('gallery_images').select('*', { count: 'exact', head: true }).eq('category', 'nails')
    expect(head.error).toBeNull()
    expect(head.count).toBe(3)
  })

  it('single / maybeSingle', async () => {
    expect((await db.from('gallery_images').select('display_order').eq('display_order', 2).single()).data).toEqual({ display_order: 2 })
    const none = await db.from('gallery_images').select('*').eq('display_order', 42).single()
    expect(none.status).toBe(406)
    expect(none.error?.code).toBe('PGRST116')
    expect((await db.from('gallery_images').select('*').eq('display_order', 42).maybeSingle()).data).toBeNull()
  })

  it('insert, update and delete with return=representation', async () => {
    const ins = await db
      .from('gallery_images')
      .insert({ category: 'nails', image_url: nailsUrl, display_order: 50 })
      .select('display_order, category')
      .single()
    expect(ins.data).toEqual({ display_order: 50, category: 'nails' })
    const upd = await db.from('gallery_images').update({ display_order: 51 }).eq('display_order', 50).select('display_order')
    expect(upd.data).toEqual([{ display_order: 51 }])
    const del = await db.from('gallery_images').delete({ count: 'exact' }).eq('display_order', 51).select('display_order')
    expect(del.data).toEqual([{ display_order: 51 }])
    expect(del.count).toBe(1)
  })
})

describe('bad input answers 4xx in the real error shape', () => {
  async function raw(path: string, init: RequestInit = {}) {
    const res = await fetch(`${backend.url}${path}`, {
      ...init,
      headers: {
        apikey: backend.anonKey,
        Authorization: `Bearer ${backend.serviceRoleKey}`,
        'Content-Type': 'application/json',
        ...init.headers,
      },
    })
    const text = await res.text()
    return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : null }
  }
  const rest = (body: Record<string, unknown> | null) =>
    expect(Object.keys(body ?? {}).sort()).toEqual(['code', 'details', 'hint', 'message'])

  it('malformed JSON', async () => {
    const r = await raw('/rest/v1/gallery_images', { method: 'POST', body: '{"category": "nails",' })
    expect(r.status).toBe(400)
    expect(r.body).toMatchObject({ code: 'PGRST102', message: 'Empty or invalid json' })
    rest(r.body)
    const a = await raw('/auth/v1/signup', { method: 'POST', body: '{nope', headers: { 'X-Supabase-Api-Version': '2024-01-01' } })
    expect(a.status).toBe(400)
    expect(a.body?.code).toBe('bad_json')
    const s = await raw('/storage/v1/object/gallery-images', { method: 'DELETE', body: '[[' })
    expect(s.status).toBe(400)
    expect(Object.keys(s.body ?? {}).sort()).toEqual(['code', 'error', 'message', 'statusCode'])
  })

  it('unknown table and unknown columns', async () => {
    const t = await raw('/rest/v1/no_such_table?select=*')
    expect(t.status).toBe(404)
    expect(t.body).toEqual({
      code: 'PGRST205',
      details: null,
      hint: null,
      message: "Could not find the table 'public.no_such_table' in the schema cache",
    })
    const c = await db.from('gallery_images').select('nope')
    expect(c.status).toBe(400)
    expect(c.error).toMatchObject({ code: '42703', message: 'column gallery_images.nope does not exist' })
    const f = await db.from('gallery_images').select('*').eq('nope', 1)
    expect(f.status).toBe(400)
    const i = await db.from('gallery_images').insert({ category: 'nails', image_url: 'x', nope: 1 })
    expect(i.status).toBe(400)
    expect(i.error).toMatchObject({ code: 'PGRST204', message: "Could not find the 'nope' column of 'gallery_images' in the schema cache" })
    const authTable = await raw('/rest/v1/users?select=*')
    expect(authTable.status).toBe(404)
  })

  it.each([
    ['no operator', '/rest/v1/gallery_images?display_order=5'],
    ['unknown operator', '/rest/v1/gallery_images?display_order=zz.5'],
    ['unsupported operator', '/rest/v1/gallery_images?image_url=like.*x*'],
    ['bad in list', '/rest/v1/gallery_images?display_order=in.1,2'],
    ['bad is value', '/rest/v1/gallery_images?image_url=is.maybe'],
    ['logic tree', '/rest/v1/gallery_images?or=(display_order.eq.1,display_order.eq.2)'],
    ['bad order', '/rest/v1/gallery_images?order=display_order.sideways'],
    ['bad limit', '/rest/v1/gallery_images?limit=-1'],
    ['embedding', '/rest/v1/gallery_images?select=*,user_roles(*)'],
    ['bad uuid', '/rest/v1/gallery_images?id=eq.not-a-uuid'],
    ['bad integer', '/rest/v1/gallery_images?display_order=eq.abc'],
  ])('malformed filter: %s → 400', async (_name, path) => {
    const r = await raw(path)
    expect(r.status).toBe(400)
    expect(r.body).toMatchObject({ code: expect.stringMatching(/^(PGRST100|22P02)$/), message: expect.any(String) })
    rest(r.body)
  })

  it('huge bodies are refused with 413', async () => {
    const huge = JSON.stringify({ category: 'nails', image_url: 'x'.repeat(2 * 1024 * 1024) })
    const r = await raw('/rest/v1/gallery_images', { method: 'POST', body: huge })
    expect(r.status).toBe(413)
    rest(r.body)
    const a = await raw('/auth/v1/signup', { method: 'POST', body: huge, headers: { 'X-Supabase-Api-Version': '2024-01-01' } })
    expect(a.status).toBe(413)
    expect(Object.keys(a.body ?? {}).sort()).toEqual(['code', 'message'])
  })

  it('an rpc of a function the role may not execute is refused, a stable void one too (it is called, as PostgREST calls it)', async () => {
    // require_admin_aal is stable and returns void; anon has no EXECUTE on it (20261126120000_admin_aal2.sql).
    const anon = await raw('/rest/v1/rpc/require_admin_aal', {
      method: 'POST',
      body: JSON.stringify({ p_refusal: 'refused' }),
      headers: { Authorization: `Bearer ${backend.anonKey}` },
    })
    expect(anon).toEqual({
      status: 401,
      body: { code: '42501', details: null, hint: null, message: 'permission denied for function require_admin_aal' },
    })
  })

  it('outside the subset: an rpc call matching no function, PUT, other schemas, unknown routes', async () => {
    const rpc = await raw('/rest/v1/rpc/has_role', { method: 'POST', body: '{}' })
    expect(rpc.status).toBe(404)
    rest(rpc.body)
    const put = await raw('/rest/v1/gallery_images?id=eq.00000000-0000-0000-0000-000000000000', { method: 'PUT', body: '{}' })
    expect(put.status).toBe(405)
    rest(put.body)
    const schema = await raw('/rest/v1/gallery_images', { headers: { 'Accept-Profile': 'auth' } })
    expect(schema.status).toBe(406)
    expect(schema.body?.code).toBe('PGRST106')
    const csv = await raw('/rest/v1/gallery_images', { headers: { Accept: 'text/csv' } })
    expect(csv.status).toBe(406)
    expect((await raw('/auth/v1/otp', { headers: { 'X-Supabase-Api-Version': '2024-01-01' } })).status).toBe(404)
    expect((await raw('/storage/v1/bucket')).status).toBe(404)
    expect(await raw('/graphql/v1')).toEqual({ status: 404, body: { message: 'no Route matched with those values' } })
  })

  it('answers CORS preflight for the site origin', async () => {
    const res = await fetch(`${backend.url}/rest/v1/gallery_images`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'apikey,authorization,x-client-info,content-profile',
      },
    })
    expect(res.status).toBe(204)
    expect(res.headers.get('access-control-allow-origin')).toBe('*')
    expect(res.headers.get('access-control-allow-headers')).toBe('apikey,authorization,x-client-info,content-profile')
    expect(res.headers.get('access-control-allow-methods')).toContain('DELETE')
  })

  it('tells a keep-alive client its idle connection stays open 65 s, not Node\'s 5 s (docs/local-backend.md §0 "Server")', async () => {
    const agent = new Agent({ keepAlive: true })
    try {
      const header = await new Promise<string | string[] | undefined>((resolve, reject) => {
        get(`${backend.url}/auth/v1/health`, { agent }, (res) => {
          res.resume()
          resolve(res.headers['keep-alive'])
        }).on('error', reject)
      })
      expect(header).toBe('timeout=65')
    } finally {
      agent.destroy()
    }
  })
})
