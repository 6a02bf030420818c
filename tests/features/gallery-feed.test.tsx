import { act, renderHook, waitFor } from '@testing-library/react'
import { useGalleryFeed } from '@/features/gallery/api/use-gallery-feed'
import { GALLERY_BUCKET } from '@/lib/supabase/client'
import { setUpFeatureBackend } from './support/backend'

// The public /gallery feed (docs/decisions.md #7, #21, #23) against a real local backend: pages of 24 per
// category in the owner's order, captions as alt text, srcset for rows with renditions, silent on failure.
vi.setConfig({ testTimeout: 20_000 })

const getBackend = setUpFeatureBackend(async () => undefined)

const WEBP = Uint8Array.from([0x52, 0x49, 0x46, 0x46, 0x1a, 0, 0, 0, 0x57, 0x45, 0x42, 0x50])

/** Stores `{category}/{id}.webp` with a 480 rendition (raw bytes: jsdom's Blob cannot travel through Node's fetch). */
async function storeWithRendition(category: 'nails' | 'lashes'): Promise<string> {
  const id = crypto.randomUUID()
  const bucket = getBackend().admin.storage.from(GALLERY_BUCKET)
  for (const path of [`${category}/${id}.webp`, `${category}/${id}-480.webp`]) {
    const { error } = await bucket.upload(path, WEBP, { contentType: 'image/webp' })
    if (error) throw error
  }
  return bucket.getPublicUrl(`${category}/${id}.webp`).data.publicUrl
}

test('loads 24 uploads after first paint, then the rest with loadMore; captions are the alt text', async () => {
  const { admin } = getBackend()
  await admin.from('gallery_images').delete().neq('id', '00000000-0000-0000-0000-000000000000')
  const url = await storeWithRendition('nails')
  const rows = Array.from({ length: 30 }, (_, n) => ({
    category: 'nails' as const,
    image_url: url,
    display_order: n,
    width: 960,
    height: 720,
    renditions: [480],
    caption: n === 0 ? 'Milky French with chrome' : null,
  }))
  const lashUrl = await storeWithRendition('lashes')
  const { error } = await admin
    .from('gallery_images')
    .insert([
      ...rows,
      { category: 'lashes', image_url: lashUrl, display_order: 0, width: null, height: null, renditions: [], caption: null },
    ])
  if (error) throw error

  const { result } = renderHook(() => useGalleryFeed('nails'))
  expect(result.current.images).toEqual([])
  await waitFor(() => expect(result.current.images).toHaveLength(24))
  expect(result.current.hasMore).toBe(true)
  expect(result.current.images[0]).toMatchObject({
    alt: 'Milky French with chrome',
    src: url.replace('.webp', '-480.webp'),
    srcSet: `${url.replace('.webp', '-480.webp')} 480w, ${url} 960w`,
    width: 960,
    height: 720,
  })
  expect(result.current.images[1].alt).toBe('Nail design by Isla')

  act(() => result.current.loadMore())
  await waitFor(() => expect(result.current.images).toHaveLength(30))
  expect(result.current.hasMore).toBe(false)
  expect(new Set(result.current.images.map((image) => image.id)).size).toBe(30)

  const lashes = renderHook(() => useGalleryFeed('lashes')).result
  await waitFor(() => expect(lashes.current.images).toHaveLength(1))
  expect(lashes.current.images[0]).toEqual({ id: expect.any(String), src: lashUrl, alt: 'Lash and brow work by Isla' })
  expect(lashes.current.hasMore).toBe(false)
})

test('stays empty, silently, when the backend cannot be reached', async () => {
  getBackend().installAppClient('http://127.0.0.1:9')
  const errors = vi.spyOn(console, 'error')
  try {
    const { result } = renderHook(() => useGalleryFeed('nails'))
    await waitFor(() => expect(getBackend().unhandledRequests.length).toBeGreaterThan(0))
    await waitFor(() => expect(result.current.loading).toBe(false), { timeout: 15_000 })
    expect(result.current).toMatchObject({ images: [], hasMore: false, failed: false })
    expect(errors).not.toHaveBeenCalled()
  } finally {
    getBackend().unhandledRequests.length = 0
    getBackend().installAppClient()
  }
})
