import { renderHook, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { DELETE_CONFIRMATION, galleryToasts } from '@/features/gallery/messages'
import { authToasts } from '@/features/auth/messages'
import { useUploadedGallery } from '@/features/gallery/api/use-uploaded-gallery'
import { GALLERY_BUCKET } from '@/lib/supabase/client'
import type { GalleryCategory } from '@/lib/supabase/database.types'
import { LOCAL_ADMIN, uniqueEmail } from '../support/backend'
import { clearToasts, expectPath, findToast, renderRoute, toastTitles } from '../utils/render'
import { setUpFeatureBackend } from './support/backend'

// /admin states and the gallery manager against a real local backend (docs/product.md §2 /admin, §4, §6, §8).
vi.setConfig({ testTimeout: 20_000 })

const getBackend = setUpFeatureBackend(clearToasts)

/** A 1x1 PNG. */
const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='), (c) =>
  c.charCodeAt(0),
)

/** Stores a file and its row with the service role, as an earlier upload would have. Returns the row. */
async function seedImage(category: GalleryCategory, displayOrder: number) {
  const path = `${category}/${crypto.randomUUID()}.png`
  const bucket = getBackend().admin.storage.from(GALLERY_BUCKET)
  // Raw bytes, not a Blob: jsdom's Blob/FormData cannot travel through Node's fetch.
  const { error: uploadError } = await bucket.upload(path, PNG, { contentType: 'image/png' })
  if (uploadError) throw uploadError
  const imageUrl = bucket.getPublicUrl(path).data.publicUrl
  const { data, error } = await getBackend()
    .admin.from('gallery_images')
    .insert({ category, image_url: imageUrl, display_order: displayOrder })
    .select()
    .single()
  if (error) throw error
  return data
}

async function clearGallery() {
  const { data } = await getBackend().admin.from('gallery_images').select('id')
  for (const row of data ?? []) await getBackend().admin.from('gallery_images').delete().eq('id', row.id)
}

async function signInAsAdmin() {
  const { error } = await getBackend().client.auth.signInWithPassword(LOCAL_ADMIN)
  if (error) throw error
}

test('without a session: "Loading..." then /auth, with no toast', async () => {
  renderRoute('/admin')
  expect(screen.getByText('Loading...')).toHaveAttribute('role', 'status')
  await expectPath('/auth')
  expect(toastTitles()).toEqual([])
})

test('a signed-in user who is not admin gets "Access denied" and is sent to /', async () => {
  const email = uniqueEmail('client')
  await getBackend().createUser(email, 'client-password')
  await getBackend().client.auth.signInWithPassword({ email, password: 'client-password' })
  renderRoute('/admin')
  expect(screen.getByText('Loading...')).toBeInTheDocument()
  const toast = await findToast(authToasts.accessDenied.title)
  expect(toast).toHaveTextContent(authToasts.accessDenied.description)
  expect(toast).toHaveAttribute('data-variant', 'destructive')
  await expectPath('/')
  expect(toastTitles()).toEqual([authToasts.accessDenied.title])
  expect(screen.queryByText('Admin Dashboard')).not.toBeInTheDocument()
})

test('a failed access check sends the user to /auth with no toast', async () => {
  await signInAsAdmin()
  // Same stored session, but the backend is unreachable (nothing listens on port 9).
  getBackend().installAppClient('http://127.0.0.1:9')
  try {
    renderRoute('/admin')
    await expectPath('/auth')
    expect(toastTitles()).toEqual([])
    expect(getBackend().unhandledRequests.every((request) => request.includes('127.0.0.1:9/rest/v1/user_roles'))).toBe(true)
  } finally {
    getBackend().unhandledRequests.length = 0
    getBackend().installAppClient()
  }
})

test('the admin sees the dashboard, the upload card and the images grouped by category', async () => {
  await clearGallery()
  await seedImage('nails', 0)
  await seedImage('lashes', 1)
  await seedImage('nails', 2)
  await signInAsAdmin()
  renderRoute('/admin')
  expect(await screen.findByRole('heading', { name: 'Admin Dashboard' }, { timeout: 10_000 })).toBeInTheDocument()
  expect(screen.getByText('Manage your gallery images')).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument()

  const upload = screen.getByRole('region', { name: 'Upload New Image' })
  const category = within(upload).getByLabelText('Category')
  expect(category).toHaveValue('nails')
  expect(
    within(category)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Nails', 'Lashes'])
  const file = within(upload).getByLabelText('Image file')
  expect(file).toHaveAttribute('type', 'file')
  expect(file).not.toHaveAttribute('multiple')
  expect(file.getAttribute('accept')).not.toMatch(/svg/)

  expect(screen.getByRole('heading', { name: 'Current Gallery Images' })).toBeInTheDocument()
  const nails = screen.getByRole('region', { name: /^nails/ })
  const lashes = screen.getByRole('region', { name: /^lashes/ })
  await waitFor(() => expect(within(nails).getAllByRole('img')).toHaveLength(2))
  expect(within(lashes).getAllByRole('img')).toHaveLength(1)
  expect(within(nails).getByRole('list')).toHaveClass('grid-cols-2', 'md:grid-cols-3', 'lg:grid-cols-4')
  expect(within(nails).getAllByRole('button', { name: /^Delete/ })).toHaveLength(2)
})

test('delete asks first, then removes the file and the row, and the list reloads', async () => {
  await clearGallery()
  const row = await seedImage('lashes', 0)
  await signInAsAdmin()
  const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true)
  const user = userEvent.setup()
  renderRoute('/admin')
  const lashes = await screen.findByRole('region', { name: /^lashes/ }, { timeout: 10_000 })
  const deleteButton = await within(lashes).findByRole('button', { name: /^Delete/ })

  await user.click(deleteButton)
  expect(confirm).toHaveBeenLastCalledWith(DELETE_CONFIRMATION)
  expect((await fetch(row.image_url)).status).toBe(200)

  await user.click(deleteButton)
  const toast = await findToast(galleryToasts.deleted.title)
  expect(toast).toHaveTextContent(galleryToasts.deleted.description)
  await waitFor(() => expect(within(lashes).queryAllByRole('img')).toHaveLength(0))
  expect(within(lashes).getByText('No lashes images uploaded yet.')).toBeInTheDocument()
  // Supabase Storage answers a missing object with HTTP 400 and a "404" NoSuchKey body (docs/local-backend.md §2.4).
  const gone = await fetch(row.image_url)
  expect(gone.ok).toBe(false)
  expect(await gone.json()).toMatchObject({ statusCode: '404', code: 'NoSuchKey' })
  const { data } = await getBackend().admin.from('gallery_images').select('id').eq('id', row.id)
  expect(data).toEqual([])
})

