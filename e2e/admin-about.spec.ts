import { expect, test } from './support/test'
import { keepScreenshot } from './support/screenshots'
import sharp from 'sharp'
import { expectNoAxeViolations } from './support/axe'
import { expectStillAfterJump, ownerSite, publishChanges, signInAsOwner } from './support/owner-site'
import { BOTH_WIDTHS } from './support/widths'

/**
 * The owner uploads her own photo for /about from her phone (390 px; docs/site-content.md "About"): a camera JPEG
 * with EXIF, describes it, saves and publishes; the rebuilt /about shows it from the bucket's about/ folder with her
 * alt text, and the stored file carries no EXIF (the rebuild is checked in the 390-px run: docs/decisions.md #194).
 * axe finds nothing on the section with her photo in it.
 */
test.setTimeout(240_000)

const { seedSite, rebuildAndCheck } = ownerSite()

/** A 1200x1500 portrait JPEG with EXIF (camera and an artist tag), like a phone photo. */
async function portrait(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 1500, channels: 3, background: { r: 200, g: 120, b: 150 } } })
    .withExif({ IFD0: { Make: 'PhoneCam', Artist: 'EXIF-MARKER-HOME' } })
    .jpeg({ quality: 80 })
    .toBuffer()
}

test('she uploads her about photo, describes it, publishes, and /about shows it without its EXIF', BOTH_WIDTHS, async ({ page }) => {
  const first = await seedSite()
  await signInAsOwner(page, first)
  await page.goto(`${first.url}/admin?section=about`)
  await expect(page.getByRole('heading', { level: 2, name: 'About' })).toBeVisible()
  // Publish is below the promises (at 1280 px at the foot of the column beside them): once the panel has its summary, it
  // stays where a click's scroll puts it (docs/decisions.md #596).
  await expect(page.getByText('No changes since the live version.')).toBeVisible()
  await expectStillAfterJump(page.getByRole('button', { name: 'Publish', exact: true }))

  await page.getByLabel('Choose your photo').setInputFiles({ name: 'IMG_2001.jpg', mimeType: 'image/jpeg', buffer: await portrait() })
  const alt = page.getByLabel('Photo description (alt text)')
  await expect(alt).toBeVisible({ timeout: 45_000 })
  // Alt text is required with her photo.
  await page.getByRole('button', { name: 'Save draft' }).click()
  await expect(page.getByText('Alt text is required')).toBeVisible()
  await expectNoAxeViolations(page)
  await alt.fill('Isla smiling at her manicure desk')
  await page.getByRole('button', { name: 'Save draft' }).click()
  await expect(page.locator('[data-slot="toast"]').filter({ hasText: 'Draft saved' }).last()).toBeVisible()
  await keepScreenshot(page, test.info(), 'admin-about')
  await publishChanges(page, ['About changed'])
  await rebuildAndCheck(async (second) => {
    const html = await (await fetch(`${second.url}/about`)).text()
    const src = /<img src="([^"]+\/gallery-images\/about\/[^"]+)"[^>]*alt="Isla smiling at her manicure desk"/.exec(html)?.[1]
    expect(src, 'her photo from the about/ folder with her alt text').toBeTruthy()
    const stored = Buffer.from(await (await fetch(src!)).arrayBuffer())
    expect(stored.length).toBeGreaterThan(0)
    expect(stored.includes('EXIF-MARKER-HOME')).toBe(false)
    expect(stored.includes('PhoneCam')).toBe(false)
    await page.goto(`${second.url}/about`)
    await expect(page.getByRole('img', { name: 'Isla smiling at her manicure desk' })).toBeVisible()
  })
})
