import { hashKey, Query, QueryCache } from '@tanstack/react-query'
import { act, screen, waitFor, within } from '@testing-library/react'
import { parseSiteContent, siteContentSeed } from '@/demo/site-content'
import { draftQueryOptions, fetchDraft } from '@/features/site-content/api/draft'
import { keepTyping, keptTyping, unfitTyping } from '@/features/site-content/lib/kept-typing'
import { conflictTexts, contentToasts, restoredTexts, saveStatus, unfitTexts } from '@/features/site-content/messages'
import { afterNextPaint } from '@/lib/after-paint'
import type { SiteContent } from '@/lib/site-content/schema'
import { clearToasts, findToast, renderRoute, retype } from '../support/render'
import { holdRequests, openAsLocalAdmin, refuseRequests, savedDraftOf, setUpFeatureBackend } from '../support/feature-backend'

// Her draft from two devices, a killed tab and a lost connection, on /admin against a real local backend
// (docs/site-content.md "Two devices", "Unsaved typing on the device"; docs/decisions.md #280-#285). The other device
// is a second supabase-js client (the service role) saving through the same RPC.
vi.setConfig({ testTimeout: 30_000 })

const getBackend = setUpFeatureBackend(clearToasts)
/** How long a step may take on a loaded machine: these tests check what happens, not how fast (docs/performance.md). */
const WAIT = { timeout: 10_000 }
const ADMIN_ID = 'a0000000-0000-4000-8000-000000000001'

/** The other device: reads the draft and saves `change` of it from the revision it read. */
async function otherDeviceSaves(change: (content: SiteContent) => SiteContent): Promise<void> {
  const { admin } = getBackend()
  const { data, error } = await admin.from('site_content_draft').select('content, revision').eq('id', 1).single()
  if (error) throw error
  const content = change(parseSiteContent(data.content, 'The draft'))
  const saved = await admin.rpc('save_site_draft', { p_content: content, p_revision: data.revision })
  if (saved.error) throw saved.error
}

const deposit =
  (pounds: number) =>
  (c: SiteContent): SiteContent => ({ ...c, bookingTerms: { ...c.bookingTerms, depositPounds: pounds } })
const phone =
  (number: string) =>
  (c: SiteContent): SiteContent => ({ ...c, details: { ...c.details, phone: number } })

/** Booking terms' Deposit field, once the section has loaded. */
const depositField = () => screen.findByLabelText('Deposit (£)', {}, { timeout: 15_000 })

/**
 * The reads of the draft a spy on `Query.prototype.fetch` saw, as their promises: one per distinct fetch, since a second
 * observer of the draft (the preview) asking while a read is in flight gets the same promise, not a second request.
 */
function draftReadsIn(fetches: { mock: { contexts: unknown[]; results: { value?: unknown }[] } }): unknown[] {
  const draftHash = hashKey(draftQueryOptions.queryKey)
  const reads = fetches.mock.contexts.flatMap((query, i) =>
    (query as Query).queryHash === draftHash ? [fetches.mock.results[i]?.value] : [],
  )
  return [...new Set(reads)]
}

/**
 * Waits for the work a page put after its next paint to have started: two of the page's own `afterNextPaint` turns, the
 * second behind any the first one's work queued.
 */
const afterPaints = async () => {
  for (let frame = 0; frame < 2; frame++) await new Promise<void>((done) => afterNextPaint(done))
}

/**
 * Signed in, she opens Booking terms: her userEvent session and the Deposit field, once the reads of the draft the page
 * made have been answered, the section's own after its fields painted too (docs/decisions.md #647): a step after this
 * (another device's save, a read counted) does not race them.
 */
async function openTerms() {
  const fetches = vi.spyOn(Query.prototype, 'fetch')
  try {
    const user = await openAsLocalAdmin(getBackend(), '/admin?section=terms')
    const field = await depositField()
    await afterPaints()
    await Promise.allSettled(draftReadsIn(fetches))
    return { user, field }
  } finally {
    fetches.mockRestore()
  }
}

/** Signed in, she types `typed` as the deposit; the other device saves `change`; she presses Save draft. */
async function typeDepositWhileOtherSaves(typed: string, change: (content: SiteContent) => SiteContent) {
  const { user, field } = await openTerms()
  await retype(user, field, typed)
  await otherDeviceSaves(change)
  await user.click(screen.getByRole('button', { name: 'Save draft' }))
  return { user, field }
}