test('a delete that fails gets the destructive "Delete failed" toast', async () => {
  await clearGallery()
  // A row whose URL is not a file of the bucket: the storage path cannot be derived.
  await getBackend()
    .admin.from('gallery_images')
    .insert({ category: 'nails', image_url: `${getBackend().url}/not-a-storage-url.png`, display_order: 0 })
  await signInAsAdmin()
  vi.spyOn(window, 'confirm').mockReturnValue(true)
  const user = userEvent.setup()
  renderRoute('/admin')
  await user.click(await screen.findByRole('button', { name: /^Delete/ }, { timeout: 10_000 }))
  const toast = await findToast(galleryToasts.deleteFailed.title)
  expect(toast).toHaveAttribute('data-variant', 'destructive')
  getBackend().unhandledRequests.length = 0 // the broken <img> URL is not fetched by jsdom, but be explicit
})

test('a failed image list gets the "Error" / "Failed to load images" toast', async () => {
  await signInAsAdmin()
  const fetchBefore = globalThis.fetch
  globalThis.fetch = async (input, init) => {
    const url = String(input instanceof Request ? input.url : input)
    if (url.includes('/rest/v1/gallery_images')) {
      return new Response(JSON.stringify({ code: 'XX000', details: null, hint: null, message: 'boom' }), { status: 500 })
    }
    return fetchBefore(input, init)
  }
  try {
    renderRoute('/admin')
    const toast = await findToast(galleryToasts.loadFailed.title, 15_000)
    expect(toast).toHaveTextContent(galleryToasts.loadFailed.description)
    expect(toast).toHaveAttribute('data-variant', 'destructive')
  } finally {
    globalThis.fetch = fetchBefore
  }
})

test.each([
  ['an SVG', new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.svg', { type: 'image/svg+xml' }), /SVG images are not accepted/],
  ['a file that is not an image', new File(['%PDF-1.7'], 'price-list.pdf', { type: 'application/pdf' }), /is not an image/],
  ['an image this browser cannot decode', new File([PNG], 'broken.png', { type: 'image/png' }), /could not read "broken.png"/],
])('uploading %s gets the destructive "Upload failed" toast and stores nothing', async (_case, file, message) => {
  await clearGallery()
  await signInAsAdmin()
  const user = userEvent.setup({ applyAccept: false })
  renderRoute('/admin')
  const input = await screen.findByLabelText('Image file', {}, { timeout: 10_000 })
  await user.upload(input, file)
  const toast = await findToast(galleryToasts.uploadFailed.title)
  expect(toast).toHaveTextContent(message)
  expect(toast).toHaveAttribute('data-variant', 'destructive')
  const { data } = await getBackend().admin.from('gallery_images').select('id')
  expect(data).toEqual([])
})

test('Sign Out ends the session and goes to /; /admin then sends to /auth', async () => {
  await signInAsAdmin()
  const user = userEvent.setup()
  renderRoute('/admin')
  await user.click(await screen.findByRole('button', { name: 'Sign Out' }, { timeout: 10_000 }))
  await expectPath('/')
  expect(localStorage.getItem('sb-127-auth-token')).toBeNull()
  await clearToasts()
  renderRoute('/admin')
  await expectPath('/auth')
})

describe('useUploadedGallery (public /gallery, docs/decisions.md #7)', () => {
  test('returns the uploaded images per category, in display_order, with alt text', async () => {
    await clearGallery()
    const first = await seedImage('nails', 0)
    const lash = await seedImage('lashes', 1)
    const second = await seedImage('nails', 2)
    const { result } = renderHook(() => useUploadedGallery())
    expect(result.current).toEqual({ nails: [], lashes: [] })
    await waitFor(() => expect(result.current.nails).toHaveLength(2))
    expect(result.current.nails.map((image) => image.src)).toEqual([first.image_url, second.image_url])
    expect(result.current.lashes).toEqual([{ id: lash.id, src: lash.image_url, alt: 'Lash and brow work uploaded by Isla' }])
    expect(result.current.nails[0].alt).toBe('Nail design uploaded by Isla')
  })

  test('stays empty, silently, when the backend cannot be reached', async () => {
    getBackend().installAppClient('http://127.0.0.1:9')
    const errors = vi.spyOn(console, 'error')
    try {
      const { result } = renderHook(() => useUploadedGallery())
      await waitFor(() => expect(getBackend().unhandledRequests.length).toBeGreaterThan(0))
      await new Promise((resolve) => setTimeout(resolve, 100))
      expect(result.current).toEqual({ nails: [], lashes: [] })
      expect(errors).not.toHaveBeenCalled()
    } finally {
      getBackend().unhandledRequests.length = 0
      getBackend().installAppClient()
    }
  })
})
