import { screen, waitFor, within } from '@testing-library/react'
import { contentToasts } from '@/features/site-content/messages'
import { clearToasts, findToast, retype } from '../support/render'
import { openAsLocalAdmin, savedDraftOf, setUpFeatureBackend } from '../support/feature-backend'

// "Offers" on /admin against a real local backend (docs/site-content.md "Offers"): refused amounts, validity and
// discount with their reasons; a changed voucher amount, validity, a hidden welcome offer and what it is off saved and
// summarised.
vi.setConfig({ testTimeout: 30_000 })

const getBackend = setUpFeatureBackend(clearToasts)

const savedDraft = () => savedDraftOf(getBackend())

test('Offers: refused values show their reasons and save nothing; a new amount, validity and a hidden welcome offer are saved', async () => {
  const user = await openAsLocalAdmin(getBackend(), '/admin?section=offers')
  await screen.findByRole('heading', { name: 'Offers' }, { timeout: 15_000 })
  const amounts = screen.getAllByLabelText('Amount (£)')
  expect(amounts.map((a) => (a as HTMLInputElement).value)).toEqual(['35', '55', ''])
  const validity = screen.getByLabelText('Validity (months)')
  const discount = screen.getByLabelText('Discount (%)')
  const shown = screen.getByRole('checkbox', { name: 'Show the welcome offer to new visitors' })
  expect(shown).toBeChecked()

  await retype(user, amounts[0]!, '1000')
  await retype(user, validity, '0')
  await retype(user, discount, '95')
  await user.click(screen.getByRole('button', { name: 'Save draft' }))
  expect(amounts[0]).toHaveAccessibleDescription('Leave blank for any amount Voucher amount must be at most £999.99')
  expect(validity).toHaveAccessibleDescription(/Validity \(months\) must be at least 1$/)
  expect(discount).toHaveAccessibleDescription(/Discount \(%\) must be at most 90$/)
  await findToast(contentToasts.invalid.title)
  expect((await savedDraft()).offers.vouchers[0]?.pounds).toBe(35)

  await retype(user, amounts[0]!, '40')
  await retype(user, validity, '6')
  await retype(user, discount, '15')
  const appointment = screen.getByLabelText('What it is off (after “your first”)')
  expect(appointment).toHaveAccessibleDescription('“…% off your first nails, lashes or brows appointment”. 26 characters left')
  await retype(user, appointment, 'lash appointment')
  await user.click(shown)
  await user.click(screen.getByRole('button', { name: 'Save draft' }))
  await findToast(contentToasts.saved.title)
  await waitFor(async () =>
    expect((await savedDraft()).offers).toMatchObject({
      voucherValidityMonths: 6,
      welcome: { percentOff: 15, shown: false, appointment: 'lash appointment' },
    }),
  )
  const offers = (await savedDraft()).offers
  expect(offers.vouchers.map((v) => v.pounds)).toEqual([40, 55, null])
  const summary = await screen.findByRole('list', { name: 'Changes since the live version' })
  expect(within(summary).getByText('Offers changed')).toBeInTheDocument()
  expect(
    within(summary).getByText('Welcome offer: What it is off (after “your first”) nails, lashes or brows appointment → lash appointment'),
  ).toBeInTheDocument()

  // A new voucher is refused until it has a title and description; blank amount means any amount.
  await user.click(screen.getByRole('button', { name: 'Add voucher' }))
  expect(screen.getAllByLabelText('Voucher title')).toHaveLength(4)
  await user.click(screen.getByRole('button', { name: 'Save draft' }))
  expect(screen.getAllByLabelText('Voucher title')[3]).toHaveAccessibleDescription('Voucher title is required')
  await user.click(screen.getByRole('button', { name: 'Remove voucher 4' }))
  expect(screen.getAllByLabelText('Voucher title')).toHaveLength(3)
})
