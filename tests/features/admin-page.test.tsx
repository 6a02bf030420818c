import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { CAPTION_MAX_LENGTH, captionMessages, defaultCaption } from '@/features/gallery/lib/caption'
import { DELETE_FOREVER_CONFIRMATION, galleryToasts } from '@/features/gallery/messages'
import { authToasts } from '@/features/auth/messages'
import { GALLERY_BUCKET } from '@/lib/supabase/client'
import type { GalleryCategory } from '@/lib/supabase/database.types'
import { uniqueEmail } from '../support/backend'
import { clearToasts, dismissAllToasts, expectPath, findToast, renderRoute, retype, toastTitles } from '../support/render'
import { holdRequests, recordRequests, refuseRequests, setUpFeatureBackend, signInAsLocalAdmin } from '../support/feature-backend'

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
  await getBackend().admin.from('gallery_bin').delete().neq('id', '00000000-0000-0000-0000-000000000000')
}

const signInAsAdmin = () => signInAsLocalAdmin(getBackend())

/**
 * An empty gallery, /admin open as the admin: her userEvent session (applyAccept off, so a test can pick a file the
 * input's `accept` would hide) and the upload input once it is enabled.
 */
async function openUploadOnEmptyGallery() {
  await clearGallery()
  await signInAsAdmin()
  const user = userEvent.setup({ applyAccept: false })
  renderRoute('/admin')
  const input = await screen.findByLabelText('Image file', {}, { timeout: 10_000 })
  // The input waits for the list: new images are numbered after the images loaded (docs/decisions.md #16).
  await waitFor(() => expect(input).toBeEnabled())
  return { user, input }
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
    expect(getBackend().unhandledRequests).not.toEqual([])
    // The check reads her factors (/auth/v1/user, two-step sign-in, docs/decisions.md #176) and her role; beside them
    // go the first read of the section behind it (the Gallery's photos; docs/decisions.md #304) and whether she has set
    // up her site (the set-up gate's draft read, #446).
    const reads = /127\.0\.0\.1:9\/(auth\/v1\/user|rest\/v1\/(user_roles|gallery_images|site_content_draft))\b/
    expect(getBackend().unhandledRequests.filter((request) => !reads.test(request))).toEqual([])
    expect(getBackend().unhandledRequests.some((request) => request.includes('/rest/v1/user_roles'))).toBe(true)
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
  // Several photos per pick (docs/decisions.md #20).
  expect(file).toHaveAttribute('multiple')
  expect(file.getAttribute('accept')).not.toMatch(/svg/)

  expect(screen.getByRole('heading', { name: 'Current Gallery Images' })).toBeInTheDocument()
  const nails = screen.getByRole('region', { name: /^nails/ })
  const lashes = screen.getByRole('region', { name: /^lashes/ })
  await waitFor(() => expect(within(nails).getAllByRole('img')).toHaveLength(2))
  expect(within(lashes).getAllByRole('img')).toHaveLength(1)
  expect(within(nails).getByRole('list')).toHaveClass('grid-cols-2', 'md:grid-cols-3', 'lg:grid-cols-4')
  expect(within(nails).getAllByRole('button', { name: /^Delete/ })).toHaveLength(2)
  // Each card: a 'Caption' field, 'Save', and the two move buttons; 44 px controls (h-11 / size-11).
  expect(within(nails).getAllByRole('textbox', { name: /^Caption/ })).toHaveLength(2)
  expect(within(nails).getAllByRole('button', { name: 'Save' })).toHaveLength(2)
  expect(within(nails).getAllByRole('button', { name: /^Move earlier/ })).toHaveLength(2)
  expect(within(nails).getAllByRole('button', { name: /^Move later/ })).toHaveLength(2)
  for (const button of within(nails).getAllByRole('button')) expect(button.className).toMatch(/\b(h-11|size-11)\b/)
  // Uploads without a caption show the category's default as alt text (docs/decisions.md #21).
  expect(within(lashes).getByRole('img')).toHaveAttribute('alt', defaultCaption('lashes'))
})

