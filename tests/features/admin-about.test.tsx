import { screen, waitFor, within } from '@testing-library/react'
import { contentToasts } from '@/features/site-content/messages'
import { clearToasts, findToast, retype } from '../support/render'
import { openAsLocalAdmin, savedDraftOf, setUpFeatureBackend } from '../support/feature-backend'

// "About" on /admin against a real local backend (docs/site-content.md "About"): the story (a blank line between
// paragraphs), a refused heading with its reason, a new promise; a file the upload pipeline refuses says why beside
// the picker and changes nothing. (The photo upload itself needs a browser's decoder: e2e/admin-about.spec.ts.)
vi.setConfig({ testTimeout: 60_000 })

const getBackend = setUpFeatureBackend(clearToasts)

const savedDraft = () => savedDraftOf(getBackend())

test('About: a refused heading shows its reason; the story splits into paragraphs; a promise is added; a refused photo says why', async () => {
  const user = await openAsLocalAdmin(getBackend(), '/admin?section=about')
  await screen.findByRole('heading', { name: 'About', level: 2 }, { timeout: 15_000 })
  const heading = screen.getByLabelText('Heading')
  expect(heading).toHaveValue('Meet {owner}')
  await user.clear(heading)
  await user.click(screen.getByRole('button', { name: 'Save draft' }))
  expect(heading).toHaveAccessibleDescription('Heading is required')
  await findToast(contentToasts.invalid.title)

  await user.type(heading, 'Hello from {{owner}')
  const story = screen.getByLabelText('Your story')
  await retype(user, story, 'First line{Enter}still the first paragraph.{Enter}{Enter}The second.')
  await user.click(screen.getByRole('button', { name: 'Add promise' }))
  const promises = screen.getByRole('group', { name: 'My Promise to You' })
  const titles = within(promises).getAllByLabelText('Promise title')
  await user.type(titles.at(-1)!, 'Always on time')
  await user.type(within(promises).getAllByLabelText('Promise text').at(-1)!, 'Your slot is yours.')
  await user.click(screen.getByRole('button', { name: 'Save draft' }))
  await findToast(contentToasts.saved.title)
  await waitFor(async () =>
    expect((await savedDraft()).about).toMatchObject({
      heading: 'Hello from {owner}',
      paragraphs: ['First line still the first paragraph.', 'The second.'],
      photo: null,
    }),
  )
  expect((await savedDraft()).about.promises.at(-1)).toMatchObject({ title: 'Always on time', text: 'Your slot is yours.' })

  // An SVG is refused by the gallery's checks before anything is stored.
  const picker = screen.getByLabelText('Choose your photo')
  await user.upload(picker, new File(['<svg/>'], 'me.svg', { type: 'image/svg+xml' }))
  await waitFor(() => expect(picker).toHaveAccessibleDescription(/^SVG images are not accepted/))
  expect(screen.queryByLabelText('Photo description (alt text)')).toBeNull()
})
