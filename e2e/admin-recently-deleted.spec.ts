import sharp from 'sharp'
import { expect, test } from './support/test'
import { expectNoAxeViolations } from './support/axe'
import { gotoHydrated } from './support/hydration'
import { ownerSite, signInAsOwner, toast } from './support/owner-site'
import { LOCAL_ADMIN } from '../tests/support/backend'

/**
 * Recently deleted on her phone (390 px only; docs/decisions.md #200-#205, docs/owner-guide.md): five published
 * photos; she deletes three in a row by mistake (no question asked), finds them in Recently deleted with the day each
 * goes for good, restores two in another order; their public URLs serve them again and the third's does not; the
 * rebuilt /gallery shows the two in their old places and not the third; the burst of publications made one build
 * request. One build of the site, the rebuild: /admin is the worker slot's seed build (it shows what the backend holds,
 * e2e/support/owner-site.ts).
 */
test.setTimeout(240_000)

const owner = ownerSite()

test('she deletes three photos by mistake, restores two from Recently deleted, and /gallery shows them in their old places', async ({
  page,
  request,
}) => {
  // The slot's seed site, taken before anything is published (e2e/support/owner-site.ts).
  const site = await owner.seedSite()
  // Five photos of hers in order, published, as earlier uploads left them (each with its 480 px rendition).
  const admin = await owner.backend().signedIn(LOCAL_ADMIN.email, LOCAL_ADMIN.password)
  const bucket = admin.storage.from('gallery-images')
  const photos: { caption: string; url: string }[] = []
  for (let n = 1; n <= 5; n++) {
    const id = crypto.randomUUID()
    for (const [suffix, size] of [
      ['', 960],
      ['-480', 480],
    ] as const) {
      const file = await sharp({ create: { width: size, height: size, channels: 3, background: { r: 40 * n, g: 120, b: 160 } } })
        .webp()
        .toBuffer()
      expect((await bucket.upload(`nails/${id}${suffix}.webp`, file, { contentType: 'image/webp' })).error).toBeNull()
    }
    const url = bucket.getPublicUrl(`nails/${id}.webp`).data.publicUrl
    const caption = `Chrome set ${n}`
    const row = { id, category: 'nails', image_url: url, display_order: n - 1, caption, width: 960, height: 960, renditions: [480] }
    expect((await admin.from('gallery_images').insert(row)).error).toBeNull()
    photos.push({ caption, url })
  }
  expect((await admin.rpc('publish_site_content')).error).toBeNull()

  await signInAsOwner(page, site)
  await page.goto(`${site.url}/admin?section=gallery`)
  const nails = page.getByRole('region', { name: /^nails/ })
  const card = (caption: string) => nails.getByRole('listitem').filter({ has: page.getByAltText(caption, { exact: true }) })
  await expect(card('Chrome set 5')).toBeVisible()
  const bin = page.getByRole('region', { name: 'Recently deleted' })
  await expect(bin.getByText('Nothing deleted in the last 30 days.')).toBeVisible()

  // Three in a row, by mistake: no question, each moves to Recently deleted.
  for (const n of [2, 3, 4])
    await card(`Chrome set ${n}`)
      .getByRole('button', { name: /^Delete/ })
      .click()
  await expect(nails.getByRole('img')).toHaveCount(2)
  await expect(bin.getByRole('listitem')).toHaveCount(3)
  await expect(toast(page, 'Image moved to Recently deleted')).toBeVisible()
  for (const n of [2, 3, 4]) {
    await expect(bin.getByRole('listitem').filter({ hasText: `Chrome set ${n}` })).toContainText(/Goes for good on \w{3} \d{1,2} \w{3}/)
    expect((await request.get(photos[n - 1]!.url)).status()).toBe(400)
  }
  // Her private thumbnails load by signed URL.
  await expect
    .poll(() => bin.getByRole('img').evaluateAll((imgs) => imgs.every((img) => (img as HTMLImageElement).naturalWidth > 0)))
    .toBe(true)
  await expectNoAxeViolations(page)

  // Restore two, in another order than deleted; the keyboard moves on to the next photo's Restore.
  await bin.getByRole('button', { name: 'Restore Chrome set 4' }).click()
  await expect(toast(page, 'Image restored')).toBeVisible()
  await expect(bin.getByRole('button', { name: 'Restore Chrome set 3' })).toBeFocused()
  await bin.getByRole('button', { name: 'Restore Chrome set 2' }).click()
  await expect(bin.getByRole('listitem')).toHaveCount(1)
  await expect(bin.getByRole('button', { name: 'Restore Chrome set 3' })).toBeFocused()
  await expect(nails.getByRole('img')).toHaveCount(4)
  for (const [n, status] of [
    [2, 200],
    [3, 400],
    [4, 200],
  ] as const)
    expect((await request.get(photos[n - 1]!.url)).status()).toBe(status)

  // The rebuilt site: the two in their old places, not the third.
  await owner.rebuildAndCheck(async (rebuilt) => {
    await gotoHydrated(page, `${rebuilt.url}/gallery`)
    const tiles = page.locator('#nails-photos figure[data-upload] img')
    await expect
      .poll(() => tiles.evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt'))))
      .toEqual(['Chrome set 1', 'Chrome set 2', 'Chrome set 4', 'Chrome set 5'])
  })

  // One build request for the whole burst: the publish, three deletes and two restores (docs/decisions.md #203).
  const { data: requests } = await owner.backend().serviceClient().from('site_build_requests').select('publications, sent_at')
  expect(requests).toEqual([{ publications: 6, sent_at: null }])
})
