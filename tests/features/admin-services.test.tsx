import { screen, waitFor, within } from '@testing-library/react'
import { contentToasts } from '@/features/site-content/messages'
import type { SiteContent } from '@/lib/site-content/schema'
import { clearToasts, findToast, retype } from '../support/render'
import { openAsLocalAdmin, savedDraftOf, setUpFeatureBackend } from '../support/feature-backend'

// "Services" on /admin against a real local backend (docs/site-content.md "Services"): removing a category that has
// services or a featured card is refused with a reason and loses nothing; the same service featured twice is refused
// at Save; a changed description, a new service in a chosen category and another featured service are saved.
vi.setConfig({ testTimeout: 30_000 })

const getBackend = setUpFeatureBackend(clearToasts)

/** The saved draft's services, upgraded as the app reads them. */
const draftServices = async (): Promise<SiteContent['services']> => (await savedDraftOf(getBackend())).services

/** The reason a list's row shows beside it (a paragraph in its <li>). */
const reasonBeside = (text: string) => screen.getByText(text, { selector: 'li p' })

test('Services: refused removals keep the data, a duplicate featured service is refused, edits are saved', async () => {
  const user = await openAsLocalAdmin(getBackend(), '/admin?section=services')
  await screen.findByRole('heading', { name: 'Services' }, { timeout: 15_000 })
  const categories = screen.getByRole('group', { name: 'Categories' })
  const cards = screen.getByRole('group', { name: 'Service cards' })
  expect(within(categories).getAllByLabelText('Category title')).toHaveLength(4)
  expect(within(cards).getAllByLabelText('Service title')).toHaveLength(8)

  // A category with services and a featured card cannot be removed: the reason shows beside it, nothing is lost.
  await user.click(screen.getByRole('button', { name: 'Remove Manicures & Overlays' }))
  expect(reasonBeside('Manicures & Overlays still has 2 services: move them to another category or remove them first.')).toBeVisible()
  expect(within(categories).getAllByLabelText('Category title')).toHaveLength(4)
  await user.click(screen.getByRole('button', { name: 'Remove Gel Polish Manicure' }))
  expect(reasonBeside('Gel Polish Manicure is featured on the home page (1 of 3): choose another service there first.')).toBeVisible()
  expect(within(cards).getAllByLabelText('Service title')).toHaveLength(8)

  // The same service featured twice is refused at Save with a reason; the draft keeps its three.
  const featured2 = within(screen.getByRole('group', { name: 'Featured 2' }))
  await user.selectOptions(featured2.getByLabelText('Service'), 'Gel Polish Manicure')
  await user.click(screen.getByRole('button', { name: 'Save draft' }))
  await findToast(contentToasts.invalid.title)
  expect(screen.getByText('Feature three different services')).toBeVisible()
  expect((await draftServices()).featured.map((f) => f.card)).toEqual(['gel-polish-manicure', 'biab-builder-gel', 'acrylic-gel-extensions'])

  // Another service featured starts from its card's title and description.
  await user.selectOptions(featured2.getByLabelText('Service'), 'nail-art-designs')
  expect(featured2.getByLabelText('Home title')).toHaveValue('Nail Art & Designs')
  const description = within(cards).getAllByLabelText('Description')[0]!
  await retype(user, description, 'Cuticle care and a glossy gel colour in any of a hundred shades.')
  // BIAB is no longer featured, so it can go; a new service joins Care & Maintenance.
  await user.click(screen.getByRole('button', { name: 'Remove BIAB/Builder Gel Overlays' }))
  await user.click(screen.getByRole('button', { name: 'Add service' }))
  const titles = within(cards).getAllByLabelText('Service title')
  expect(titles).toHaveLength(8)
  expect(titles[7]).toHaveFocus()
  await user.type(titles[7]!, 'Gel Toes')
  await user.type(within(cards).getAllByLabelText('Description')[7]!, 'Gel colour for your toes, shaped and buffed.')
  await user.selectOptions(within(cards).getAllByLabelText('Category')[7]!, 'care')
  await user.click(screen.getByRole('button', { name: 'Save draft' }))
  await findToast(contentToasts.saved.title)
  await waitFor(async () => expect((await draftServices()).cards.map((c) => c.title)).toContain('Gel Toes'))
  const saved = await draftServices()
  expect(saved.cards[0]?.description).toBe('Cuticle care and a glossy gel colour in any of a hundred shades.')
  expect(saved.cards.find((c) => c.title === 'Gel Toes')).toMatchObject({ id: 'service', category: 'care' })
  expect(saved.cards.map((c) => c.id)).not.toContain('biab-builder-gel')
  expect(saved.featured[1]).toMatchObject({ card: 'nail-art-designs', title: 'Nail Art & Designs' })
  const summary = await screen.findByRole('list', { name: 'Changes since the live version' })
  expect(within(summary).getByText('Services changed')).toBeInTheDocument()
})
