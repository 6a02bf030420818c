/**
 * The app's supabase-js calls (docs/product.md §7), made through the app's own api functions
 * (src/features/*\/api) with the app's client (src/lib/supabase/client.ts) aimed at a fresh local
 * backend, in the order the admin screen makes them: what the admin UI relies on
 * (docs/local-backend.md §4). Effects are checked over plain HTTP and with a second client.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { nodeRealtime } from '../../scripts/lib/node-client.ts'
import { checkAdminAccess, getIsAdmin } from '@/features/auth/api/get-is-admin'
import { getSession, onSessionChange } from '@/features/auth/api/session'
import { signIn } from '@/features/auth/api/sign-in'
import { signOut } from '@/features/auth/api/sign-out'
import { deleteForever, listRecentlyDeleted, moveToRecentlyDeleted, restoreFromRecentlyDeleted } from '@/features/gallery/api/gallery-bin'
import { listAdminGalleryImages } from '@/features/gallery/api/list-gallery-images'
import { uploadPreparedImage } from '@/features/gallery/api/upload-gallery-images'
import { fetchDraft, isStaleDraft, saveDraft } from '@/features/site-content/api/draft'
import { createSupabaseClient, GALLERY_BIN_BUCKET, GALLERY_BUCKET, setSupabaseClient } from '@/lib/supabase/client'
import { LOCAL_ADMIN as ADMIN, startTestBackend, type TestBackend } from '../support/backend.ts'

let backend: TestBackend
beforeAll(async () => {
  backend = await startTestBackend()
  const realtimeTransport = nodeRealtime.transport
  setSupabaseClient(createSupabaseClient(backend.url, backend.anonKey, { realtimeTransport }))
})
afterAll(async () => {
  setSupabaseClient(undefined)
  await backend?.dispose()
})

// A 1x1 WebP (the app uploads re-encoded WebP or JPEG only, docs/decisions.md #13).
const WEBP = Buffer.from('UklGRiQAAABXRUJQVlA4IBgAAAAwAQCdASoBAAEAAwA0JaQAA3AA/vuUAAA=', 'base64')

describe('admin screen call sequence (docs/product.md §7)', () => {
  it('signs in, checks admin, reads and saves the draft, lists, uploads, records, deletes to Recently deleted, restores, then deletes for good', async () => {
    const sessions: (string | null)[] = []
    const unsubscribe = onSessionChange((session) => sessions.push(session?.user.id ?? null))

    // Current session: none yet.
    expect(await getSession()).toBeNull()
    expect(await checkAdminAccess()).toEqual({ status: 'signed-out' })

    // Sign in.
    await signIn(ADMIN)
    const session = await getSession()
    const userId = session?.user.id
    expect(userId).toMatch(/^[0-9a-f-]{36}$/)
    expect(sessions).toContain(userId)

    // Admin check: select role where user_id and role = admin, at most one row.
    expect(await getIsAdmin(userId!)).toBe(true)
    expect(await checkAdminAccess()).toEqual({ status: 'granted', userId })

    // The draft with its revision; a save names the revision it started from, and only that one saves
    // (docs/decisions.md #280); each save carries an id from the device, which the draft then names
    // (docs/decisions.md #323).
    const draft = await fetchDraft()
    expect(draft).toMatchObject({ revision: 1, updatedAt: expect.any(String), saveId: null })
    const saved = await saveDraft(draft.content, draft.revision)
    expect(saved).toMatchObject({ content: draft.content, revision: 2, saveId: expect.stringMatching(/^[0-9a-f-]{36}$/) })
    expect(isStaleDraft(await saveDraft(draft.content, draft.revision).catch((error: unknown) => error))).toBe(true)
    expect(await fetchDraft()).toMatchObject({ revision: 2, saveId: saved.saveId })

    // List images ordered by display_order.
    const before = await listAdminGalleryImages()
    expect(before).toEqual([])

    // Upload at {category}/{random}.{ext}, then record it with display_order = images loaded (docs/decisions.md #16).
    const uploaded = await uploadPreparedImage(
      { full: new Blob([WEBP], { type: 'image/webp' }), contentType: 'image/webp', extension: 'webp', width: 1, height: 1, renditions: [] },
      'nails',
      before.length,
    )
    const publicUrl = uploaded.image_url
    expect(publicUrl).toMatch(
      new RegExp(
        `^${backend.url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/storage/v1/object/public/${GALLERY_BUCKET}/nails/[0-9a-f-]{36}\\.webp$`,
      ),
    )

    // The public URL serves the bytes.
    const fetched = await fetch(publicUrl)
    expect(fetched.status).toBe(200)
    expect(fetched.headers.get('content-type')).toBe('image/webp')
    expect(Buffer.from(await fetched.arrayBuffer()).equals(WEBP)).toBe(true)

    const listed = await listAdminGalleryImages()
    expect(listed).toHaveLength(1)
    const row = listed[0]!
    expect(row).toMatchObject({ category: 'nails', image_url: publicUrl, display_order: 0 })
    expect(row.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?\+00:00$/)

    // Delete: the row to Recently deleted, then every stored file into the private bucket (docs/decisions.md #200).
    const service = backend.serviceClient()
    const names = async (bucket: string) => ((await service.storage.from(bucket).list('nails')).data ?? []).map((o) => o.name)
    await moveToRecentlyDeleted(row)
    expect((await fetch(publicUrl)).status).toBe(400)
    expect(await listAdminGalleryImages()).toEqual([])
    expect(await names(GALLERY_BUCKET)).toEqual([])
    expect(await names(GALLERY_BIN_BUCKET)).toEqual([`${row.id}.webp`])
    const [binned] = await listRecentlyDeleted()
    expect(binned).toMatchObject({ id: row.id, image_url: publicUrl, display_order: 0 })
    // Its thumbnail by signed URL (the bucket is private).
    const thumbnail = await fetch(binned!.thumbnailUrl!)
    expect(thumbnail.status).toBe(200)
    expect(Buffer.from(await thumbnail.arrayBuffer()).equals(WEBP)).toBe(true)

    // Restore: files back, then the row; the same public URL serves it again.
    await restoreFromRecentlyDeleted(binned!)
    expect((await fetch(publicUrl)).status).toBe(200)
    expect(await listAdminGalleryImages()).toEqual([row])

    // Delete, then Delete forever: the database lists the files (rpc gallery_bin_leftovers), they leave the private bucket
    // through the Storage API, then the row goes.
    await moveToRecentlyDeleted(row)
    await deleteForever((await listRecentlyDeleted())[0]!)
    expect(await listRecentlyDeleted()).toEqual([])
    expect(await names(GALLERY_BIN_BUCKET)).toEqual([])

    // Sign out ends the session.
    await signOut()
    expect(await getSession()).toBeNull()
    expect(sessions.at(-1)).toBeNull()
    unsubscribe()
  })
})
