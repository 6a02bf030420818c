import { expect, test } from './support/test'
import { keepScreenshot } from './support/screenshots'
import { expectNoAxeViolations } from './support/axe'
import { expectRefusedSave, openSection, ownerSite, publishChanges, saveDraft, signInAsOwner } from './support/owner-site'

/**
 * The owner changes her offers and her home slideshow from her phone (390 px; docs/site-content.md "Offers",
 * "Slideshow"): a voucher amount and its validity, then three slideshow photos in her order; she publishes and the
 * rebuilt site's prerendered /gifts and / show them (checked in the 390-px run: docs/decisions.md #194). axe finds
 * nothing on either section with a refused value.
 */
test.setTimeout(240_000)

/** Alt texts of built-in photos 1, 3, 5 and 7 (src/content/hero.ts; that module needs the build's content, so not imported). */
const alts = {
  1: 'Rose, plum and nude gel polish bottles beside a sprig of eucalyptus',
  3: 'Gold foil and pearl nail art on a row of almond nails',
  5: 'Berry and cherry red nail swatches fanned out beside a dried flower',
  7: 'Pastel nails in mint, lilac and peach with hand-painted daisies',
} as const

const { seedSite, rebuildAndCheck } = ownerSite()

test('she changes a voucher amount and chooses three slideshow photos, publishes, and the site shows them @both-widths', async ({
  page,
}) => {
  const first = await seedSite()
  expect(await (await fetch(`${first.url}/gifts`)).text()).toContain('£35')
  await signInAsOwner(page, first)

  await page.goto(`${first.url}/admin?section=offers`)
  const amount = page.getByLabel('Amount (£)').first()
  await expectRefusedSave(page, amount, '1000', 'Voucher amount must be at most £999.99')
  await amount.fill('42.50')
  await page.getByLabel('Validity (months)').fill('6')
  await saveDraft(page)
  await keepScreenshot(page, test.info(), 'admin-offers')

  await openSection(page, 'Slideshow')
  await page.getByRole('button', { name: 'Untick all photos' }).click()
  for (const alt of [alts[7], alts[3], alts[5]]) await page.getByLabel(alt).check()
  // She moves the last one first with the buttons.
  await page.getByRole('button', { name: 'Move photo 3 earlier' }).click()
  await page.getByRole('button', { name: 'Move photo 2 earlier' }).click()
  const order = page.getByRole('group', { name: 'Shown, in this order' }).getByRole('listitem')
  await expect(order).toHaveCount(3)
  await expect(order.first()).toContainText(alts[5])
  await expectNoAxeViolations(page)
  await saveDraft(page)
  await keepScreenshot(page, test.info(), 'admin-slideshow')

  await publishChanges(page, ['Offers changed', 'Slideshow changed'])
  await rebuildAndCheck(async (second) => {
    const giftsHtml = await (await fetch(`${second.url}/gifts`)).text()
    expect(giftsHtml).toContain('£42.50')
    expect(giftsHtml).not.toContain('£35')
    expect(giftsHtml).toMatch(/Valid for (<!-- -->)?6(<!-- -->)? months/)
    const homeHtml = await (await fetch(`${second.url}/`)).text()
    // Only the first slide is in the markup; the counter says how many she chose.
    expect(homeHtml).toContain(`alt="${alts[5]}"`)
    expect(homeHtml).not.toContain(`alt="${alts[1]}"`)
    expect(homeHtml).toMatch(/1<!-- --> \/ <!-- -->3/)

    await page.goto(`${second.url}/`)
    await expect(page.getByRole('img', { name: alts[5] })).toBeVisible()
    await expect(page.getByText('1 / 3')).toBeVisible()
    await page.goto(`${second.url}/gifts`)
    await expect(page.getByText('£42.50')).toBeVisible()
  })
})