test('opening /admin reads the role, the set-up and her photos once each, and fetches her first photos as soon as it has the list', async () => {
  await clearGallery()
  // Seven photos; the grid shows nails first, so the six nails photos are fetched ahead (docs/decisions.md #574, #575).
  await seedImage('lashes', 0)
  const nails = []
  for (let i = 0; i < 6; i++) nails.push(await seedImage('nails', i))
  await signInAsAdmin()
  const requests = recordRequests()
  // A photo fetched ahead is an `Image` given its src (the grid's <img> are elements React creates); jsdom loads no
  // image either way.
  const fetchedAhead: string[] = []
  vi.stubGlobal(
    'Image',
    class {
      set src(value: string) {
        fetchedAhead.push(value)
      }
    },
  )
  try {
    renderRoute('/admin')
    await screen.findByRole('heading', { name: 'Admin Dashboard' }, { timeout: 10_000 })
    await waitFor(() => expect(within(screen.getByRole('region', { name: /^nails/ })).getAllByRole('img')).toHaveLength(6))
    await getBackend().requestsSettled()
  } finally {
    requests.restore()
    vi.unstubAllGlobals()
  }
  const count = (read: string) => requests.urls.filter((r) => r.startsWith(read)).length
  expect(count('/rest/v1/user_roles?'), 'role reads').toBe(1)
  expect(count('/rest/v1/site_content_draft?select=id&'), 'set-up reads').toBe(1)
  expect(count('/rest/v1/gallery_images?'), 'list reads').toBe(1)
  expect(fetchedAhead).toEqual(nails.map((row) => row.image_url))
})

test('the Publish panel reads the latest version once as /admin opens, and again when a deleted photo has published one', async () => {
  await clearGallery()
  await seedImage('nails', 0)
  await seedImage('nails', 1)
  await signInAsAdmin()
  // Published with both photos: deleting one publishes a version without it (docs/decisions.md #101).
  const { data: published, error } = await getBackend().client.rpc('publish_site_content')
  if (error) throw error
  // The gallery's first answer is held until the panel shows the latest version: the order in which it read that
  // again, which the two requests' race otherwise decides.
  const gallery = holdRequests('/rest/v1/rpc/site_gallery_snapshot')
  const requests = recordRequests()
  const latestReads = () => requests.urls.filter((url) => /\/rest\/v1\/site_publications\?.*&limit=1\b/.test(url))
  try {
    const user = userEvent.setup()
    renderRoute('/admin')
    const publish = await screen.findByRole('region', { name: 'Publish' }, { timeout: 10_000 })
    expect(await within(publish).findByText(`· version ${published.id}`, { exact: false }, { timeout: 10_000 })).toBeInTheDocument()
    gallery.release()
    // The changes show once the gallery has answered too (docs/decisions.md #607).
    await within(publish).findByText(/changes since the live version/i, {}, { timeout: 10_000 })
    await getBackend().requestsSettled()
    expect(latestReads(), 'reads of the latest version').toHaveLength(1)

    const nails = screen.getByRole('region', { name: /^nails/ })
    await user.click(within(nails).getAllByRole('button', { name: /^Delete/ })[0]!)
    expect(await within(publish).findByText(`· version ${published.id + 1}`, { exact: false }, { timeout: 10_000 })).toBeInTheDocument()
  } finally {
    requests.restore()
    gallery.restore()
  }
})

test('Published versions lists the versions once opened, each earlier one with Restore, and nothing of them before', async () => {
  await signInAsAdmin()
  // Two versions at least: the launch version and one published now.
  const { data: published, error } = await getBackend().client.rpc('publish_site_content')
  if (error) throw error
  const user = userEvent.setup()
  renderRoute('/admin')
  const publish = await screen.findByRole('region', { name: 'Publish' }, { timeout: 10_000 })
  expect(await within(publish).findByText(`· version ${published.id}`, { exact: false }, { timeout: 10_000 })).toBeInTheDocument()
  // Closed, the list is not rendered: no date is formatted as /admin opens (docs/decisions.md #626).
  expect(within(publish).queryByText(`Version ${published.id}`)).toBeNull()

  await user.click(within(publish).getByText('Published versions'))
  const latest = (await within(publish).findByText(`Version ${published.id}`)).closest('li')!
  expect(latest).toHaveTextContent(/· latest$/)
  expect(within(latest).queryByRole('button', { name: /^Restore/ })).toBeNull()
  // Every earlier version (the launch version among them) has its Restore.
  const versions = within(publish)
    .getAllByRole('listitem')
    .filter((item) => /^Version \d+/.test(item.textContent ?? ''))
  expect(versions.length).toBeGreaterThan(1)
  for (const item of versions.slice(1)) expect(within(item).getByRole('button', { name: /^Restore/ })).toBeEnabled()
})

