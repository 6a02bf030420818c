import { expect, test } from './support/test'
import { keepScreenshot } from './support/screenshots'
import { expectNoAxeViolations } from './support/axe'
import { openSection, ownerSite, publishChanges, saveDraft, signInAsOwner } from './support/owner-site'
import { BOTH_WIDTHS } from './support/widths'

/**
 * The owner edits her services from her phone (390 px; docs/site-content.md "Services"): removing a featured service
 * is refused with its reason, she changes a service's description and its home-page teaser, saves, publishes, and the
 * rebuilt site's prerendered /services and / show them (checked in the 390-px run: docs/decisions.md #194). axe finds
 * nothing on the section with a refusal showing.
 */
test.setTimeout(240_000)

const { seedSite, rebuildAndCheck } = ownerSite()

const oldDescription = 'A full manicure with cuticle care, shaping and a high-shine gel colour that stays flawless for weeks.'
const newDescription =
  'A full manicure with cuticle care and a glossy gel colour in any of over a hundred shades, lasting up to three weeks.'
const newTeaser = 'Glossy gel colour and full cuticle care, lasting up to three weeks.'

test('she changes a service description and its home teaser, publishes, and /services and / show them', BOTH_WIDTHS, async ({ page }) => {
  const first = await seedSite()
  expect(await (await fetch(`${first.url}/services`)).text()).toContain(oldDescription)
  await signInAsOwner(page, first)
  await page.goto(`${first.url}/admin`)
  await openSection(page, 'Services')

  const cards = page.getByRole('group', { name: 'Service cards' })
  await cards.getByRole('button', { name: 'Remove Gel Polish Manicure' }).click()
  // The reason shows beside the card (and is announced); nothing is removed.
  await expect(
    cards
      .getByRole('listitem')
      .first()
      .getByText('Gel Polish Manicure is featured on the home page (1 of 3): choose another service there first.'),
  ).toBeVisible()
  await expect(cards.getByLabel('Service title').first()).toHaveValue('Gel Polish Manicure')
  await expectNoAxeViolations(page)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width)

  await cards.getByLabel('Description').first().fill(newDescription)
  await page.getByRole('group', { name: 'Featured 1' }).getByLabel('Home teaser').fill(newTeaser)
  await saveDraft(page)
  await keepScreenshot(page, test.info(), 'admin-services')

  await publishChanges(page, ['Services changed'])
  await rebuildAndCheck(async (second) => {
    const servicesHtml = await (await fetch(`${second.url}/services`)).text()
    expect(servicesHtml).toContain(newDescription)
    expect(servicesHtml).not.toContain(oldDescription)
    expect(await (await fetch(`${second.url}/`)).text()).toContain(newTeaser)

    await page.goto(`${second.url}/services`)
    await expect(page.getByText(newDescription)).toBeVisible()
    await page.goto(`${second.url}/`)
    await expect(page.getByText(newTeaser)).toBeVisible()
  })
})
