import { screen, waitFor, within } from '@testing-library/react'
import { siteContentSeedV1 } from '@/demo/site-content-v1'
import { parseSiteContent, siteContentSeed } from '@/demo/site-content'
import { contentToasts } from '@/features/site-content/messages'
import { UNSAVED_CHANGES_QUESTION } from '@/hooks/use-unsaved-changes'
import type { SiteContent } from '@/lib/site-content/schema'
import { clearToasts, findToast, retype } from '../support/render'
import { openAsLocalAdmin, savedDraftOf, setUpFeatureBackend, signInAsLocalAdmin } from '../support/feature-backend'

// The owner's site-content editors on /admin against a real local backend (docs/site-content.md "Editors"):
// edit, a refused value with its reason, save the draft, the Publish summary, publish, restore.
vi.setConfig({ testTimeout: 30_000 })

const getBackend = setUpFeatureBackend(clearToasts)

async function latestVersion(): Promise<{ id: number; content: SiteContent }> {
  const { data, error } = await getBackend()
    .admin.from('site_publications')
    .select('id, content')
    .order('id', { ascending: false })
    .limit(1)
    .single()
  if (error) throw error
  return data as { id: number; content: SiteContent }
}

test('the sections are links named Gallery, Prices, Hours, Notice, Details, Reviews, Services, Booking terms, FAQs, About, Slideshow, Offers, her words (Your studio, Page words, Hygiene & policies, Rewards & trust, Messages), Visits and Account', async () => {
  await openAsLocalAdmin(getBackend(), '/admin')
  const nav = await screen.findByRole('navigation', { name: 'Admin sections' }, { timeout: 15_000 })
  expect(
    within(nav)
      .getAllByRole('link')
      .map((l) => l.textContent),
  ).toEqual([
    'Gallery',
    'Prices',
    'Hours',
    'Notice',
    'Details',
    'Reviews',
    'Services',
    'Booking terms',
    'FAQs',
    'About',
    'Slideshow',
    'Offers',
    'Your studio',
    'Page words',
    'Hygiene & policies',
    'Rewards & trust',
    'Messages',
    'Visits',
    'Account',
  ])
  expect(within(nav).getByRole('link', { name: 'Gallery' })).toHaveAttribute('aria-current', 'page')
})

test('a refused price shows its reason next to the field and saves nothing; a valid one is saved, summarised and published', async () => {
  const user = await openAsLocalAdmin(getBackend(), '/admin?section=prices')
  const price = (await screen.findAllByLabelText('Price (£)', {}, { timeout: 15_000 }))[0]!
  await retype(user, price, '1000')
  await user.click(screen.getByRole('button', { name: 'Save draft' }))
  expect(await screen.findByText('Price must be at most £999.99')).toBeInTheDocument()
  expect(price).toHaveAttribute('aria-invalid', 'true')
  expect(price).toHaveAccessibleDescription('Price must be at most £999.99')
  await findToast(contentToasts.invalid.title)
  expect((await savedDraftOf(getBackend())).prices.nails[0]?.pounds).toBe(30)

  await retype(user, price, '32.50')
  await user.click(screen.getByRole('button', { name: 'Save draft' }))
  await findToast(contentToasts.saved.title)
  await waitFor(async () => expect((await savedDraftOf(getBackend())).prices.nails[0]?.pounds).toBe(32.5))
  const summary = await screen.findByRole('list', { name: 'Changes since the live version' })
  expect(within(summary).getByText('Nail Treatments: Builder Gel plain set £30 → £32.50')).toBeInTheDocument()

  const before = (await latestVersion()).id
  await user.click(screen.getByRole('button', { name: 'Publish' }))
  await findToast(contentToasts.published.title)
  const published = await latestVersion()
  // Identity values may skip (sequences cache ahead), so only the order is certain.
  expect(published.id).toBeGreaterThan(before)
  expect(published.content.prices.nails[0]?.pounds).toBe(32.5)
  expect(await screen.findByText('No changes since the live version.')).toBeInTheDocument()
})