test('delete moves the photo to Recently deleted at once; Restore brings it back; Delete forever asks first', async () => {
  await clearGallery()
  const row = await seedImage('lashes', 0)
  await signInAsAdmin()
  const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true)
  const user = userEvent.setup()
  renderRoute('/admin')
  const lashes = await screen.findByRole('region', { name: /^lashes/ }, { timeout: 10_000 })
  const bin = screen.getByRole('region', { name: 'Recently deleted' })
  expect(await within(bin).findByText('Nothing deleted in the last 30 days.')).toBeInTheDocument()

  // Delete: no question (docs/decisions.md #205); the photo leaves the grid and its public URL.
  await user.click(await within(lashes).findByRole('button', { name: /^Delete/ }))
  expect((await findToast(galleryToasts.deleted.title)).textContent).toContain(galleryToasts.deleted.description)
  expect(confirm).not.toHaveBeenCalled()
  await waitFor(() => expect(within(lashes).queryAllByRole('img')).toHaveLength(0))
  // Supabase Storage answers a missing object with HTTP 400 and a "404" NoSuchKey body (docs/local-backend.md §2.4).
  const gone = await fetch(row.image_url)
  expect(gone.ok).toBe(false)
  expect(await gone.json()).toMatchObject({ statusCode: '404', code: 'NoSuchKey' })
  const item = await within(bin).findByRole('listitem')
  expect(item).toHaveTextContent(defaultCaption('lashes'))
  expect(item).toHaveTextContent(/lashes · Goes for good on \w{3} \d{1,2} \w{3}/)

  // Restore: back in the grid and at its URL; the keyboard lands on the heading of the emptied list.
  await dismissAllToasts()
  await user.click(within(item).getByRole('button', { name: /^Restore/ }))
  expect((await findToast(galleryToasts.restored.title)).textContent).toContain(galleryToasts.restored.description)
  await waitFor(() => expect(within(lashes).getAllByRole('img')).toHaveLength(1))
  await waitFor(() => expect(within(bin).getByRole('heading', { name: 'Recently deleted' })).toHaveFocus())
  expect((await fetch(row.image_url)).status).toBe(200)

  // Delete forever asks first; Cancel keeps it: once the app's requests have settled (a delete would have ended and the
  // list been read again), the photo is still in Recently deleted, on the page and in the backend.
  await user.click(await within(lashes).findByRole('button', { name: /^Delete/ }))
  const again = await within(bin).findByRole('listitem')
  await dismissAllToasts()
  await user.click(within(again).getByRole('button', { name: /^Delete forever/ }))
  expect(confirm).toHaveBeenLastCalledWith(DELETE_FOREVER_CONFIRMATION)
  await getBackend().requestsSettled()
  expect(within(bin).getByRole('listitem')).toBeInTheDocument()
  expect((await getBackend().admin.from('gallery_bin').select('id').eq('id', row.id)).data).toEqual([{ id: row.id }])
  await user.click(within(again).getByRole('button', { name: /^Delete forever/ }))
  expect((await findToast(galleryToasts.deletedForever.title)).textContent).toContain(galleryToasts.deletedForever.description)
  expect(await within(bin).findByText('Nothing deleted in the last 30 days.')).toBeInTheDocument()
  const { data } = await getBackend().admin.from('gallery_bin').select('id').eq('id', row.id)
  expect(data).toEqual([])
})

