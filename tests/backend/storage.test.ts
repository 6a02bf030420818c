/**
 * Storage subset (docs/local-backend.md §2) on the gallery-images bucket: admin-only writes, public reads,
 * MIME and size limits (docs/decisions.md #13, #14), object-name validation, remove; move into the private
 * gallery-bin bucket and back, and signed URLs of its objects (§2.6, §2.7; docs/decisions.md #200).
 */
import { request } from 'node:http'
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { LOCAL_ADMIN as ADMIN, startTestBackend, type TestBackend } from '../support/backend.ts'

const BUCKET = 'gallery-images'
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')
const png = (name = 'a.png') => new File([PNG], name, { type: 'image/png' })

let backend: TestBackend
let admin: SupabaseClient
let user: SupabaseClient

beforeAll(async () => {
  backend = await startTestBackend()
  admin = await backend.signedIn(ADMIN.email, ADMIN.password)
  user = (await backend.newUser('storage')).client
})
afterAll(() => backend?.dispose())

const publicUrl = (path: string) => `${backend.url}/storage/v1/object/public/${BUCKET}/${path}`

async function adminUpload(path: string, body: File | Blob = png()) {
  const { data, error } = await admin.storage.from(BUCKET).upload(path, body)
  expect(error).toBeNull()
  return data!
}