test('another device saved another section: hers goes on top without asking, and the toast says theirs were kept', async () => {
  await typeDepositWhileOtherSaves('25', phone('+44 7700 900555'))
  const toast = await findToast('Draft saved')
  expect(toast).toHaveTextContent('Changes to Details saved on another device were kept too.')
  const draft = await savedDraftOf(getBackend())
  expect([draft.details.phone, draft.bookingTerms.depositPounds]).toEqual(['+44 7700 900555', 25])
  expect(screen.queryByText(saveStatus.unsaved)).not.toBeInTheDocument()
})

test('another device saved the same section: she is told which and when, keeps her typing, and chooses', async () => {
  const { user, field } = await typeDepositWhileOtherSaves('30', deposit(20))

  const panel = await screen.findByRole('region', { name: conflictTexts.heading('Booking terms') }, WAIT)
  expect(within(panel).getByRole('heading', { level: 3 })).toHaveFocus()
  expect(panel).toHaveTextContent(/It was saved on another device at \d\d:\d\d, while you were typing here\./)
  expect(within(panel).getByRole('list', { name: conflictTexts.differences })).toHaveTextContent('Booking terms: Deposit £20 → £30')
  // Nothing overwritten: her typing on screen, the other device's figure saved.
  expect(field).toHaveValue('30')
  expect((await savedDraftOf(getBackend())).bookingTerms.depositPounds).toBe(20)

  await user.click(within(panel).getByRole('button', { name: conflictTexts.keepMine }))
  expect(await findToast('Draft saved')).toHaveTextContent('Your Booking terms replaced what was saved on another device.')
  expect((await savedDraftOf(getBackend())).bookingTerms.depositPounds).toBe(30)
  expect(screen.queryByRole('region', { name: conflictTexts.heading('Booking terms') })).not.toBeInTheDocument()
})

test('"Use the saved version" drops her typing and shows what the other device saved', async () => {
  const { user, field } = await typeDepositWhileOtherSaves('31', deposit(21))
  const panel = await screen.findByRole('region', { name: conflictTexts.heading('Booking terms') }, WAIT)
  await user.click(within(panel).getByRole('button', { name: conflictTexts.useSaved }))
  expect(field).toHaveValue('21')
  expect(screen.getByRole('heading', { level: 2, name: 'Booking terms' }).parentElement?.parentElement).toHaveFocus()
  expect(screen.queryByText(saveStatus.unsaved)).not.toBeInTheDocument()
  expect((await savedDraftOf(getBackend())).bookingTerms.depositPounds).toBe(21)
})

test('typing kept on the device comes back when the section opens again; Undo restore forgets it; Save drops it', async () => {
  const { user, field } = await openTerms()
  await retype(user, field, '42.50')
  await waitFor(async () => expect((await keptTyping<{ deposit: string }>(ADMIN_ID, 'bookingTerms'))?.form.deposit).toBe('42.50'), WAIT)
  const typedAt = (await keptTyping(ADMIN_ID, 'bookingTerms'))?.keptAt
  expect(typedAt).toMatch(/^\d{4}-\d\d-\d\dT/)
  // The tab dies: nothing runs, the page is simply gone. Opening the section again offers her typing back.
  await clearToasts()
  renderRoute('/admin?section=terms')
  const again = await depositField()
  expect(again).toHaveValue('42.50')
  const note = await screen.findByText(/^Restored unsaved changes from \d\d:\d\d$/, {}, WAIT)
  expect(note.parentElement).toHaveAttribute('role', 'status')
  // The Save bar says so too (on a phone the note can be below the fold; the bar is always in view).
  expect(screen.getByText(/^Unsaved changes \(restored from \d\d:\d\d\)$/)).toBeInTheDocument()
  // Written back (hiding the page writes at once, before the read below): still the time she typed, not of the write,
  // so a third opening says the same "from 10:42".
  hideAndShow()
  expect((await keptTyping(ADMIN_ID, 'bookingTerms'))?.keptAt).toBe(typedAt)
  await user.click(screen.getByRole('button', { name: restoredTexts.undo }))
  expect(again).not.toHaveValue('42.50')
  await waitFor(async () => expect(await keptTyping(ADMIN_ID, 'bookingTerms')).toBeUndefined(), WAIT)

  // Typed again and saved: nothing is left on the device.
  await retype(user, again, '43')
  await waitFor(async () => expect(await keptTyping(ADMIN_ID, 'bookingTerms')).toBeDefined(), WAIT)
  await user.click(screen.getByRole('button', { name: 'Save draft' }))
  await findToast('Draft saved')
  await waitFor(async () => expect(await keptTyping(ADMIN_ID, 'bookingTerms')).toBeUndefined(), WAIT)
})