test('a delete that fails gets the destructive "Delete failed" toast and the card stays', async () => {
  await clearGallery()
  const row = await seedImage('nails', 0)
  await signInAsAdmin()
  // Storage refuses the move: the row comes back and nothing points at a missing file.
  const refused = refuseRequests('/storage/v1/object/move', 500, { statusCode: '500', error: 'internal', message: 'boom' })
  try {
    const user = userEvent.setup()
    renderRoute('/admin')
    await user.click(await screen.findByRole('button', { name: /^Delete/ }, { timeout: 10_000 }))
    const toast = await findToast(galleryToasts.deleteFailed.title)
    expect(toast).toHaveAttribute('data-variant', 'destructive')
    // The catalogue gives "Delete failed" no description: the reason is added (docs/decisions.md #109).
    expect(toast).toHaveTextContent(/boom/)
    const nails = screen.getByRole('region', { name: /^nails/ })
    await waitFor(() => expect(within(nails).getAllByRole('img')).toHaveLength(1))
    const { data } = await getBackend().admin.from('gallery_images').select('id').eq('id', row.id)
    expect(data).toEqual([{ id: row.id }])
    expect((await fetch(row.image_url)).status).toBe(200)
  } finally {
    refused.restore()
  }
})

test('a failed image list gets the "Error" / "Failed to load images" toast', async () => {
  await signInAsAdmin()
  const refused = refuseRequests('/rest/v1/gallery_images', 500, { code: 'XX000', details: null, hint: null, message: 'boom' })
  try {
    renderRoute('/admin')
    const toast = await findToast(galleryToasts.loadFailed.title, 15_000)
    expect(toast).toHaveTextContent(galleryToasts.loadFailed.description)
    expect(toast).toHaveAttribute('data-variant', 'destructive')
  } finally {
    refused.restore()
  }
})

test.each([
  ['an SVG', new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.svg', { type: 'image/svg+xml' }), /SVG images are not accepted/],
  ['a file that is not an image', new File(['%PDF-1.7'], 'price-list.pdf', { type: 'application/pdf' }), /is not an image/],
  ['an image this browser cannot decode', new File([PNG], 'broken.png', { type: 'image/png' }), /could not read "broken.png"/],
])('uploading %s gets the destructive "Upload failed" toast and stores nothing', async (_case, file, message) => {
  const { user, input } = await openUploadOnEmptyGallery()
  await user.upload(input, file)
  const toast = await findToast(galleryToasts.uploadFailed.title)
  expect(toast).toHaveTextContent(message)
  expect(toast).toHaveAttribute('data-variant', 'destructive')
  const { data } = await getBackend().admin.from('gallery_images').select('id')
  expect(data).toEqual([])
})

test('several files at once: progress text while in flight, one "Upload failed" toast naming each bad file, none stored, none left waiting', async () => {
  const { user, input } = await openUploadOnEmptyGallery()
  const status = within(screen.getByRole('region', { name: 'Upload New Image' })).getByRole('status')
  const seen = new Set<string>()
  const observer = new MutationObserver(() => seen.add(status.textContent ?? ''))
  observer.observe(status, { subtree: true, childList: true, characterData: true })
  try {
    // Photos this browser cannot decode (jsdom has no createImageBitmap): they go through the queue, and each fails on
    // its own. An SVG or a PDF would be refused at once, before any progress (the test above).
    await user.upload(input, [
      new File([PNG], 'broken-1.png', { type: 'image/png' }),
      new File([PNG], 'broken-2.png', { type: 'image/png' }),
      new File([PNG], 'broken-3.png', { type: 'image/png' }),
    ])
    await waitFor(() => expect(toastTitles().filter((title) => title === galleryToasts.uploadFailed.title)).toHaveLength(3))
  } finally {
    observer.disconnect()
  }
  const texts = [...seen]
  expect(texts.some((text) => text.includes('Uploading...') && text.includes('Uploading 1 of 3...'))).toBe(true)
  expect(texts.some((text) => /Uploading [23] of 3\.\.\./.test(text))).toBe(true)
  expect(status).toHaveTextContent(/^$/)
  const descriptions = Array.from(document.querySelectorAll('[data-slot="toast"]')).map((node) => node.textContent ?? '')
  for (const name of ['broken-1.png', 'broken-2.png', 'broken-3.png']) expect(descriptions.some((text) => text.includes(name))).toBe(true)
  expect(toastTitles()).not.toContain('Success')
  expect(input).toBeEnabled()
  // Nothing waits: a photo the browser cannot read is dropped with its reason (docs/decisions.md #291).
  expect(screen.queryByRole('list', { name: 'Photos not uploaded yet' })).not.toBeInTheDocument()
  const { data } = await getBackend().admin.from('gallery_images').select('id')
  expect(data).toEqual([])
})

test('with no connection a picked photo waits and says so, goes by itself when the connection is back, and Sign Out asks first', async () => {
  const { user, input } = await openUploadOnEmptyGallery()
  const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true)
  const upload = screen.getByRole('region', { name: 'Upload New Image' })
  const onLine = vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false)
  window.dispatchEvent(new Event('offline'))
  try {
    await user.upload(input, [
      new File([PNG], 'IMG_1001.png', { type: 'image/png' }),
      new File([PNG], 'IMG_1002.png', { type: 'image/png' }),
    ])
    const status = within(upload).getByRole('status')
    await waitFor(() => expect(status).toHaveTextContent("2 photos will upload when you're back online"))
    const waiting = within(upload).getByRole('list', { name: 'Photos not uploaded yet' })
    expect(
      within(waiting)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['IMG_1001.pngnails · Waiting to upload', 'IMG_1002.pngnails · Waiting to upload'])
    // She can pick more while they wait; nothing was sent.
    expect(input).toBeEnabled()
    expect(toastTitles()).toEqual([])

    // Sign Out asks first (they would be dropped from the device); Cancel keeps her here.
    await user.click(screen.getByRole('button', { name: 'Sign Out' }))
    expect(confirm).toHaveBeenLastCalledWith('2 photos have not uploaded yet. Signing out removes them from this device. Sign out anyway?')
    expect(screen.getByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument()
  } finally {
    onLine.mockRestore()
  }
  // Back online: the queue goes by itself, no new pick (jsdom cannot decode the photos, so each fails with its reason).
  window.dispatchEvent(new Event('online'))
  await waitFor(() => expect(toastTitles().filter((title) => title === galleryToasts.uploadFailed.title)).toHaveLength(2))
  expect(within(upload).getByRole('status')).toHaveTextContent(/^$/)
  await user.click(screen.getByRole('button', { name: 'Sign Out' }))
  expect(confirm).toHaveBeenCalledTimes(1)
  await expectPath('/')
})

