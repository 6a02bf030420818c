import { screen, waitFor, within } from '@testing-library/react'
import { brandOf } from '@/content/brand'
import { derivePalette } from '@/lib/palette'
import { clearToasts, retype } from '../support/render'
import { openAsLocalAdmin, savedDraftOf, setUpFeatureBackend } from '../support/feature-backend'

// Preview as she types on /admin against a real local backend (docs/site-content.md "Preview", docs/decisions.md
// #153-#155): from 1024 px the preview stands beside the editor; what she types shows in it, marked "Not saved yet",
// without saving; the site's chrome in it (header, booking bar, footer) shows the draft's details.
vi.setConfig({ testTimeout: 40_000 })

const getBackend = setUpFeatureBackend(clearToasts)

/** A desktop: `(min-width: 1024px)` matches (jsdom has no layout). */
beforeEach(() => {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query.includes('min-width'),
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  )
})
afterEach(() => vi.restoreAllMocks())

/** The preview frame's body, once its page has rendered. */
async function previewBody(path: string): Promise<HTMLElement> {
  const frame = await screen.findByTitle(`Preview of ${path}`, {}, { timeout: 15_000 })
  await waitFor(() => expect((frame as HTMLIFrameElement).contentDocument?.querySelector('section')).toBeTruthy(), { timeout: 15_000 })
  return (frame as HTMLIFrameElement).contentDocument!.body
}

test('typing a deposit updates the preview of /policies without saving, marked "Not saved yet"', async () => {
  const user = await openAsLocalAdmin(getBackend(), '/admin?section=terms')
  const deposit = await screen.findByLabelText('Deposit (£)', {}, { timeout: 15_000 })
  const body = await previewBody('/policies')
  expect(await within(body).findByText(/A £10 deposit secures every booking/, {}, { timeout: 15_000 })).toBeInTheDocument()
  expect(within(body).queryByText(/Not saved yet/)).toBeNull()
  // The draft's palette (docs/decisions.md #343) on the frame's root, over the copied live one.
  const palette = derivePalette(brandOf(await savedDraftOf(getBackend())).colours)
  await waitFor(() => expect(body.ownerDocument.documentElement.style.getPropertyValue('--brand')).toBe(palette.tokens.brand))
  expect(body.ownerDocument.documentElement.style.getPropertyValue('--accent-100')).toBe(palette.tokens['accent-100'])

  await retype(user, deposit, '25')
  expect(await within(body).findByText(/A £25 deposit secures every booking/, {}, { timeout: 5_000 })).toBeInTheDocument()
  expect(within(body).getByText('Preview, not live · Not saved yet')).toBeInTheDocument()
  expect(screen.getByText('Not saved yet:')).toBeInTheDocument()
  expect((await savedDraftOf(getBackend())).bookingTerms.depositPounds).toBe(10)

  // A half-typed value the schema refuses shows as saved, and the preview says so.
  await retype(user, deposit, '1000')
  expect(await screen.findByText(/not valid yet/, {}, { timeout: 5_000 })).toBeInTheDocument()
  expect(within(body).getByText(/A £10 deposit secures every booking/)).toBeInTheDocument()
})

test("a draft phone number, booking link and e-mail show in the preview's chrome and contact page before saving", async () => {
  const user = await openAsLocalAdmin(getBackend(), '/admin?section=details')
  const phone = await screen.findByLabelText('WhatsApp and phone number', {}, { timeout: 15_000 })
  const body = await previewBody('/contact')
  await within(body).findByRole('heading', { level: 1 }, { timeout: 15_000 })

  await retype(user, phone, '+44 7700 900999')
  const booking = screen.getByLabelText('Booking link')
  await retype(user, booking, 'https://book.example.com/isla-new')
  const email = screen.getByLabelText('E-mail')
  await retype(user, email, 'new@example.com')

  // The contact page's card and the booking bar's WhatsApp link carry the new number.
  expect(await within(body).findByText('+44 7700 900999', {}, { timeout: 5_000 })).toBeInTheDocument()
  const quickBooking = within(body).getByRole('navigation', { name: 'Quick booking' })
  expect(
    within(quickBooking)
      .getByRole('link', { name: /WhatsApp/ })
      .getAttribute('href'),
  ).toContain('447700900999')
  // The header's Book Now and the footer's e-mail are the draft's.
  const header = body.querySelector('header')!
  expect(within(header).getByRole('link', { name: /Book Now/ })).toHaveAttribute('href', 'https://book.example.com/isla-new')
  expect(within(body.querySelector('footer')!).getByText('new@example.com')).toBeInTheDocument()
  // Her words come with their placeholders filled in, as the build fills them (docs/decisions.md #362).
  expect(
    within(body.querySelector('footer')!).getByText('Nails, lashes and brows in a calm private studio in Woodley, Reading.'),
  ).toBeInTheDocument()
  expect(within(body).getByText('Preview, not live · Not saved yet')).toBeInTheDocument()
  expect((await savedDraftOf(getBackend())).details.phone).not.toBe('+44 7700 900999')
})

test("Page words: her focus entering a page's texts points the preview at that page (docs/decisions.md #553)", async () => {
  const user = await openAsLocalAdmin(getBackend(), '/admin?section=words')
  const about = await screen.findByRole('group', { name: 'About' }, { timeout: 15_000 })
  await previewBody('/')

  await user.click(within(about).getByLabelText('Heading'))
  const aboutBody = await previewBody('/about')
  expect(await within(aboutBody).findByRole('heading', { level: 1 }, { timeout: 15_000 })).toBeInTheDocument()

  // She picks another page herself; back in the About texts, the preview follows her to /about again.
  await user.selectOptions(screen.getByLabelText('Page to preview'), '/pricing')
  await previewBody('/pricing')
  await user.click(within(about).getByLabelText('Lead (the paragraph under the heading)'))
  await previewBody('/about')

  // Entering the Home texts points it home.
  await user.click(within(screen.getByRole('group', { name: 'Home' })).getByLabelText('Headline'))
  await previewBody('/')
})