test('typing kept before an update that no longer fits is not put back: shown as text to copy, dropped only when she says so', async () => {
  // Kept by a build before versions (docs/decisions.md #425): the form of that time, with no version.
  await keepTyping(ADMIN_ID, 'bookingTerms', {
    form: { deposit: '61', oldField: 'kept words' },
    base: { content: siteContentSeed, revision: 1, updatedAt: new Date().toISOString(), saveId: null },
    keptAt: new Date().toISOString(),
  })
  const { user, field } = await openTerms()
  const note = await screen.findByRole('region', { name: /^Typing from \d\d:\d\d could not be put back$/ }, WAIT)
  expect(field).not.toHaveValue('61')
  expect(within(note).getByLabelText(unfitTexts.label)).toHaveValue('deposit: 61\noldField: kept words')
  expect(screen.queryByText(/^Restored unsaved changes/)).not.toBeInTheDocument()
  // Set aside: typing in the section now is kept apart from it, and it stays until she drops it.
  await retype(user, field, '62')
  await waitFor(async () => expect((await keptTyping(ADMIN_ID, 'bookingTerms'))?.form).toMatchObject({ deposit: '62' }), WAIT)
  expect(await unfitTyping(ADMIN_ID, 'bookingTerms')).toBeDefined()
  await user.click(within(note).getByRole('button', { name: unfitTexts.drop }))
  expect(note).not.toBeInTheDocument()
  await waitFor(async () => expect(await unfitTyping(ADMIN_ID, 'bookingTerms')).toBeUndefined(), WAIT)
})

test('Sign Out asks one question naming each section with typing kept; Cancel drops nothing; then it forgets the device', async () => {
  const { user, field } = await openTerms()
  await retype(user, field, '44')
  await waitFor(async () => expect(await keptTyping(ADMIN_ID, 'bookingTerms')).toBeDefined(), WAIT)
  // Typing kept of a section she has closed (a tab that died there): named too, in link order.
  await keepTyping(ADMIN_ID, 'hours', { form: {}, base: await fetchDraft(), keptAt: new Date().toISOString() })
  const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValue(true)
  await user.click(screen.getByRole('button', { name: 'Sign Out' }))
  await waitFor(() => expect(confirm).toHaveBeenCalledTimes(1), WAIT)
  expect(confirm).toHaveBeenLastCalledWith(
    'Your changes to Hours and Booking terms are not saved yet. Signing out removes them from this device. Sign out anyway?',
  )
  expect(await keptTyping(ADMIN_ID, 'hours')).toBeDefined()
  expect(await keptTyping(ADMIN_ID, 'bookingTerms')).toBeDefined()
  await user.click(screen.getByRole('button', { name: 'Sign Out' }))
  await waitFor(async () => expect(await keptTyping(ADMIN_ID, 'bookingTerms')).toBeUndefined(), WAIT)
})

test('a save with no connection says it did not save, keeps her typing, and saves once she is back online', async () => {
  const { user, field } = await openTerms()
  await retype(user, field, '17')
  const realFetch = globalThis.fetch
  const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
  globalThis.fetch = () => Promise.reject(new TypeError('Failed to fetch'))
  try {
    act(() => void window.dispatchEvent(new Event('offline')))
    await user.click(screen.getByRole('button', { name: 'Save draft' }))
    expect(await findToast('Draft not saved')).toHaveTextContent(contentToasts.offline.description)
    expect(screen.getByText(saveStatus.waiting)).toBeInTheDocument()
    expect(field).toHaveValue('17')
  } finally {
    globalThis.fetch = realFetch
    onLine.mockRestore()
  }
  expect((await savedDraftOf(getBackend())).bookingTerms.depositPounds).not.toBe(17)
  act(() => void window.dispatchEvent(new Event('online')))
  expect(await findToast('Draft saved')).toHaveTextContent(contentToasts.savedWhenOnline.description)
  expect((await savedDraftOf(getBackend())).bookingTerms.depositPounds).toBe(17)
  expect(screen.queryByText(saveStatus.waiting)).not.toBeInTheDocument()
})

