/**
 * The app's docs/product.md §7 supabase-js calls, in the order the admin screen makes them, against a fresh
 * local backend: what the admin UI relies on (shared/docs/local-backend.md §4).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LOCAL_ADMIN as ADMIN, startTestBackend, type TestBackend } from '../support/backend.ts'

let backend: TestBackend
beforeAll(async () => {
  backend = await startTestBackend()
})
afterAll(() => backend?.dispose())

// A 1x1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

describe('admin screen call sequence (docs/product.md §7)', () => {
  it('signs in, checks admin, lists, uploads, records, then removes file and record', async () => {
    const supabase = backend.client()
    const events: string[] = []
    supabase.auth.onAuthStateChange((event) => events.push(event))

    // Current session: none yet.
    expect((await supabase.auth.getSession()).data.session).toBeNull()

    // Sign in.
    const signIn = await supabase.auth.signInWithPassword(ADMIN)
    expect(signIn.error).toBeNull()
    const userId = signIn.data.user?.id
    expect(userId).toMatch(/^[0-9a-f-]{36}$/)
    expect(events).toContain('SIGNED_IN')
    expect((await supabase.auth.getSession()).data.session?.user.id).toBe(userId)

    // Admin check: select role where user_id and role = admin, at most one row.
    const roles = await supabase.from('user_roles').select('role').eq('user_id', userId!).eq('role', 'admin').maybeSingle()
    expect(roles.error).toBeNull()
    expect(roles.data).toEqual({ role: 'admin' })

    // List images ordered by display_order.
    const before = await supabase.from('gallery_images').select('*').order('display_order', { ascending: true })
    expect(before.error).toBeNull()
    expect(before.data).toEqual([])

    // Upload at {category}/{random}.{ext}.
    const path = `nails/${crypto.randomUUID()}.png`
    const file = new File([PNG], 'photo.png', { type: 'image/png' })
    const upload = await supabase.storage.from('gallery-images').upload(path, file)
    expect(upload.error).toBeNull()
    expect(upload.data?.path).toBe(path)
    expect(upload.data?.fullPath).toBe(`gallery-images/${path}`)

    // Public URL, and the bytes behind it.
    const { publicUrl } = supabase.storage.from('gallery-images').getPublicUrl(path).data
    expect(publicUrl).toBe(`${backend.url}/storage/v1/object/public/gallery-images/${path}`)
    const fetched = await fetch(publicUrl)
    expect(fetched.status).toBe(200)
    expect(fetched.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await fetched.arrayBuffer()).equals(PNG)).toBe(true)

    // Record the image; display_order = number of images loaded (docs/decisions.md #16).
    const insert = await supabase.from('gallery_images').insert({ category: 'nails', image_url: publicUrl, display_order: before.data!.length })
    expect(insert.error).toBeNull()
    expect(insert.status).toBe(201)

    const listed = await supabase.from('gallery_images').select('*').order('display_order', { ascending: true })
    expect(listed.data).toHaveLength(1)
    const row = listed.data![0] as { id: string; category: string; image_url: string; display_order: number; created_at: string }
    expect(row).toMatchObject({ category: 'nails', image_url: publicUrl, display_order: 0 })
    expect(row.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?\+00:00$/)

    // Delete: remove the file (path from image_url), then the record.
    const storagePath = decodeURIComponent(new URL(row.image_url).pathname.split('/object/public/gallery-images/')[1])
    const removed = await supabase.storage.from('gallery-images').remove([storagePath])
    expect(removed.error).toBeNull()
    expect(removed.data?.map((o) => o.name)).toEqual([path])
    expect((await fetch(publicUrl)).status).toBe(400)

    const deleted = await supabase.from('gallery_images').delete().eq('id', row.id)
    expect(deleted.error).toBeNull()
    expect(deleted.status).toBe(204)
    expect((await supabase.from('gallery_images').select('*')).data).toEqual([])

    // Sign out ends the session.
    expect((await supabase.auth.signOut()).error).toBeNull()
    expect((await supabase.auth.getSession()).data.session).toBeNull()
    expect(events).toContain('SIGNED_OUT')
  })

  it('the public gallery read works with no session (docs/decisions.md #7)', async () => {
    const { data, error } = await backend.client().from('gallery_images').select('*').order('display_order', { ascending: true })
    expect(error).toBeNull()
    expect(Array.isArray(data)).toBe(true)
  })
})
