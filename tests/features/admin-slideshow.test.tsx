import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { heroSlides } from '@/content/hero'
import { contentToasts } from '@/features/site-content/messages'
import { LOCAL_ADMIN } from '../support/backend'
import { clearToasts, findToast, renderRoute } from '../support/render'
import { savedDraftOf, setUpFeatureBackend } from '../support/feature-backend'

// "Slideshow" on /admin against a real local backend (docs/site-content.md "Slideshow"): no photo is refused with its
// reason; three photos (one of her gallery uploads, by its caption) are chosen, reordered with the buttons and saved.
vi.setConfig({ testTimeout: 60_000 })

const getBackend = setUpFeatureBackend(clearToasts)

/** A tiny WebP header: the bucket checks the declared type and size, not the pixels. */
const WEBP = new Uint8Array([0x52, 0x49, 0x46, 0x46, 0x1a, 0, 0, 0, 0x57, 0x45, 0x42, 0x50])

const savedDraft = () => savedDraftOf(getBackend())

test('Slideshow: none is refused; three photos, one of hers, are chosen, reordered and saved', async () => {
  const { admin, client } = getBackend()
  const id = crypto.randomUUID()
  const bucket = admin.storage.from('gallery-images')
  // Raw bytes, not a Blob: jsdom's Blob/FormData cannot travel through Node's fetch.
  for (const path of [`nails/${id}.webp`, `nails/${id}-480.webp`]) {
    const { error: uploadError } = await bucket.upload(path, WEBP, { contentType: 'image/webp' })
    if (uploadError) throw uploadError
  }
  const imageUrl = bucket.getPublicUrl(`nails/${id}.webp`).data.publicUrl
  const { error: insertError } = await admin.from('gallery_images').insert({
    id,
    category: 'nails',
    image_url: imageUrl,
    caption: 'Chrome tips',
    display_order: 0,
    width: 800,
    height: 600,
    renditions: [480],
  })
  if (insertError) throw insertError
  const { error } = await client.auth.signInWithPassword(LOCAL_ADMIN)
  if (error) throw error
  const user = userEvent.setup()
  renderRoute('/admin?section=slideshow')
  await screen.findByRole('heading', { name: 'Slideshow' }, { timeout: 15_000 })
  const order = screen.getByRole('group', { name: 'Shown, in this order' })
  expect(within(order).getAllByRole('listitem')).toHaveLength(11)

  await user.click(screen.getByRole('button', { name: 'Untick all photos' }))
  await user.click(screen.getByRole('button', { name: 'Save draft' }))
  expect(await within(order).findByText('The slideshow needs at least one photo')).toBeInTheDocument()
  await findToast(contentToasts.invalid.title)
  expect((await savedDraft()).slideshow).toHaveLength(11)

  await user.click(screen.getByLabelText(heroSlides[2].alt))
  await user.click(screen.getByLabelText('Chrome tips'))
  await user.click(screen.getByLabelText(heroSlides[0].alt))
  expect(screen.getByLabelText('Chrome tips')).toBeChecked()
  await user.click(screen.getByRole('button', { name: 'Move photo 3 earlier' }))
  expect(
    within(order)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual([
    expect.stringContaining(heroSlides[2].alt),
    expect.stringContaining(heroSlides[0].alt),
    expect.stringContaining('Chrome tips'),
  ])
  await user.click(screen.getByRole('button', { name: 'Save draft' }))
  await findToast(contentToasts.saved.title)
  await waitFor(async () =>
    expect((await savedDraft()).slideshow).toEqual([
      { source: 'built-in', id: 'hero-03' },
      { source: 'built-in', id: 'hero-01' },
      { source: 'gallery', id },
    ]),
  )
  const summary = await screen.findByRole('list', { name: 'Changes since the live version' })
  expect(within(summary).getByText('Slideshow changed')).toBeInTheDocument()

  // Unticking takes a photo out of the order.
  await user.click(screen.getByLabelText(heroSlides[0].alt))
  expect(within(order).getAllByRole('listitem')).toHaveLength(2)
})
