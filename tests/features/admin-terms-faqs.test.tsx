import { screen, waitFor, within } from '@testing-library/react'
import { contentToasts } from '@/features/site-content/messages'
import { clearToasts, findToast, retype } from '../support/render'
import { openAsLocalAdmin, savedDraftOf, setUpFeatureBackend } from '../support/feature-backend'

// "Booking terms" and "FAQs" on /admin against a real local backend (docs/site-content.md "Editors",
// "Booking terms"): a refused value with its reason, save, the Publish summary; a new question whose answer names
// the deposit as {deposit} and shows it with her terms.
vi.setConfig({ testTimeout: 30_000 })

const getBackend = setUpFeatureBackend(clearToasts)

const savedDraft = () => savedDraftOf(getBackend())

test('Booking terms: a refused deposit shows its reason and saves nothing; £15 is saved and summarised', async () => {
  const user = await openAsLocalAdmin(getBackend(), '/admin?section=terms')
  const deposit = await screen.findByLabelText('Deposit (£)', {}, { timeout: 15_000 })
  expect(deposit).toHaveValue('10')
  expect(screen.getByLabelText('Notice (hours)')).toHaveValue('24')
  await retype(user, deposit, '1000')
  const notice = screen.getByLabelText('Notice (hours)')
  await retype(user, notice, '0')
  await user.click(screen.getByRole('button', { name: 'Save draft' }))
  expect(deposit).toHaveAccessibleDescription('Deposit must be at most £999.99')
  expect(notice).toHaveAccessibleDescription('Notice (hours) must be at least 1')
  await findToast(contentToasts.invalid.title)
  expect((await savedDraft()).bookingTerms.depositPounds).toBe(10)

  await retype(user, deposit, '15')
  await retype(user, notice, '48')
  await user.click(screen.getByRole('button', { name: 'Save draft' }))
  await findToast(contentToasts.saved.title)
  await waitFor(async () => expect((await savedDraft()).bookingTerms).toMatchObject({ depositPounds: 15, noticeHours: 48 }))
  const summary = await screen.findByRole('list', { name: 'Changes since the live version' })
  expect(within(summary).getByText('Booking terms: Deposit £10 → £15')).toBeInTheDocument()
  expect(within(summary).getByText('Booking terms: Notice (hours) 24 → 48')).toBeInTheDocument()
})

test('FAQs: Add question; an empty or unknown-placeholder answer is refused with its reason; {deposit} shows as the deposit', async () => {
  const user = await openAsLocalAdmin(getBackend(), '/admin?section=faqs')
  await user.click(await screen.findByRole('button', { name: 'Add question' }, { timeout: 15_000 }))
  const questions = screen.getAllByLabelText('Question')
  const answers = screen.getAllByLabelText('Answer')
  expect(questions).toHaveLength(7)
  const question = questions[6]!
  const answer = answers[6]!
  await user.click(screen.getByRole('button', { name: 'Save draft' }))
  expect(question).toHaveAccessibleDescription('Question is required')
  expect(answer).toHaveAccessibleDescription('Answer is required')
  await findToast(contentToasts.invalid.title)

  await user.type(question, 'Do you paint toes?')
  // user-event reads "{" as a key descriptor: "{{" types one brace.
  await user.type(answer, 'Yes, from {{price}.')
  await user.click(screen.getByRole('button', { name: 'Save draft' }))
  await waitFor(() => expect(answer).toHaveAccessibleDescription(/^Answer: \{price\} is not a term; use one of \{deposit\}/))
  expect((await savedDraft()).faqs).toHaveLength(6)

  await retype(user, answer, 'Yes: a {{deposit} deposit holds a pedicure.')
  // Shown with the saved terms (the file's backend keeps the previous test's £15).
  const deposit = (await savedDraft()).bookingTerms.depositPounds
  expect(answer).toHaveAccessibleDescription(new RegExp(`^Shows as: Yes: a £${deposit} deposit holds a pedicure\\.`))
  await user.click(screen.getByRole('button', { name: 'Save draft' }))
  await findToast(contentToasts.saved.title)
  await waitFor(async () =>
    expect((await savedDraft()).faqs.at(-1)).toMatchObject({
      question: 'Do you paint toes?',
      answer: 'Yes: a {deposit} deposit holds a pedicure.',
    }),
  )
  const summary = await screen.findByRole('list', { name: 'Changes since the live version' })
  expect(within(summary).getByText('FAQs: 1 question added')).toBeInTheDocument()

  // Reorder and remove with the buttons.
  await user.click(screen.getByRole('button', { name: 'Move question 7 earlier' }))
  expect(screen.getAllByLabelText('Question')[5]).toHaveValue('Do you paint toes?')
  await user.click(screen.getByRole('button', { name: 'Remove question 6' }))
  expect(screen.getAllByLabelText('Question')).toHaveLength(6)
})
