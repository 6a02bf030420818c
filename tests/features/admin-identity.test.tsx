import { screen, waitFor, within } from '@testing-library/react'
import { contentToasts } from '@/features/site-content/messages'
import { clearToasts, findToast, retype } from '../support/render'
import { openAsLocalAdmin, savedDraftOf, setUpFeatureBackend } from '../support/feature-backend'

// "Your studio" on /admin against a real local backend (docs/site-content.md "Editors"): the limits counted as she
// types, a refused name and colour with their reasons, the palette's note in words when her colour is made darker,
// the accent removed, and a logo with a script refused beside its picker; the Page words that are not a heading block
// (the TikTok card's line, the gift vouchers' eyebrow). (Page words, hygiene and publishing: e2e/admin-content.spec.ts.)
vi.setConfig({ testTimeout: 60_000 })

const getBackend = setUpFeatureBackend(clearToasts)

test('Your studio: counted limits, refused values with reasons, the palette note in words, the accent removed, an unsafe logo refused', async () => {
  const user = await openAsLocalAdmin(getBackend(), '/admin?section=studio')
  await screen.findByRole('heading', { name: 'Your studio', level: 2 }, { timeout: 15_000 })
  // The group's link stands for both of its sections; the group's sections are links of their own.
  expect(screen.getByRole('navigation', { name: 'Admin sections' })).toHaveTextContent('Hygiene & policies')
  expect(within(screen.getByRole('navigation', { name: 'Your studio sections' })).getByRole('link', { current: 'page' })).toHaveTextContent(
    'Your studio',
  )

  const name = screen.getByLabelText('Studio name')
  expect(name).toHaveAccessibleDescription('33 characters left')
  await retype(user, name, 'Bloom Beauty Bar')
  expect(name).toHaveAccessibleDescription('34 characters left')
  await user.clear(name)

  const brand = within(screen.getByRole('group', { name: 'Brand colour' })).getByLabelText('Hex code')
  await retype(user, brand, 'pink')
  await user.click(screen.getByRole('button', { name: 'Save draft' }))
  await findToast(contentToasts.invalid.title)
  expect(name).toHaveAccessibleDescription(/Studio name is required/)
  expect(brand).toHaveAccessibleDescription(/Brand colour must be a colour such as #9b3550/)

  // A very pale brand colour: the note says in words what the site uses instead, and why.
  await retype(user, brand, '#f4c6d6')
  await waitFor(() => expect(brand).toHaveAccessibleDescription(/Your brand colour is used .*darker \(#[0-9a-f]{6}\) so .*readable\./))
  await user.type(name, 'Bloom Beauty Bar')
  await user.click(screen.getByRole('button', { name: 'Remove accent colour' }))
  expect(screen.getByRole('button', { name: 'Add an accent colour' })).toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: 'Save draft' }))
  await findToast(contentToasts.saved.title)
  await waitFor(async () =>
    expect((await savedDraftOf(getBackend())).identity).toMatchObject({
      name: 'Bloom Beauty Bar',
      colours: { brand: '#f4c6d6', accent: null },
    }),
  )

  // An SVG with a script is refused before anything is stored; the logo stays as it was (none: the name shows).
  const picker = screen.getByLabelText('Choose your logo')
  await user.upload(
    picker,
    new File(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], 'logo.svg', { type: 'image/svg+xml' }),
  )
  await waitFor(() => expect(picker).toHaveAccessibleDescription(/Logo: "logo.svg"/))
  expect(screen.queryByRole('button', { name: 'Remove logo' })).toBeNull()
})

test("Page words: the TikTok card's line and the gift vouchers' eyebrow, counted, saved and named in what changed (docs/decisions.md #500)", async () => {
  const user = await openAsLocalAdmin(getBackend(), '/admin?section=words')
  await screen.findByRole('heading', { name: 'Page words', level: 2 }, { timeout: 15_000 })
  const tiktok = within(screen.getByRole('group', { name: 'Contact' })).getByLabelText("TikTok card's line")
  expect(tiktok).toHaveValue('Nail inspiration & tutorials')
  expect(tiktok).toHaveAccessibleDescription('32 characters left')
  const eyebrow = within(screen.getByRole('group', { name: 'Gift Cards' })).getByLabelText("Gift vouchers' eyebrow")
  expect(eyebrow).toHaveValue('Give the gift of beautiful nails')
  await retype(user, tiktok, 'Lash videos')
  await retype(user, eyebrow, 'Give the gift of lashes')
  await user.click(screen.getByRole('button', { name: 'Save draft' }))
  await findToast(contentToasts.saved.title)
  await waitFor(async () =>
    expect((await savedDraftOf(getBackend())).pages).toMatchObject({
      contact: { tiktokLine: 'Lash videos' },
      gifts: { vouchersEyebrow: 'Give the gift of lashes' },
    }),
  )
  const summary = await screen.findByRole('list', { name: 'Changes since the live version' })
  expect(within(summary).getByText("Page texts: Contact: TikTok card's line reworded")).toBeInTheDocument()
  expect(within(summary).getByText("Page texts: Gift Cards: Gift vouchers' eyebrow reworded")).toBeInTheDocument()
  expect(within(summary).queryByText('Page texts: Contact reworded')).toBeNull()
})