test('hours: closing before opening is refused with its reason; Sunday hours are saved', async () => {
  const user = await openAsLocalAdmin(getBackend(), '/admin?section=hours')
  await user.click(await screen.findByRole('checkbox', { name: /Sunday/ }, { timeout: 15_000 }))
  const opens = screen.getByLabelText('Sunday opens')
  const closes = screen.getByLabelText('Sunday closes')
  await retype(user, opens, '14:00')
  await retype(user, closes, '10:00')
  await user.click(screen.getByRole('button', { name: 'Save draft' }))
  expect(await screen.findByText('Closing time must be after opening time')).toBeInTheDocument()
  await retype(user, closes, '16:00')
  await user.click(screen.getByRole('button', { name: 'Save draft' }))
  await waitFor(async () => expect((await savedDraftOf(getBackend())).hours.sunday).toEqual({ opens: '14:00', closes: '16:00' }))
})

test('leaving a section with unsaved changes asks first', async () => {
  const user = await openAsLocalAdmin(getBackend(), '/admin?section=notice')
  await user.type(await screen.findByLabelText('Notice text', {}, { timeout: 15_000 }), 'Closed for Christmas')
  const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false)
  await user.click(screen.getByRole('link', { name: 'Details' }))
  expect(confirm).toHaveBeenCalledWith(UNSAVED_CHANGES_QUESTION)
  expect(screen.getByLabelText('Notice text')).toHaveValue('Closed for Christmas')
})

test('reviews: a new empty review is refused with reasons beside its fields; filled in and moved first, it is saved there', async () => {
  const user = await openAsLocalAdmin(getBackend(), '/admin?section=reviews')
  await user.click(await screen.findByRole('button', { name: 'Add review' }, { timeout: 15_000 }))
  const quote = screen.getAllByLabelText('Quote').at(-1)!
  expect(quote).toHaveFocus()
  await user.click(screen.getByRole('button', { name: 'Save draft' }))
  expect(await screen.findByText('Quote is required')).toBeInTheDocument()
  expect(quote).toHaveAccessibleDescription('Quote is required')
  expect(screen.getAllByLabelText('First name or initial').at(-1)).toHaveAccessibleDescription('Name is required')
  expect((await savedDraftOf(getBackend())).testimonials).toHaveLength(3)

  await user.type(quote, 'Lovely lashes.')
  await user.type(screen.getAllByLabelText('First name or initial').at(-1)!, 'D.')
  await user.type(screen.getAllByLabelText('Treatment').at(-1)!, 'Lash lift')
  for (const position of [4, 3, 2]) await user.click(screen.getByRole('button', { name: `Move review ${position} earlier` }))
  await user.click(screen.getByRole('button', { name: 'Save draft' }))
  await waitFor(async () =>
    expect((await savedDraftOf(getBackend())).testimonials[0]).toEqual({
      id: 'review',
      quote: 'Lovely lashes.',
      name: 'D.',
      treatment: 'Lash lift',
    }),
  )
  expect((await savedDraftOf(getBackend())).testimonials.map((t) => t.id)).toEqual(['review', 't1', 't2', 't3'])
})

test('restore brings an earlier version back as a new version and as the draft', async () => {
  await signInAsLocalAdmin(getBackend())
  const { error } = await getBackend().admin.rpc('restore_site_publication', { p_id: 1 })
  expect(error).toBeNull()
  // Version 1 is stored as it was (schema 1); read, it is the launch site in schema 2.
  const { data, error: readError } = await getBackend().admin.from('site_content_draft').select('content').eq('id', 1).single()
  if (readError) throw readError
  const stored: unknown = data.content
  expect(stored).toEqual(siteContentSeedV1)
  expect(parseSiteContent(stored, 'The restored draft')).toEqual(siteContentSeed)
  expect((await latestVersion()).content.prices.nails[0]?.pounds).toBe(30)
})