test('a save answered 503 waits, told as waiting (not as an error), and goes by itself (docs/decisions.md #420)', async () => {
  const { user, field } = await openTerms()
  await retype(user, field, '18')
  const busy = refuseRequests('/rpc/save_site_draft', 503, { code: '', message: 'Service Unavailable', details: null, hint: null })
  try {
    await user.click(screen.getByRole('button', { name: 'Save draft' }))
    expect(await findToast(contentToasts.serverBusy.title)).toHaveTextContent(contentToasts.serverBusy.description)
    expect(screen.getByText(saveStatus.waitingForServer)).toBeInTheDocument()
    expect(screen.queryByText(contentToasts.saveFailed.title)).not.toBeInTheDocument()
    expect(field).toHaveValue('18')
  } finally {
    busy.restore()
  }
  expect(await findToast('Draft saved')).toHaveTextContent(contentToasts.saved.description)
  expect((await savedDraftOf(getBackend())).bookingTerms.depositPounds).toBe(18)
  expect(screen.queryByText(saveStatus.waitingForServer)).not.toBeInTheDocument()
})

test('typing on while a save is in flight stays on screen, unsaved, on top of what was saved', async () => {
  const { user, field } = await openTerms()
  await retype(user, field, '26')
  const held = holdRequests('/rpc/save_site_draft')
  try {
    await user.click(screen.getByRole('button', { name: 'Save draft' }))
    const notice = screen.getByLabelText('Notice (hours)')
    await retype(user, notice, '48')
    held.release()
    await findToast('Draft saved')
  } finally {
    held.restore()
  }
  expect(screen.getByLabelText('Notice (hours)')).toHaveValue('48')
  expect(screen.getByText(saveStatus.unsaved)).toBeInTheDocument()
  const draft = await savedDraftOf(getBackend())
  expect([draft.bookingTerms.depositPounds, draft.bookingTerms.noticeHours]).toEqual([26, 24])
  // Saved next from the revision the first save made: no conflict, both saved.
  await user.click(screen.getByRole('button', { name: 'Save draft' }))
  await waitFor(async () => expect((await savedDraftOf(getBackend())).bookingTerms.noticeHours).toBe(48), WAIT)
  expect(screen.queryByRole('region', { name: conflictTexts.heading('Booking terms') })).not.toBeInTheDocument()
})

/** Hides the page, then shows it again (another app, the phone locked and unlocked). */
function hideAndShow() {
  for (const state of ['hidden', 'visible'] as const) {
    act(() => {
      Object.defineProperty(document, 'visibilityState', { value: state, configurable: true })
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }))
    })
  }
}

/**
 * How many reads of the draft the page starts when `step` makes it visible: waits until react-query has handled the
 * visibilitychange (its query cache's onFocus, where a query due a read starts one before returning), then counts.
 * None started means the page did not ask for the draft, however slow a request would have been.
 */
async function draftReadsStartedBy(step: () => void): Promise<number> {
  const focusHandled = vi.spyOn(QueryCache.prototype, 'onFocus')
  const fetches = vi.spyOn(Query.prototype, 'fetch')
  try {
    step()
    await waitFor(() => expect(focusHandled).toHaveBeenCalled(), WAIT)
    return draftReadsIn(fetches).length
  } finally {
    fetches.mockRestore()
    focusHandled.mockRestore()
  }
}

test('/admin reads the draft again when it becomes visible with nothing unsaved, and not while she has', async () => {
  const { user, field } = await openTerms()
  await otherDeviceSaves(deposit(19))
  expect(field).not.toHaveValue('19')
  expect(await draftReadsStartedBy(hideAndShow)).toBe(1)
  await waitFor(() => expect(field).toHaveValue('19'), WAIT)

  // With her typing on screen the page does not ask for the draft (what she sees stays what she started from).
  await retype(user, field, '22')
  expect(await draftReadsStartedBy(hideAndShow)).toBe(0)
  expect(field).toHaveValue('22')
})