describe('upload and public download', () => {
  it('returns the same bytes with the stored content type and cache headers', async () => {
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(5000, 7)])
    await adminUpload('nails/photo.jpg', new File([jpeg], 'photo.jpg', { type: 'image/jpeg' }))
    const res = await fetch(publicUrl('nails/photo.jpg'))
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/jpeg')
    expect(res.headers.get('cache-control')).toBe('max-age=3600')
    expect(res.headers.get('content-length')).toBe(String(jpeg.length))
    expect(res.headers.get('access-control-allow-origin')).toBe('*')
    const etag = res.headers.get('etag')
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/)
    expect(Buffer.from(await res.arrayBuffer()).equals(jpeg)).toBe(true)

    // Conditional and range requests, as the real service answers them.
    expect((await fetch(publicUrl('nails/photo.jpg'), { headers: { 'If-None-Match': etag! } })).status).toBe(304)
    const part = await fetch(publicUrl('nails/photo.jpg'), { headers: { Range: 'bytes=0-3' } })
    expect(part.status).toBe(206)
    expect(part.headers.get('content-range')).toBe(`bytes 0-3/${jpeg.length}`)
    expect(Buffer.from(await part.arrayBuffer()).equals(jpeg.subarray(0, 4))).toBe(true)
    const head = await fetch(publicUrl('nails/photo.jpg'), { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.headers.get('content-length')).toBe(String(jpeg.length))
  })

  it('accepts a raw (non-multipart) body and takes its Content-Type', async () => {
    const session = (await admin.auth.getSession()).data.session!
    const res = await fetch(`${backend.url}/storage/v1/object/${BUCKET}/lashes/raw.webp`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${session.access_token}`, apikey: backend.anonKey, 'Content-Type': 'image/webp' },
      body: PNG,
    })
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ Key: `${BUCKET}/lashes/raw.webp` })
    expect((await fetch(publicUrl('lashes/raw.webp'))).headers.get('content-type')).toBe('image/webp')
  })

  it('refuses an existing path without upsert, replaces it with upsert', async () => {
    await adminUpload('nails/dup.png')
    const again = await admin.storage.from(BUCKET).upload('nails/dup.png', png())
    expect(again.error).toMatchObject({ statusCode: '409', message: 'The resource already exists' })
    const gif = Buffer.from('GIF89a-replaced')
    const upsert = await admin.storage
      .from(BUCKET)
      .upload('nails/dup.png', new File([gif], 'x.gif', { type: 'image/gif' }), { upsert: true })
    expect(upsert.error).toBeNull()
    const res = await fetch(publicUrl('nails/dup.png'))
    expect(res.headers.get('content-type')).toBe('image/gif')
    expect(Buffer.from(await res.arrayBuffer()).equals(gif)).toBe(true)
  })

  it('answers NoSuchKey for a missing object and NoSuchBucket for a missing bucket', async () => {
    const missing = await fetch(publicUrl('nails/none.png'))
    expect(missing.status).toBe(400)
    expect(await missing.json()).toEqual({ statusCode: '404', code: 'NoSuchKey', error: 'not_found', message: 'Object not found' })
    const noBucket = await fetch(`${backend.url}/storage/v1/object/public/nope/a.png`)
    expect(await noBucket.json()).toMatchObject({ statusCode: '404', code: 'NoSuchBucket' })
  })
})

describe('writes are admin-only', () => {
  it.each([
    ['anon', () => backend.client()],
    ['a signed-up user', () => user],
  ])('%s cannot upload', async (_who, client) => {
    const { error } = await client().storage.from(BUCKET).upload(`nails/${crypto.randomUUID()}.png`, png())
    expect(error).toMatchObject({ statusCode: '403', message: 'new row violates row-level security policy' })
  })

  it.each([
    ['anon', () => backend.client()],
    ['a signed-up user', () => user],
  ])('%s cannot delete or overwrite', async (_who, client) => {
    await adminUpload('nails/keep.png', png())
    const removed = await client().storage.from(BUCKET).remove(['nails/keep.png'])
    expect(removed.error).toBeNull()
    expect(removed.data).toEqual([])
    const overwrite = await client().storage.from(BUCKET).upload('nails/keep.png', png(), { upsert: true })
    expect(overwrite.error?.message).toMatch(/row-level security/)
    expect((await fetch(publicUrl('nails/keep.png'))).status).toBe(200)
    await admin.storage.from(BUCKET).remove(['nails/keep.png'])
  })
})

describe('limits (docs/decisions.md #14)', () => {
  it.each([
    ['image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
    ['text/html', '<script>alert(1)</script>'],
    ['application/octet-stream', 'binary'],
  ])('refuses %s', async (type, text) => {
    const { error } = await admin.storage.from(BUCKET).upload(`nails/${crypto.randomUUID()}.x`, new File([text], 'x', { type }))
    expect(error).toMatchObject({ statusCode: '415', message: `mime type ${type} is not supported` })
  })

  it('refuses more than 10 MiB and stores nothing', async () => {
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' })
    const { error } = await admin.storage.from(BUCKET).upload('nails/big.png', big)
    expect(error).toMatchObject({ statusCode: '413', message: 'The object exceeded the maximum allowed size' })
    expect((await fetch(publicUrl('nails/big.png'))).status).toBe(400)
  })

  it('accepts exactly 10 MiB', async () => {
    await adminUpload('nails/max.png', new File([new Uint8Array(10 * 1024 * 1024)], 'max.png', { type: 'image/png' }))
    expect((await fetch(publicUrl('nails/max.png'), { method: 'HEAD' })).headers.get('content-length')).toBe(String(10 * 1024 * 1024))
  })
})

describe('object names', () => {
  /** Sends a request line verbatim (fetch would normalise the dots away). */
  function rawUpload(path: string, token: string): Promise<{ status: number; body: string }> {
    const url = new URL(backend.url)
    return new Promise((resolve, reject) => {
      const req = request(
        {
          host: url.hostname,
          port: url.port,
          method: 'POST',
          path,
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'image/png', 'Content-Length': PNG.length },
        },
        (res) => {
          let body = ''
          res.on('data', (c: Buffer) => (body += c.toString()))
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
        },
      )
      req.on('error', reject)
      req.end(PNG)
    })
  }

  it.each([
    `/storage/v1/object/${BUCKET}/nails/%2E%2E/%2E%2E/escape.png`,
    `/storage/v1/object/${BUCKET}/nails%2F..%2F..%2Fescape.png`,
    `/storage/v1/object/${BUCKET}/nails/..%5C..%5Cescape.png`,
    `/storage/v1/object/${BUCKET}/nails/%00.png`,
  ])('refuses path traversal: %s', async (path) => {
    const token = (await admin.auth.getSession()).data.session!.access_token
    const res = await rawUpload(path, token)
    expect(res.status).toBe(400)
    expect(JSON.parse(res.body)).toMatchObject({ statusCode: '400', code: 'InvalidKey' })
  })

  it('a literal ../ in the request line never escapes the bucket', async () => {
    const token = (await admin.auth.getSession()).data.session!.access_token
    const res = await rawUpload(`/storage/v1/object/${BUCKET}/nails/../../../../etc/passwd`, token)
    expect(res.status).toBeGreaterThanOrEqual(400)
    expect(res.status).toBeLessThan(500)
  })

  it('supabase-js with dot segments is refused too', async () => {
    const { error } = await admin.storage.from(BUCKET).upload('nails/../../x.png', png())
    expect(error).not.toBeNull()
  })
})

describe('remove', () => {
  it('deletes the row and the file; the public URL then 404s', async () => {
    await adminUpload('lashes/gone.png')
    const { data, error } = await admin.storage.from(BUCKET).remove(['lashes/gone.png', 'lashes/never-existed.png'])
    expect(error).toBeNull()
    expect(data?.map((o) => o.name)).toEqual(['lashes/gone.png'])
    expect(await (await fetch(publicUrl('lashes/gone.png'))).json()).toMatchObject({ code: 'NoSuchKey' })
  })
})

describe('move (docs/local-backend.md §2.6)', () => {
  const BIN = 'gallery-bin'
  const body = (res: Response) => res.json() as Promise<Record<string, unknown>>
  const move = (client: SupabaseClient, from: string, to: string, path: string) =>
    client.storage.from(from).move(path, path, { destinationBucket: to })

  it('moves an object into the private bucket and back with its bytes; the public URL follows it', async () => {
    await adminUpload('nails/moved.png')
    const session = (await admin.auth.getSession()).data.session!
    const res = await fetch(`${backend.url}/storage/v1/object/move`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${session.access_token}`, apikey: backend.anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ bucketId: BUCKET, sourceKey: 'nails/moved.png', destinationBucket: BIN, destinationKey: 'nails/moved.png' }),
    })
    expect(res.status).toBe(200)
    expect(await body(res)).toMatchObject({ message: 'Successfully moved', Key: 'nails/moved.png', Id: expect.any(String) })
    expect((await fetch(publicUrl('nails/moved.png'))).status).toBe(400)
    const downloaded = await admin.storage.from(BIN).download('nails/moved.png')
    expect(Buffer.from(await downloaded.data!.arrayBuffer()).equals(PNG)).toBe(true)
    expect((await move(admin, BIN, BUCKET, 'nails/moved.png')).error).toBeNull()
    expect((await fetch(publicUrl('nails/moved.png'))).status).toBe(200)
    expect((await admin.storage.from(BIN).list('nails')).data).toEqual([])
  })

  it('refuses as Storage does: an object the caller cannot see, a taken name, a bad body or key, a missing bucket', async () => {
    await adminUpload('nails/kept.png')
    await adminUpload('nails/taken.png')
    // A signed-up user sees no object row: NoSuchKey, and nothing moved.
    expect((await move(user, BUCKET, BIN, 'nails/kept.png')).error).toMatchObject({
      status: 400,
      statusCode: '404',
      message: 'Object not found',
    })
    expect((await move(backend.client(), BUCKET, BIN, 'nails/kept.png')).error).toMatchObject({ statusCode: '404' })
    expect((await fetch(publicUrl('nails/kept.png'))).status).toBe(200)
    // The admin may not move gallery objects into a bucket no policy admits (the update's WITH CHECK).
    const elsewhere = await admin.storage.from(BUCKET).move('nails/kept.png', 'nails/kept.png', { destinationBucket: 'no-such-bucket' })
    expect(elsewhere.error).toMatchObject({ statusCode: '403', message: 'new row violates row-level security policy' })
    // The service role passes RLS; the objects' bucket foreign key refuses a missing bucket.
    const service = backend.serviceClient()
    const missing = await service.storage.from(BUCKET).move('nails/kept.png', 'nails/kept.png', { destinationBucket: 'no-such-bucket' })
    expect(missing.error).toMatchObject({ statusCode: '404', message: 'The related resource does not exist' })
    const taken = await admin.storage.from(BUCKET).move('nails/kept.png', 'nails/taken.png')
    expect(taken.error).toMatchObject({ statusCode: '409', message: 'The resource already exists' })
    const raw = async (payload: unknown) =>
      body(
        await fetch(`${backend.url}/storage/v1/object/move`, {
          method: 'POST',
          headers: { apikey: backend.anonKey, 'Content-Type': 'application/json' },
          body: JSON.stringify(payload),
        }),
      )
    expect(await raw({ bucketId: BUCKET, sourceKey: 'nails/kept.png' })).toMatchObject({
      statusCode: '400',
      code: 'InvalidRequest',
      message: "body must have required property 'destinationKey'",
    })
    expect(await raw({ bucketId: BUCKET, sourceKey: 'nails/kept.png', destinationKey: '../x.png' })).toMatchObject({ code: 'InvalidKey' })
    expect(await raw({ bucketId: 'a/b', sourceKey: 'x', destinationKey: 'y' })).toMatchObject({ code: 'InvalidBucketName' })
    expect((await fetch(publicUrl('nails/kept.png'))).status).toBe(200)
  })
})

