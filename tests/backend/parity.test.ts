/**
 * Where hosted Supabase is stricter than a naive emulator, the local backend fails the same way
 * (docs/local-backend.md §3.2-§3.5, §2.1, §2.5): GET/HEAD are READ ONLY, reads stop at [api]
 * max_rows, an unfiltered UPDATE/DELETE is refused (pg-safeupdate), only the current request.*
 * settings exist (with the client's address in the headers, as hosted passes it), allowed_mime_types match exactly, and object listing shows what the select
 * policies show. Test-only tables, functions and buckets are made through `backend.database`.
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LOCAL_ADMIN, startTestBackend, type TestBackend } from '../support/backend.ts'

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')

let backend: TestBackend
let admin: SupabaseClient

beforeAll(async () => {
  backend = await startTestBackend()
  await backend.database.exec(`
    create table public.probe_writes (id bigint generated always as identity primary key, at timestamptz default now());
    grant select, insert on public.probe_writes to anon, authenticated, service_role;
    alter table public.probe_writes enable row level security;
    create policy "probe: anyone" on public.probe_writes for all to anon, authenticated using (true) with check (true);

    create function public.probe_write() returns bigint language sql volatile as
      $$ insert into public.probe_writes default values returning id $$;
    grant execute on function public.probe_write() to anon, authenticated, service_role;
    create view public.probe_write_view with (security_invoker = true) as select public.probe_write() as id;
    grant select on public.probe_write_view to anon, authenticated, service_role;

    create function public.probe_add(a int, b int default 1) returns int language sql immutable as $$ select a + b $$;
    grant execute on function public.probe_add(int, int) to anon;

    create table public.probe_many (n int primary key);
    insert into public.probe_many select generate_series(1, 1005);
    grant select on public.probe_many to anon;

    create table public.probe_settings (
      id bigint generated always as identity primary key,
      legacy_sub text default current_setting('request.jwt.claim.sub', true),
      legacy_role text default current_setting('request.jwt.claim.role', true),
      legacy_email text default current_setting('request.jwt.claim.email', true),
      claims jsonb default nullif(current_setting('request.jwt.claims', true), '')::jsonb,
      method text default current_setting('request.method', true),
      path text default current_setting('request.path', true),
      headers jsonb default nullif(current_setting('request.headers', true), '')::jsonb
    );
    grant select, insert on public.probe_settings to authenticated, service_role;
  `)
  admin = await backend.signedIn(LOCAL_ADMIN.email, LOCAL_ADMIN.password)
}, 60_000)
afterAll(() => backend?.dispose())

const writes = async () =>
  Number((await backend.database.query<{ n: number }>('select count(*)::int as n from public.probe_writes')).rows[0]?.n)

describe('read-only GET and HEAD (PostgREST access mode)', () => {
  it('a write inside a GET fails with 25006 → 405, and nothing is written', async () => {
    const before = await writes()
    const viaView = await backend.client().from('probe_write_view').select('*')
    expect(viaView.status).toBe(405)
    expect(viaView.error).toEqual({
      code: '25006',
      details: null,
      hint: null,
      message: 'cannot execute INSERT in a read-only transaction',
    })
    const viaRpc = await backend.client().rpc('probe_write', {}, { get: true })
    expect(viaRpc.status).toBe(405)
    expect(viaRpc.error?.code).toBe('25006')
    expect(await writes()).toBe(before)
  })

  it('the same function called with POST writes', async () => {
    const before = await writes()
    const { data, error, status } = await backend.client().rpc('probe_write')
    expect(error).toBeNull()
    expect(status).toBe(200)
    expect(typeof data).toBe('number')
    expect(await writes()).toBe(before + 1)
  })

  it('rpc takes named arguments from the query (GET) or a JSON body (POST)', async () => {
    expect((await backend.client().rpc('probe_add', { a: 2 }, { get: true })).data).toBe(3)
    expect((await backend.client().rpc('probe_add', { a: 2, b: 5 })).data).toBe(7)
    const unknown = await backend.client().rpc('probe_add', { c: 1 })
    expect(unknown.status).toBe(404)
    expect(unknown.error).toMatchObject({ code: 'PGRST202', hint: null })
    expect(unknown.error?.message).toContain('public.probe_add(c)')
    const badType = await backend.client().rpc('probe_add', { a: 'two' })
    expect(badType.status).toBe(400)
    expect(badType.error?.code).toBe('22P02')
    const raw = (method: string, body?: string) =>
      fetch(`${backend.url}/rest/v1/rpc/probe_add`, {
        method,
        body,
        headers: { apikey: backend.anonKey, 'Content-Type': 'application/json' },
      })
    const arrayBody = await raw('POST', '[1, 2]')
    expect(arrayBody.status).toBe(400)
    expect(await arrayBody.json()).toMatchObject({ code: 'PGRST102', details: expect.any(String), hint: null })
    const put = await raw('PUT', '{"a": 1}')
    expect(put.status).toBe(405)
    expect(await put.json()).toMatchObject({ code: 'PGRST101' })
    // has_role is not executable by anon (the migration revokes it): 42501 → 401.
    const denied = await backend.client().rpc('has_role', { _user_id: '00000000-0000-0000-0000-000000000000', _role: 'admin' })
    expect(denied.status).toBe(401)
    expect(denied.error?.code).toBe('42501')
  })
})

describe('max_rows (config.toml [api] max_rows = 1000)', () => {
  it('caps every read and reports the cap in Content-Range like PostgREST', async () => {
    const all = await backend.client().from('probe_many').select('n')
    expect(all.error).toBeNull()
    expect(all.data).toHaveLength(1000)
    const counted = await backend.client().from('probe_many').select('n', { count: 'exact' }).order('n')
    expect(counted.status).toBe(206)
    expect(counted.count).toBe(1005)
    expect(counted.data).toHaveLength(1000)
    const res = await fetch(`${backend.url}/rest/v1/probe_many?select=n&limit=5000`, {
      headers: { apikey: backend.anonKey, Prefer: 'count=exact' },
    })
    expect(res.headers.get('content-range')).toBe('0-999/1005')
    expect(((await res.json()) as unknown[]).length).toBe(1000)
    const tail = await backend.client().from('probe_many').select('n').order('n').range(1000, 1100)
    expect(tail.data?.map((r: { n: number }) => r.n)).toEqual([1001, 1002, 1003, 1004, 1005])
  })
})

describe('unfiltered UPDATE and DELETE (pg-safeupdate on hosted)', () => {
  it('are refused with 21000 → 400 for every role, and no row changes', async () => {
    const service = backend.serviceClient()
    const before = (await service.from('gallery_images').select('id')).data?.length
    for (const client of [admin, service]) {
      const del = await client.from('gallery_images').delete()
      expect(del.status).toBe(400)
      expect(del.error).toEqual({ code: '21000', details: null, hint: null, message: 'DELETE requires a WHERE clause' })
      const upd = await client.from('gallery_images').update({ display_order: 1 })
      expect(upd.status).toBe(400)
      expect(upd.error).toEqual({ code: '21000', details: null, hint: null, message: 'UPDATE requires a WHERE clause' })
    }
    expect((await service.from('gallery_images').select('id')).data?.length).toBe(before)
    // A filter that matches nothing is a filter: 204, nothing deleted.
    const none = await admin.from('gallery_images').delete().eq('id', '00000000-0000-0000-0000-000000000000')
    expect(none.status).toBe(204)
  })
})

describe('request settings', () => {
  it('sets request.jwt.claims, method, path and headers, and none of the legacy request.jwt.claim.*', async () => {
    const user = await backend.newUser('settings')
    const { error } = await user.client.from('probe_settings').insert({})
    expect(error).toBeNull()
    const row = (
      await backend.database.query<{
        legacy_sub: string | null
        legacy_role: string | null
        legacy_email: string | null
        claims: Record<string, unknown>
        method: string
        path: string
        headers: Record<string, string>
      }>('select * from public.probe_settings order by id desc limit 1')
    ).rows[0]
    expect(row?.legacy_sub ?? '').toBe('')
    expect(row?.legacy_role ?? '').toBe('')
    expect(row?.legacy_email ?? '').toBe('')
    expect(row?.claims).toMatchObject({ sub: user.id, role: 'authenticated', email: user.email })
    expect(row?.method).toBe('POST')
    expect(row?.path).toBe('/probe_settings')
    expect(row?.headers['content-profile']).toBe('public')
    expect(row?.headers.authorization).toMatch(/^Bearer /)
    // The client's address as hosted's proxies pass it (docs/local-backend.md §3.3): here the loopback address.
    expect(row?.headers['cf-connecting-ip']).toBe('127.0.0.1')
    expect(row?.headers['x-forwarded-for']).toBe('127.0.0.1')
  })
})

describe('names no table, function or bucket can have', () => {
  it('a NUL byte in a table, function or bucket name is "not found" in the service shape, never a 500', async () => {
    const get = async (path: string, init: RequestInit = {}) => {
      const res = await fetch(`${backend.url}${path}`, {
        ...init,
        headers: { apikey: backend.anonKey, 'Content-Type': 'application/json' },
      })
      return { status: res.status, body: (await res.json()) as Record<string, unknown> }
    }
    expect(await get('/rest/v1/a%00b')).toMatchObject({ status: 404, body: { code: 'PGRST205' } })
    expect(await get('/rest/v1/rpc/a%00b', { method: 'POST', body: '{}' })).toMatchObject({ status: 404, body: { code: 'PGRST202' } })
    expect(await get('/storage/v1/object/public/a%00b/x.png')).toMatchObject({
      status: 400,
      body: { statusCode: '404', code: 'NoSuchBucket' },
    })
    expect(await get('/storage/v1/object/list/a%00b', { method: 'POST', body: '{"prefix":""}' })).toEqual({ status: 200, body: [] })
  })
})

describe('Storage: allowed_mime_types matched exactly', () => {
  it('refuses a type that differs only in case or parameters, as the real service does', async () => {
    const bucket = admin.storage.from('gallery-images')
    for (const type of ['image/PNG', 'IMAGE/png', 'image/png; charset=binary']) {
      const { error } = await bucket.upload(`nails/mime-${encodeURIComponent(type).replace(/%/g, '')}.png`, PNG, { contentType: type })
      expect(error).toMatchObject({ statusCode: '415', message: `mime type ${type} is not supported` })
      expect((error as { status?: number } | null)?.status).toBe(400)
    }
    const ok = await bucket.upload('nails/mime-ok.png', PNG, { contentType: 'image/png' })
    expect(ok.error).toBeNull()
  })

  it('type/* entries match any subtype of that exact type', async () => {
    await backend.database.exec(
      `insert into storage.buckets (id, name, public, allowed_mime_types) values ('probe-wild', 'probe-wild', false, array['image/*'])`,
    )
    const bucket = backend.serviceClient().storage.from('probe-wild')
    expect((await bucket.upload('a.webp', PNG, { contentType: 'image/webp' })).error).toBeNull()
    expect((await bucket.upload('b.bin', PNG, { contentType: 'Image/webp' })).error).toMatchObject({ statusCode: '415' })
    expect((await bucket.upload('c.txt', PNG, { contentType: 'text/plain' })).error).toMatchObject({ statusCode: '415' })
    expect((await bucket.upload('d', PNG, { contentType: 'image' })).error).toMatchObject({
      statusCode: '415',
      message: 'mime type image is not supported',
    })
  })
})

describe('Storage: list', () => {
  it('lists, as the caller, exactly the objects the select policies let it see', async () => {
    // A public bucket whose select policy lets anon list it (the gallery bucket has none: anon lists nothing).
    await backend.database.exec(`
      insert into storage.buckets (id, name, public) values ('probe-public', 'probe-public', true), ('probe-private', 'probe-private', false);
      create policy "probe: anon lists probe-public" on storage.objects for select to anon using (bucket_id = 'probe-public');`)
    const service = backend.serviceClient()
    for (const name of ['nails/list-a.png', 'nails/list-b.png', 'lashes/list-c.png']) {
      expect((await service.storage.from('probe-public').upload(name, PNG, { contentType: 'image/png' })).error).toBeNull()
    }
    expect((await admin.storage.from('gallery-images').upload('nails/list-g.png', PNG, { contentType: 'image/png' })).error).toBeNull()
    expect((await service.storage.from('probe-private').upload('secret/x.png', PNG, { contentType: 'image/png' })).error).toBeNull()

    // What the policies let anon select, straight from the database as anon.
    const visible = async (bucket: string, prefix: string) =>
      backend.database.transaction(async (tx) => {
        await tx.exec('set local role anon; select set_config(\'request.jwt.claims\', \'{"role":"anon"}\', true)')
        const { rows } = await tx.query<{ name: string }>(
          'select name from storage.objects where bucket_id = $1 and name like $2 order by name',
          [bucket, `${prefix}%`],
        )
        return rows.map((r) => r.name.slice(prefix.length))
      })

    const anon = backend.client()
    const files = await anon.storage.from('probe-public').list('nails')
    expect(files.error).toBeNull()
    expect(files.data?.map((f) => f.name)).toEqual(['list-a.png', 'list-b.png'])
    expect(files.data?.map((f) => f.name)).toEqual(await visible('probe-public', 'nails/'))
    expect(files.data?.find((f) => f.name === 'list-a.png')).toMatchObject({ id: expect.any(String), metadata: { mimetype: 'image/png' } })
    const root = await anon.storage.from('probe-public').list()
    expect(root.data).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'lashes', id: null }), expect.objectContaining({ name: 'nails', id: null })]),
    )
    const searched = await anon.storage.from('probe-public').list('nails', { search: 'LIST-B' })
    expect(searched.data?.map((f) => f.name)).toEqual(['list-b.png'])

    // The gallery bucket is public but has no select policy for anon: its objects are not listed.
    expect(await visible('gallery-images', 'nails/')).toEqual([])
    expect(await anon.storage.from('gallery-images').list('nails')).toMatchObject({ data: [], error: null })
    expect((await admin.storage.from('gallery-images').list('nails')).data?.map((f) => f.name)).toContain('list-g.png')

    // No select policy on the private bucket for anon: an empty list, not an error.
    expect(await visible('probe-private', 'secret/')).toEqual([])
    expect(await anon.storage.from('probe-private').list('secret')).toMatchObject({ data: [], error: null })
    expect((await service.storage.from('probe-private').list('secret')).data?.map((f) => f.name)).toEqual(['x.png'])
    expect(await anon.storage.from('no-such-bucket').list()).toMatchObject({ data: [], error: null })
  })

  it('answers a malformed list body with 400 InvalidRequest', async () => {
    const res = await fetch(`${backend.url}/storage/v1/object/list/gallery-images`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ limit: 10 }),
    })
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({
      statusCode: '400',
      code: 'InvalidRequest',
      error: 'Bad Request',
      message: "body must have required property 'prefix'",
    })
  })
})
