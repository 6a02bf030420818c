import { parseSiteContent } from '../src/demo/site-content'
import { REQUEST_TIME_LIMIT_MS } from '../src/lib/supabase/time-limit'
import type { SiteContent } from '../src/lib/site-content/schema'
import { expectNoAxeViolations } from './support/axe'
import { trackRequests } from './support/network'
import { keptOnDevice } from './support/device-store'
import { openSection, ownerSite, saveDraft, signInAsOwner, toast } from './support/owner-site'
import { keepScreenshot } from './support/screenshots'
import { expect, test, watchCsp, type BrowserContext } from './support/test'

/**
 * Nothing she types is lost (docs/site-content.md "Two devices", "Unsaved typing on the device"; docs/decisions.md
 * #280-#285), with her phone (this project's page, 390 px) and her laptop (a second browser context at 1280 px), both
 * signed in through /auth as the seeded admin on a fresh backend:
 *
 * - no connection during a save (the phone's first message of the visit): it says it did not save, and saves once the
 *   connection is back; a save whose request never answers: told once its 15 s time limit has passed (the phone's
 *   clock moved on past it), saved by itself once requests go through;
 * - different sections: the laptop saves her phone number, then the phone (which opened the draft before) saves a
 *   deposit; the draft has both;
 * - the same field: both change the deposit; the second to save is told, keeps its typing, and the first device's
 *   figure stays saved until she chooses (once on each device, so the message is seen at both widths);
 * - a tab closed while she types a price (no unload handler runs, as when the phone discards it): /admin opened again
 *   in a new page of the same context offers her price back; Sign Out there, in another section, asks first and
 *   Cancel drops nothing.
 */
test.setTimeout(180_000)

const { seedSite: firstSite, backend } = ownerSite()

/** The saved draft (service role), upgraded as the app reads it. */
async function savedDraft(): Promise<SiteContent> {
  const { data, error } = await backend().serviceClient().from('site_content_draft').select('content').eq('id', 1).single()
  if (error) throw error
  return parseSiteContent(data.content, 'The draft')
}