describe('signed URLs (docs/local-backend.md §2.7)', () => {
  it('signs only what the caller may read; the token serves that one object until it expires', async () => {
    await adminUpload('lashes/signed.png')
    const bucket = 'gallery-images'
    const signed = await admin.storage.from(bucket).createSignedUrls(['lashes/signed.png', 'lashes/none.png'], 60)
    expect(signed.data).toEqual([
      {
        error: null,
        path: 'lashes/signed.png',
        signedURL: expect.stringMatching(/^\/object\/sign\/gallery-images\/lashes\/signed\.png\?token=/),
        signedUrl: expect.stringMatching(/^http/),
      },
      {
        error: 'Either the object does not exist or you do not have access to it',
        path: 'lashes/none.png',
        signedURL: null,
        signedUrl: null,
      },
    ])
    const url = signed.data![0]!.signedUrl!
    const res = await fetch(url)
    expect(res.status).toBe(200)
    expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true)
    // The token names its object: another path with it is refused.
    const other = await fetch(url.replace('lashes/signed.png', 'nails/photo.jpg'))
    expect(await other.json()).toMatchObject({ statusCode: '400', code: 'InvalidSignature' })
    const tampered = await fetch(url.slice(0, -2) + (url.endsWith('A') ? 'BB' : 'AA'))
    expect(await tampered.json()).toMatchObject({ statusCode: '400', code: 'InvalidJWT' })
    // A signed-up user sees no object row, so nothing is signed for them.
    expect((await user.storage.from(bucket).createSignedUrls(['lashes/signed.png'], 60)).data).toEqual([
      expect.objectContaining({ signedURL: null }),
    ])
    // Until it expires: a URL signed for a minute serves its object until its `exp` (seconds) and is refused from then
    // on. The backend runs in this process, so its clock is the test's: set to either side of `exp`, not waited for.
    const briefly = await admin.storage.from(bucket).createSignedUrls(['lashes/signed.png'], 60)
    const brief = briefly.data![0]!.signedUrl!
    const token = new URL(brief).searchParams.get('token')!
    const { iat, exp } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { iat: number; exp: number }
    expect(exp - iat).toBe(60)
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      vi.setSystemTime((exp - 1) * 1000)
      expect((await fetch(brief)).status).toBe(200)
      vi.setSystemTime(exp * 1000)
      expect(await (await fetch(brief)).json()).toMatchObject({
        statusCode: '400',
        code: 'InvalidJWT',
        message: '"exp" claim timestamp check failed',
      })
    } finally {
      vi.useRealTimers()
    }
  })

  it('signs one object for whoever may read it (createSignedUrl); anyone else gets Object not found', async () => {
    await adminUpload('lashes/one.png')
    const bucket = 'gallery-images'
    const signed = await admin.storage.from(bucket).createSignedUrl('lashes/one.png', 60)
    expect(signed.error).toBeNull()
    expect(signed.data!.signedUrl).toMatch(/\/object\/sign\/gallery-images\/lashes\/one\.png\?token=/)
    const res = await fetch(signed.data!.signedUrl)
    expect(res.status).toBe(200)
    expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true)
    // A signed-up user's select policies show no object, and an object that is not there is not signed either.
    for (const [client, path] of [
      [user, 'lashes/one.png'],
      [admin, 'lashes/none.png'],
    ] as const) {
      const refused = await client.storage.from(bucket).createSignedUrl(path, 60)
      expect(refused.data).toBeNull()
      expect(refused.error).toMatchObject({ message: 'Object not found', statusCode: '404' })
    }
    // expiresIn is an integer of at least 1, as Storage's schema says.
    const session = (await admin.auth.getSession()).data.session!
    const res0 = await fetch(`${backend.url}/storage/v1/object/sign/${bucket}/lashes/one.png`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${session.access_token}`, apikey: backend.anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ expiresIn: 0 }),
    })
    expect(res0.status).toBe(400)
    expect(await res0.json()).toMatchObject({ statusCode: '400', code: 'InvalidRequest', message: 'body/expiresIn must be integer >= 1' })
  })
})

describe('aborted uploads', () => {
  it('a client that drops mid-body stores nothing and the backend keeps serving', async () => {
    const session = (await admin.auth.getSession()).data.session!
    const { port } = new URL(backend.url)
    const boundary = 'x-aborted-boundary'
    const head = `--${boundary}\r\nContent-Disposition: form-data; name=""; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`
    await new Promise<void>((resolve, reject) => {
      const req = request({
        host: '127.0.0.1',
        port: Number(port),
        method: 'POST',
        path: `/storage/v1/object/${BUCKET}/nails/aborted.png`,
        headers: {
          authorization: `Bearer ${session.access_token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(head.length + 200_000),
        },
      })
      req.on('error', () => resolve())
      req.write(head)
      req.write(Buffer.alloc(10_000, 1), () => {
        setTimeout(() => {
          req.destroy()
          resolve()
        }, 100)
      })
      setTimeout(() => reject(new Error('request did not complete')), 5_000)
    })
    await new Promise((r) => setTimeout(r, 200))
    const health = await fetch(`${backend.url}/auth/v1/health`)
    expect(health.status).toBe(200)
    expect((await fetch(publicUrl('nails/aborted.png'))).status).not.toBe(200)
  })
})