test('caption: too long or only spaces gets an inline message and changes nothing; a valid one is saved; empty means the default', async () => {
  await clearGallery()
  const row = await seedImage('nails', 0)
  await signInAsAdmin()
  const user = userEvent.setup()
  renderRoute('/admin')
  const field = await screen.findByRole('textbox', { name: /^Caption/ }, { timeout: 10_000 })
  const save = screen.getByRole('button', { name: 'Save' })
  expect(field).toHaveAttribute('placeholder', defaultCaption('nails'))
  expect(save).toBeDisabled()
  const storedCaption = async () =>
    (await getBackend().admin.from('gallery_images').select('caption').eq('id', row.id).single()).data?.caption

  await user.type(field, 'x'.repeat(CAPTION_MAX_LENGTH + 1))
  await user.click(save)
  expect(await screen.findByRole('alert')).toHaveTextContent(captionMessages.tooLong)
  expect(field).toHaveAttribute('aria-invalid', 'true')
  expect(field).toHaveAccessibleDescription(captionMessages.tooLong)

  await retype(user, field, '   ')
  await user.click(save)
  expect(await screen.findByRole('alert')).toHaveTextContent(captionMessages.blank)
  expect(await storedCaption()).toBeNull()
  expect(toastTitles()).toEqual([])

  await retype(user, field, '  Chrome  French tips  ')
  await user.click(save)
  expect(await findToast(galleryToasts.captionSaved.title)).toHaveTextContent(galleryToasts.captionSaved.description)
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  expect(await storedCaption()).toBe('Chrome French tips')
  await waitFor(() => expect(screen.getByRole('img')).toHaveAttribute('alt', 'Chrome French tips'))
  expect(field).toHaveValue('Chrome French tips')

  // Wait for this save's own toast, so it cannot turn up in the next test.
  await dismissAllToasts()
  await user.clear(field)
  await user.click(save)
  await waitFor(async () => expect(await storedCaption()).toBeNull())
  await waitFor(() => expect(screen.getByRole('img')).toHaveAttribute('alt', defaultCaption('nails')))
  expect(await findToast(galleryToasts.captionSaved.title)).toHaveTextContent(galleryToasts.captionSaved.description)
})