test('two devices, a closed tab and a lost connection: nothing she typed is lost', async ({ page: phone, browser, context }, testInfo) => {
  const first = await firstSite()
  let laptopContext: BrowserContext | undefined
  try {
    // The laptop: a context of its own, its requests counted for axe's settle step and its CSP reports collected as the
    // suite's own context's are (e2e/support/test.ts).
    laptopContext = await browser.newContext({ viewport: { width: 1280, height: 800 } })
    trackRequests(laptopContext)
    const laptopCsp = await watchCsp(laptopContext, null)
    const laptop = await laptopContext.newPage()
    // The phone's clock runs in real time and is moved on past the app's time limit for the save that never answers,
    // rather than waited out (docs/decisions.md #521).
    await phone.clock.install()
    await signInAsOwner(phone, first)
    await signInAsOwner(laptop, first)

    // No connection during a save: not saved, her typing kept, saved once the connection is back. The phone's first
    // message of the visit: nothing the message needs may be left to load once the connection has gone (the toast
    // layer loads on the first toast, docs/decisions.md #285).
    await phone.goto(`${first.url}/admin?section=terms`)
    const phoneDeposit = phone.getByLabel('Deposit (£)')
    await expect(phoneDeposit).toHaveValue('10')
    await context.setOffline(true)
    await phoneDeposit.fill('12')
    await phone.getByRole('button', { name: 'Save draft' }).click()
    await expect(toast(phone, 'Draft not saved')).toContainText(
      "No connection. What you typed is kept on this device and saved as soon as you're back online.",
    )
    await expect(phone.getByText('Not saved: waiting for a connection')).toBeVisible()
    await expect(phoneDeposit).toHaveValue('12')
    expect((await savedDraft()).bookingTerms.depositPounds).toBe(10)
    await keepScreenshot(phone, testInfo, 'offline')
    await context.setOffline(false)
    await expect(toast(phone, 'Draft saved')).toContainText("You're back online: your changes are saved.")
    expect((await savedDraft()).bookingTerms.depositPounds).toBe(12)
    await expect(phone.getByText('Not saved: waiting for a connection')).toHaveCount(0)

    // A save whose request never answers (a weak signal: online, but nothing comes back): once its 15 s time limit has
    // passed she is told, as with no connection (docs/decisions.md #420); her typing stays; it saves by itself once
    // requests go through again (sent again with back-off, the same save id).
    const hang = () => undefined
    await phone.route('**/rest/v1/rpc/save_site_draft', hang)
    // The toasts of the step above gone first, so that those below are this save's: closed with their ×, as she would,
    // rather than waited out (6 s each; docs/decisions.md #521).
    const openToasts = phone.locator('[data-slot="toast"][data-state="open"]')
    // One may close by itself between the count and the click: that click then finds no button, which is as good.
    while ((await openToasts.count()) > 0)
      await openToasts
        .first()
        .getByRole('button', { name: 'Close notification' })
        .click({ timeout: 2_000 })
        .catch(() => undefined)
    await expect(phone.locator('[data-slot="toast"]')).toHaveCount(0)
    await phoneDeposit.fill('14')
    // The save's time limit starts before its request goes out (src/lib/supabase/time-limit.ts).
    const sent = phone.waitForRequest('**/rest/v1/rpc/save_site_draft')
    await phone.getByRole('button', { name: 'Save draft' }).click()
    await sent
    await expect(toast(phone, 'Draft not saved')).toHaveCount(0)
    await phone.clock.runFor(REQUEST_TIME_LIMIT_MS)
    await expect(toast(phone, 'Draft not saved')).toContainText('No connection. What you typed is kept on this device')
    await expect(phone.getByText('Not saved: waiting for a connection')).toBeVisible()
    await expect(phoneDeposit).toHaveValue('14')
    expect((await savedDraft()).bookingTerms.depositPounds).toBe(12)
    await phone.unroute('**/rest/v1/rpc/save_site_draft', hang)
    await expect(toast(phone, 'Draft saved')).toContainText('your changes are saved', { timeout: 20_000 })
    expect((await savedDraft()).bookingTerms.depositPounds).toBe(14)
    await expect(phone.getByText('Not saved: waiting for a connection')).toHaveCount(0)

    // Different sections: the phone has Booking terms open when the laptop saves her number.
    await laptop.goto(`${first.url}/admin?section=details`)
    await laptop.getByLabel('WhatsApp and phone number').fill('+44 7700 900555')
    await saveDraft(laptop)
    await phoneDeposit.fill('25')
    await phone.getByRole('button', { name: 'Save draft' }).click()
    await expect(toast(phone, 'Draft saved')).toContainText('Changes to Details saved on another device were kept too.')
    let draft = await savedDraft()
    expect([draft.details.phone, draft.bookingTerms.depositPounds]).toEqual(['+44 7700 900555', 25])

    // The same field: the laptop saves first, the phone is told and keeps its typing; the laptop's £30 stays saved.
    await openSection(laptop, 'Booking terms')
    const laptopDeposit = laptop.getByLabel('Deposit (£)')
    await expect(laptopDeposit).toHaveValue('25')
    await laptopDeposit.fill('30')
    await phoneDeposit.fill('35')
    await saveDraft(laptop)
    await phone.getByRole('button', { name: 'Save draft' }).click()
    const phoneConflict = phone.getByRole('region', { name: 'Booking terms changed on another device' })
    await expect(phoneConflict).toContainText(/It was saved on another device at \d\d:\d\d, while you were typing here\./)
    await expect(phoneConflict).toContainText('Booking terms: Deposit £30 → £35')
    await expect(phoneConflict.getByRole('heading', { level: 3 })).toBeFocused()
    // On the phone's screen, clear of the sticky Save bar: its heading and both choices are where she can see them.
    await expect(phoneConflict.getByRole('heading', { level: 3 })).toBeInViewport()
    const saveBarTop = (await phone.getByRole('button', { name: 'Save draft' }).boundingBox())!.y
    expect((await phoneConflict.getByRole('button', { name: 'Use the saved version' }).boundingBox())!.y + 44).toBeLessThanOrEqual(
      saveBarTop,
    )
    await expect(phoneDeposit).toHaveValue('35')
    expect((await savedDraft()).bookingTerms.depositPounds).toBe(30)
    await expectNoAxeViolations(phone)
    await keepScreenshot(phone, testInfo, 'conflict')
    // Keyboard only: Tab from the heading reaches "Keep my changes", then "Use the saved version".
    await phone.keyboard.press('Tab')
    await expect(phoneConflict.getByRole('button', { name: 'Keep my changes' })).toBeFocused()
    await phone.keyboard.press('Tab')
    await expect(phoneConflict.getByRole('button', { name: 'Use the saved version' })).toBeFocused()
    await phone.keyboard.press('Enter')
    await expect(phoneConflict).toBeHidden()
    await expect(phoneDeposit).toHaveValue('30')
    expect((await savedDraft()).bookingTerms.depositPounds).toBe(30)

    // And the other way round: the phone saves first, the laptop (1280 px) is told; it keeps its own.
    await laptopDeposit.fill('40')
    await phoneDeposit.fill('45')
    await saveDraft(phone)
    await laptop.getByRole('button', { name: 'Save draft' }).click()
    const laptopConflict = laptop.getByRole('region', { name: 'Booking terms changed on another device' })
    await expect(laptopConflict).toContainText('Booking terms: Deposit £45 → £40')
    await expect(laptopDeposit).toHaveValue('40')
    expect((await savedDraft()).bookingTerms.depositPounds).toBe(45)
    await expectNoAxeViolations(laptop)
    await keepScreenshot(laptop, testInfo, 'conflict-laptop')
    await laptopConflict.getByRole('button', { name: 'Keep my changes' }).click()
    await expect(toast(laptop, 'Draft saved')).toContainText('Your Booking terms replaced what was saved on another device.')
    draft = await savedDraft()
    expect([draft.details.phone, draft.bookingTerms.depositPounds]).toEqual(['+44 7700 900555', 40])

    // A tab closed while she types a price: no unload handler runs. /admin in a new page offers her price back.
    for (const [device, name, price, savedBefore] of [
      [context, 'restore', '42.50', 30],
      [laptopContext, 'restore-laptop', '43.75', 42.5],
    ] as const) {
      const tab = await device.newPage()
      await tab.goto(`${first.url}/admin?section=prices`)
      await tab.getByLabel('Price (£)').first().fill(price)
      // On the device before the tab goes (written within 1 s of typing, docs/decisions.md #283; that is checked on the
      // clock in tests/unit/kept-typing.test.tsx): the only thing kept there, her saves having dropped the rest.
      await expect.poll(() => keptOnDevice(tab)).toBe(1)
      await tab.close({ runBeforeUnload: false })
      const again = await device.newPage()
      await again.goto(`${first.url}/admin?section=prices`)
      await expect(again.getByText(/^Restored unsaved changes from \d\d:\d\d$/)).toBeVisible()
      await expect(again.getByLabel('Price (£)').first()).toHaveValue(price)
      await expect(again.getByText(/^Unsaved changes \(restored from \d\d:\d\d\)$/)).toBeInViewport()
      await expectNoAxeViolations(again)
      await keepScreenshot(again, testInfo, name)
      expect((await savedDraft()).prices.nails[0]?.pounds).toBe(savedBefore)
      if (name === 'restore') {
        await saveDraft(again)
        expect((await savedDraft()).prices.nails[0]?.pounds).toBe(42.5)
      } else {
        // Undo: the saved price again, and nothing is offered next time.
        await again.getByRole('button', { name: 'Undo restore' }).click()
        await expect(again.getByLabel('Price (£)').first()).toHaveValue('42.50')
        // Forgotten on the device before the page goes: the app drops it in an IndexedDB write of its own, which a reload
        // at once can cut off, leaving her restored price to be offered again (seen once, docs/decisions.md #633).
        await expect.poll(() => keptOnDevice(again)).toBe(0)
        await again.reload()
        await expect(again.getByLabel('Price (£)').first()).toHaveValue('42.50')
        await expect(again.getByText(/^Restored unsaved changes/)).toHaveCount(0)
      }
      await again.close()
    }

    // Sign Out with typing kept in a section she has closed (a tab the phone discarded while she typed a price, /admin
    // opened again at Hours): it asks first, naming Prices; Cancel keeps her signed in and drops nothing
    // (docs/decisions.md #426).
    const typed = await context.newPage()
    await typed.goto(`${first.url}/admin?section=prices`)
    await typed.getByLabel('Price (£)').first().fill('44.50')
    await expect.poll(() => keptOnDevice(typed)).toBe(1)
    await typed.close({ runBeforeUnload: false })
    const elsewhere = await context.newPage()
    await elsewhere.goto(`${first.url}/admin?section=hours`)
    await expect(elsewhere.getByRole('heading', { name: 'Hours', level: 2, exact: true })).toBeVisible()
    const asked = new Promise<string>((resolve) =>
      elsewhere.once('dialog', (dialog) => {
        resolve(dialog.message())
        void dialog.dismiss()
      }),
    )
    await elsewhere.getByRole('button', { name: 'Sign Out' }).click()
    expect(await asked).toBe('Your changes to Prices are not saved yet. Signing out removes them from this device. Sign out anyway?')
    await expect(elsewhere).toHaveURL(/\/admin\?section=hours$/)
    expect(await keptOnDevice(elsewhere)).toBe(1)
    await elsewhere.goto(`${first.url}/admin?section=prices`)
    await expect(elsewhere.getByLabel('Price (£)').first()).toHaveValue('44.50')
    await elsewhere.close()

    expect(laptopCsp, 'Content-Security-Policy violations on the laptop (docs/security.md)').toEqual([])
  } finally {
    await laptopContext?.close()
  }
})
