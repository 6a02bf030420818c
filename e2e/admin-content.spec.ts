import { expect, test } from './support/test'
import { expectNoAxeViolations } from './support/axe'
import {
  expectRefusedSave,
  expectStillAfterJump,
  openSection,
  ownerSite,
  publishChanges,
  saveDraft,
  signInAsOwner,
} from './support/owner-site'
import { BOTH_WIDTHS } from './support/widths'

/**
 * The owner runs her own site (docs/site-content.md), as she would on her phone (390 px; every admin section is also
 * checked with axe at 1280 px in a11y.spec.ts): on a fresh backend of her own, she signs in, changes a price, adds a treatment, sets Sunday hours, adds a holiday notice
 * and changes the booking link, rewrites the hygiene page's first standard and its intro and the home closing banner,
 * then Publishes; the rebuilt site shows each change (raw prerendered HTML and the page). She restores the previous version: the newest publication is version 1's content, whose build (the seed site) has none of the changes. axe finds nothing on any admin section.
 * At 1280 px she restores from the first build's admin and the rebuilds are left to the 390-px run (docs/decisions.md #194).
 */
test.setTimeout(240_000)

const { seedSite, rebuildAndCheck, restoredSite } = ownerSite()

test('she edits, publishes, sees the site change, and restores the previous version', BOTH_WIDTHS, async ({ page }) => {
  const first = await seedSite()
  await signInAsOwner(page, first)
  await page.goto(`${first.url}/admin?section=prices`)
  // The add button below the nail treatments stays where a click's scroll puts it (a lost click before docs/decisions.md #596).
  await expectStillAfterJump(page.getByRole('button', { name: 'Add treatment to Nail Treatments' }))

  // A refused price keeps its reason next to the field (and axe is happy with the error state).
  const price = page.getByLabel('Price (£)').first()
  await expectRefusedSave(page, price, '1000', 'Price must be at most £999.99')
  // Nothing is wider than the screen (a long button label once pushed the page sideways at 390 px).
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width)

  // Change a price and add a treatment.
  await price.fill('32.50')
  const nails = page.getByRole('group', { name: 'Nail Treatments' })
  // The new row is there before she types in it: filling `.last()` sooner would rename the last existing treatment.
  const count = await nails.getByLabel('Name').count()
  await page.getByRole('button', { name: 'Add treatment to Nail Treatments' }).click()
  await expect(nails.getByLabel('Name')).toHaveCount(count + 1)
  await nails.getByLabel('Name').last().fill('Gel toes')
  await nails.getByLabel('Price (£)').last().fill('25')
  await saveDraft(page)

  await openSection(page, 'Hours')
  await page.getByRole('checkbox', { name: /Sunday/ }).check()
  await page.getByLabel('Sunday opens').fill('11:00')
  await page.getByLabel('Sunday closes').fill('15:00')
  await saveDraft(page)
  await expectNoAxeViolations(page)

  await openSection(page, 'Notice')
  await page.getByLabel('Notice text').fill('Closed for the holidays: back on 2 January.')
  await saveDraft(page)
  await expectNoAxeViolations(page)

  await openSection(page, 'Details')
  await page.getByLabel('Booking link').fill('https://book.example.org/isla')
  await saveDraft(page)
  await expectNoAxeViolations(page)

  await openSection(page, 'Reviews')
  await expectNoAxeViolations(page)

  // Her words (issue 53): the hygiene page's first standard, its intro, and the home closing banner.
  await openSection(page, 'Hygiene', 'Hygiene & policies')
  const firstStandard = page.getByRole('group', { name: 'Standards' }).getByRole('listitem').first()
  await firstStandard.getByLabel('Title').fill('Tools sterilised for every client')
  await firstStandard.getByLabel('Text').fill('Each metal tool goes through the autoclave after every single visit.')
  await saveDraft(page)
  await expectNoAxeViolations(page)
  await openSection(page, 'Page words', 'Page words')
  const hygienePage = page.getByRole('group', { name: 'Hygiene & Safety' })
  await hygienePage.getByLabel('Lead (the paragraph under the heading)').fill('Clean tools, fresh linen and honest advice, every visit.')
  const home = page.getByRole('group', { name: 'Home' })
  await home.getByLabel('Closing banner heading').fill('See you soon in {town}')
  // The limit is counted as she types.
  await expect(home.getByLabel('Closing banner heading')).toHaveAccessibleDescription('58 characters left')
  await saveDraft(page)
  await expectNoAxeViolations(page)

  await publishChanges(page, [
    'Builder Gel plain set £30 → £32.50',
    'added Gel toes (£25)',
    'Sunday: Closed → 11:00–15:00',
    'Notice added',
    'Booking link changed',
    'Hygiene: 1 standard changed',
    'Page texts: Home reworded',
    'Page texts: Hygiene & Safety reworded',
  ])
  // This build was made before the publication: the admin says it is on its way.
  await expect(page.getByRole('status').filter({ hasText: 'Publishing…' })).toBeVisible()

  // The site she goes on from: the rebuilt one where the rebuild ran (390 px), the first one at 1280 px.
  const rebuilt = await rebuildAndCheck(async (second) => {
    const pricingHtml = await (await fetch(`${second.url}/pricing`)).text()
    expect(pricingHtml).toContain('£32.50')
    expect(pricingHtml).toContain('Gel toes')
    const homeHtml = await (await fetch(`${second.url}/`)).text()
    expect(homeHtml).toContain('https://book.example.org/isla')
    expect(homeHtml).toContain('Closed for the holidays')
    expect(homeHtml).toContain('"dayOfWeek":["Sunday"],"opens":"11:00","closes":"15:00"')
    expect(homeHtml).toContain('See you soon in Woodley')
    const hygieneHtml = await (await fetch(`${second.url}/hygiene`)).text()
    expect(hygieneHtml).toContain('Tools sterilised for every client')
    expect(hygieneHtml).toContain('Each metal tool goes through the autoclave after every single visit.')
    expect(hygieneHtml).toContain('Clean tools, fresh linen and honest advice, every visit.')

    await page.goto(`${second.url}/pricing`)
    await expect(page.locator('[data-price-row]', { hasText: 'Gel toes' })).toBeVisible()
    await expect(page.getByRole('complementary', { name: 'Notice' })).toHaveText('Closed for the holidays: back on 2 January.')
    await page.goto(`${second.url}/contact`)
    // The contact page's hours card and the footer.
    await expect(page.getByText('11:00–15:00')).toHaveCount(2)
    // The rebuilt site is another origin (port): she signs in there too.
    await signInAsOwner(page, second)
    return second
  })
  await page.goto(`${(rebuilt ?? first).url}/admin?section=prices`)
  // On the rebuilt site, /admin says the publication is live.
  if (rebuilt) await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible()

  // Restore the version before: the rebuilt site is back.
  page.on('dialog', (dialog) => void dialog.accept())
  await page.getByText('Published versions').click()
  // 30 s, not the flow's 240 s: once in a fresh clone's CI this button never came at 1280 px (not reproduced since), and
  // the wait cost the run 4 minutes before the retry passed.
  await page.getByRole('button', { name: /^Restore version 1$/ }).click({ timeout: 30_000 })
  await expect(page.getByRole('listitem').filter({ hasText: 'restored from version 1' })).toBeVisible()
  // The newest publication is version 1's content again: its build is the seed site (docs/decisions.md #522).
  const restored = await restoredSite(1)
  const restoredHtml = await (await fetch(`${restored.url}/pricing`)).text()
  expect(restoredHtml).not.toContain('£32.50')
  expect(restoredHtml).not.toContain('Gel toes')
  expect(await (await fetch(`${restored.url}/`)).text()).not.toContain('Closed for the holidays')
  expect(await (await fetch(`${restored.url}/hygiene`)).text()).not.toContain('Tools sterilised for every client')
})
