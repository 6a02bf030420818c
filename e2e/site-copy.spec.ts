import { expect, test } from './support/test'
import { openCopyZip } from '../scripts/lib/copy-zip.ts'
import { checkCopy } from '../scripts/lib/check-copy.ts'
import { E2E_BACKEND_URL, signInAsLocalAdmin } from './support/backend'
import { skipWelcomeOffer } from './support/welcome-offer'

/**
 * "Download a copy of my site" in /admin → Account at 390 px (docs/owner-guide.md "A copy of your site"; docs/decisions.md
 * #207), on the shared build and backend: the owner taps the button and gets one .zip, named for the studio and the day,
 * that reads back as a copy of the backend's site (the layout's own check, src/features/site-copy/lib/check-copy.ts).
 */
test('the owner downloads a copy of her site as one .zip', async ({ page }, testInfo) => {
  await skipWelcomeOffer(page)
  await signInAsLocalAdmin(page)
  await page.goto('/admin?section=account')
  const card = page.getByRole('region', { name: 'A copy of your site' })
  const downloading = page.waitForEvent('download')
  await card.getByRole('button', { name: 'Download a copy of my site' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^ij-nails-lashes-site-copy-\d{4}-\d{2}-\d{2}\.zip$/)
  await expect(card.getByRole('status')).toContainText(`Saved ${download.suggestedFilename()} (`)
  await expect(card.getByRole('button', { name: 'Download a copy of my site' })).toBeEnabled()

  const file = testInfo.outputPath('copy.zip')
  await download.saveAs(file)
  const zip = await openCopyZip(file)
  try {
    expect(zip.names.slice(0, 4)).toEqual(['README.txt', 'site.json', 'content/draft.json', 'content/publications/1.json'])
    expect(zip.names).toContain('photos.json')
    const copy = await checkCopy(zip)
    expect(copy.manifest).toMatchObject({ format: 'site-copy', formatVersion: 1, origin: E2E_BACKEND_URL })
    expect(copy.publications[0]).toMatchObject({ id: 1, note: 'The site at launch' })
    expect(await zip.text('README.txt')).toContain('npm run site:import')
  } finally {
    zip.close()
  }
})