test('Move earlier / Move later: disabled at the ends, saved in one call, focus stays on the moved card', async () => {
  await clearGallery()
  const first = await seedImage('nails', 0)
  const second = await seedImage('nails', 1)
  const third = await seedImage('nails', 2)
  await signInAsAdmin()
  const user = userEvent.setup()
  renderRoute('/admin')
  const nails = await screen.findByRole('region', { name: /^nails/ }, { timeout: 10_000 })
  await waitFor(() => expect(within(nails).getAllByRole('img')).toHaveLength(3), { timeout: 5_000 })
  const srcs = () =>
    within(nails)
      .getAllByRole('img')
      .map((img) => img.getAttribute('src'))
  const storedOrder = async () =>
    (await getBackend().admin.from('gallery_images').select('id').eq('category', 'nails').order('display_order')).data?.map((r) => r.id)
  expect(srcs()).toEqual([first.image_url, second.image_url, third.image_url])
  expect(within(nails).getByRole('button', { name: 'Move earlier: nails image 1' })).toBeDisabled()
  expect(within(nails).getByRole('button', { name: 'Move later: nails image 3' })).toBeDisabled()

  await user.click(within(nails).getByRole('button', { name: 'Move earlier: nails image 3' }))
  expect(srcs()).toEqual([first.image_url, third.image_url, second.image_url])
  // The moved card is now image 2; its 'Move earlier' button keeps the focus.
  expect(document.activeElement).toBe(within(nails).getByRole('button', { name: 'Move earlier: nails image 2' }))
  await waitFor(async () => expect(await storedOrder()).toEqual([first.id, third.id, second.id]), { timeout: 5_000 })
  expect(screen.getByText('Moved to position 2 of 3.')).toBeInTheDocument()

  // Moving the first card later, with the keyboard; then at the end its 'Move later' is disabled and focus goes to 'Move earlier'.
  within(nails).getByRole('button', { name: 'Move later: nails image 1' }).focus()
  await user.keyboard('{Enter}')
  expect(srcs()).toEqual([third.image_url, first.image_url, second.image_url])
  expect(document.activeElement).toBe(within(nails).getByRole('button', { name: 'Move later: nails image 2' }))
  await user.keyboard('{Enter}')
  expect(srcs()).toEqual([third.image_url, second.image_url, first.image_url])
  expect(document.activeElement).toBe(within(nails).getByRole('button', { name: 'Move earlier: nails image 3' }))
  await waitFor(async () => expect(await storedOrder()).toEqual([third.id, second.id, first.id]), { timeout: 5_000 })
  expect(toastTitles()).toEqual([])
})

test('a reorder the backend refuses puts the old order back with the "Reorder failed" toast', async () => {
  await clearGallery()
  const first = await seedImage('lashes', 0)
  const second = await seedImage('lashes', 1)
  await signInAsAdmin()
  const refused = refuseRequests('/rest/v1/rpc/reorder_gallery_images', 403, {
    code: '42501',
    details: null,
    hint: null,
    message: 'permission denied',
  })
  try {
    const user = userEvent.setup()
    renderRoute('/admin')
    const lashes = await screen.findByRole('region', { name: /^lashes/ }, { timeout: 10_000 })
    await waitFor(() => expect(within(lashes).getAllByRole('img')).toHaveLength(2))
    await user.click(within(lashes).getByRole('button', { name: 'Move later: lashes image 1' }))
    const toast = await findToast(galleryToasts.reorderFailed.title)
    expect(toast).toHaveAttribute('data-variant', 'destructive')
    await waitFor(() =>
      expect(
        within(lashes)
          .getAllByRole('img')
          .map((img) => img.getAttribute('src')),
      ).toEqual([first.image_url, second.image_url]),
    )
  } finally {
    refused.restore()
  }
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
