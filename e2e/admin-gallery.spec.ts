import { expect, test, type Locator, type Page } from './support/test'
import { axeViolations } from './support/axe'
import sharp from 'sharp'
import { ANON_KEY } from '../supabase/local/config.ts'
import { LOCAL_ADMIN as ADMIN, makeClient } from '../tests/support/backend'
import { E2E_BACKEND_URL } from './support/backend'
import { buildSite, type BuiltSite } from './support/site-build'
import { gotoHydrated } from './support/hydration'
import { holdScripts, requestsMade } from './support/network'
import { skipWelcomeOffer } from './support/welcome-offer'

/**
 * The admin gallery manager on the built site with the local backend (docs/product.md §2 /admin, §4, §8;
 * docs/decisions.md #7, #13, #14, #16, #20-#23): the seeded admin picks three files at once (one SVG),
 * captions one, reorders with the keyboard and by dragging, checks /admin after reloads, publishes and checks
 * /gallery on the rebuilt site (docs/site-content.md: her photos first, in her order, no backend request), deletes
 * (every stored rendition leaves the public bucket), and signs out; then 'Show more photos' with 30 more uploads.
 * The mobile and desktop projects run in parallel against one backend, so each uses its own category;
 * within a project the tests run in order.
 */

test.describe.configure({ mode: 'serial' })

const toastFor = (page: Page, title: string) => page.locator('[data-slot="toast"]').filter({ hasText: title })

/** The site rebuilt after a publication in the current test; closed after it. */
let site: BuiltSite | undefined
test.afterEach(async () => {
  await site?.close()
  site = undefined
})

test.beforeEach(async ({ page }) => {
  await skipWelcomeOffer(page)
})

async function signInAsAdmin(page: Page) {
  await page.goto('/auth')
  await page.getByLabel('Email').fill(ADMIN.email)
  await page.getByLabel('Password').fill(ADMIN.password)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  await expect(page).toHaveURL(/\/$/)
}

/** A 1600x1200 JPEG with a colour gradient (hue from `seed`), like a small phone photo. */
async function photo(seed: number): Promise<Buffer> {
  const width = 1600
  const height = 1200
  const pixels = Buffer.alloc(width * height * 3)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3
      pixels[i] = (120 + seed * 40 + (x * 100) / width) & 255
      pixels[i + 1] = (60 + (y * 80) / height) | 0
      pixels[i + 2] = (90 + seed * 60) & 255
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer()
}

/** The src of every card's image in a category group of /admin, in order. */
const cardSources = (group: Locator) => group.getByRole('img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src') ?? ''))

/** The full image URL a card's 480 px thumbnail belongs to (`…/id-480.webp` → `…/id.webp`). */
const fullUrlOf = (src: string) => src.replace(/-480(\.\w+)$/, '$1')

/** The full image URLs of the uploaded tiles of one grid on /gallery, in order. */
async function galleryOrder(page: Page, gridId: string): Promise<string[]> {
  const srcs = await page
    .locator(`#${gridId}-photos figure[data-upload] img`)
    .evaluateAll((imgs) =>
      imgs.map((img) => (img as HTMLImageElement).srcset.split(', ').at(-1)?.split(' ')[0] ?? img.getAttribute('src') ?? ''),
    )
  return srcs
}

test('pick three files at once (one SVG), caption, reorder by keyboard and drag, check /gallery, delete every rendition @both-widths', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000)
  const category = testInfo.project.name === 'mobile' ? 'lashes' : 'nails'
  const gridId = category
  const caption = `Rose gold chrome, ${testInfo.project.name}`

  await signInAsAdmin(page)
  await page.goto('/admin')
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible()
  const group = page.getByRole('region', { name: new RegExp(`^${category}`) })
  await expect(group).toBeVisible()
  const before = await cardSources(group)

  await page.getByLabel('Category', { exact: true }).selectOption(category)
  // Hold the storage uploads until the progress text has been seen, with the controls disabled.
  let releaseUpload: () => void = () => undefined
  const uploadHeld = new Promise<void>((resolve) => (releaseUpload = resolve))
  await page.route('**/storage/v1/object/gallery-images/**', async (route) => {
    if (route.request().method() === 'POST') await uploadHeld
    await route.continue()
  })
  const fileInput = page.getByLabel('Image file', { exact: true })
  await expect(fileInput).toHaveAttribute('multiple', '')
  await fileInput.setInputFiles([
    { name: 'IMG_1001.jpg', mimeType: 'image/jpeg', buffer: await photo(1) },
    { name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') },
    { name: 'IMG_1002.jpg', mimeType: 'image/jpeg', buffer: await photo(2) },
  ])
  const status = page.getByRole('region', { name: 'Upload New Image' }).getByRole('status')
  // The SVG is refused at once, named in its toast, and never queued (docs/decisions.md #292); the photos upload.
  await expect(toastFor(page, 'Upload failed')).toContainText('logo.svg')
  await expect(status).toContainText('Uploading...')
  await expect(status).toContainText(/Uploading [12] of 2\.\.\./)
  await expect(fileInput).toBeDisabled()
  releaseUpload()
  // Each photo is decoded and encoded three times (full, 960, 480) in the page: slow on a busy machine.
  await expect(toastFor(page, 'Success')).toContainText('2 images uploaded successfully', { timeout: 45_000 })
  // The SVG failed on its own; the photos landed.
  await expect(status).toHaveText('')
  await expect(toastFor(page, 'Upload failed')).toHaveCount(1)
  await expect(group.getByRole('img')).toHaveCount(before.length + 2)
  const added = (await cardSources(group)).filter((src) => !before.includes(src))
  expect(added).toHaveLength(2)
  // New uploads come last, in the picked order, each shown by its 480 px rendition.
  for (const src of added)
    expect(src).toMatch(new RegExp(`/storage/v1/object/public/gallery-images/${category}/[0-9a-f-]{36}-480\\.(webp|jpg)$`))
  const [first, second] = added.map(fullUrlOf)
  const card = (url: string) => group.getByRole('listitem').filter({ has: page.locator(`img[src^="${url.replace(/\.\w+$/, '')}"]`) })

  // Caption: saved, then the alt text of the card.
  const captionField = card(first).getByRole('textbox', { name: /^Caption/ })
  await captionField.fill(caption)
  await card(first).getByRole('button', { name: 'Save' }).click()
  await expect(toastFor(page, 'Caption saved')).toBeVisible()
  await expect(card(first).getByRole('img')).toHaveAttribute('alt', caption)

  // Keyboard: the second upload moves before the first (the category's only images on a fresh backend); focus stays on its card.
  const reorderSaved = () => page.waitForResponse((r) => r.url().includes('/rest/v1/rpc/reorder_gallery_images') && r.ok())
  let saved = reorderSaved()
  await card(second)
    .getByRole('button', { name: /^Move earlier/ })
    .focus()
  await page.keyboard.press('Enter')
  await saved
  // It is first now, so its 'Move earlier' is disabled and the focus is on its 'Move later' (not lost to the page).
  await expect(card(second).getByRole('button', { name: /^Move earlier/ })).toBeDisabled()
  await expect(card(second).getByRole('button', { name: /^Move later/ })).toBeFocused()
  const expectAdminOrder = async (order: string[]) =>
    expect.poll(async () => (await cardSources(group)).map(fullUrlOf).filter((url) => order.includes(url))).toEqual(order)
  await expectAdminOrder([second, first])
  await page.reload()
  await expectAdminOrder([second, first])
  expect(await axeViolations(page)).toEqual([])

  // Drag (a finger on mobile, the mouse on desktop): the first upload's grip dropped onto the second's card puts it back in front.
  await page.goto('/admin')
  await expectAdminOrder([second, first])
  const handle = card(first).locator('[data-drag-handle]')
  await handle.scrollIntoViewIfNeeded()
  const from = (await handle.boundingBox())!
  const to = (await card(second).getByRole('img').boundingBox())!
  saved = reorderSaved()
  const start = { x: from.x + from.width / 2, y: from.y + from.height / 2 }
  const end = { x: to.x + to.width / 2, y: to.y + to.height / 2 }
  if (testInfo.project.name === 'mobile') {
    // A finger: raw touch events (Playwright's touchscreen only taps), which the page sees as pointer events.
    const cdp = await page.context().newCDPSession(page)
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', t: number) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: type === 'touchEnd' ? [] : [{ x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t }],
      })
    await touch('touchStart', 0)
    for (let step = 1; step <= 8; step++) await touch('touchMove', step / 8)
    await touch('touchEnd', 1)
  } else {
    await page.mouse.move(start.x, start.y)
    await page.mouse.down()
    await page.mouse.move(end.x, end.y, { steps: 8 })
    await page.mouse.up()
  }
  await saved
  await expectAdminOrder([first, second])
  await page.reload()
  await expectAdminOrder([first, second])

  // Publish, then /gallery of the rebuilt site: her order, the caption as alt text and as the tile's caption, a
  // small rendition, and no request to the backend.
  await page.getByRole('button', { name: 'Publish', exact: true }).click()
  await expect(toastFor(page, 'Published')).toBeVisible()
  site = await buildSite(E2E_BACKEND_URL)
  // Her photos are files of the public bucket; anything else (the API, supabase-js) would be a backend request. The
  // one request a public page makes is the visit counter's (docs/visits.md): this origin holds no session of hers.
  const backendRequests = requestsMade(page, (r) => {
    const url = r.url()
    return (
      url.startsWith(E2E_BACKEND_URL) &&
      !url.startsWith(`${E2E_BACKEND_URL}/storage/v1/object/public/`) &&
      url !== `${E2E_BACKEND_URL}/rest/v1/rpc/record_visit`
    )
  })
  await gotoHydrated(page, `${site.url}/gallery`)
  expect((await galleryOrder(page, gridId)).filter((url) => url === first || url === second)).toEqual([first, second])
  const tile = page.locator(`#${gridId}-photos figure[data-upload]`).filter({ has: page.getByAltText(caption, { exact: true }) })
  await expect(tile).toHaveCount(1)
  expect(await axeViolations(page)).toEqual([])
  await tile.scrollIntoViewIfNeeded()
  await tile.focus()
  await expect(tile.locator('figcaption')).toHaveText(caption)
  await expect(tile.locator('figcaption')).toBeVisible()
  const image = tile.getByRole('img')
  await expect(image).toHaveAttribute('width', '1600')
  await expect(image).toHaveAttribute('height', '1200')
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.currentSrc : '')))
    .toMatch(/-(480|960)\.(webp|jpg)$/)
  if (testInfo.project.name === 'mobile') {
    // 390 px wide, 2 columns: ~169 CSS px per tile, so even at 3x no more than the 960 rendition.
    expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).not.toBe(first)
  }
  await page.waitForLoadState('networkidle')
  expect(backendRequests).toEqual([])

  // Delete: the row leaves the grid and every stored file (full image and renditions) leaves the public bucket, for
  // Recently deleted (docs/decisions.md #200; e2e/admin-recently-deleted.spec.ts).
  await page.goto('/admin')
  const renditions = [first, first.replace(/(\.\w+)$/, '-480$1'), first.replace(/(\.\w+)$/, '-960$1')]
  for (const url of renditions) expect((await request.get(url)).status()).toBe(200)
  await card(first)
    .getByRole('button', { name: /^Delete/ })
    .click()
  await expect(toastFor(page, 'Image moved to Recently deleted')).toBeVisible()
  await expect(card(first)).toHaveCount(0)
  for (const url of renditions) {
    const status = (await request.get(url)).status()
    expect(status, url).toBeGreaterThanOrEqual(400)
    expect(status, url).toBeLessThan(500)
  }

  // Sign Out returns to /; /admin then sends to /auth.
  await page.getByRole('button', { name: 'Sign Out' }).click()
  await expect(page).toHaveURL(/\/$/)
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/auth$/)
})

test("'Show more photos' loads the next 24 uploads of a category", async ({ page }, testInfo) => {
  test.setTimeout(120_000)
  const category = testInfo.project.name === 'mobile' ? 'lashes' : 'nails'
  // Seed fast, as the admin through supabase-js: 30 stored images (no renditions), one row each, as her uploads are
  // (one row per file: Recently deleted moves a row's file, and a copy of her site lists each file once).
  const client = makeClient(E2E_BACKEND_URL, ANON_KEY)
  const { error: signInError } = await client.auth.signInWithPassword(ADMIN)
  expect(signInError).toBeNull()
  const bucket = client.storage.from('gallery-images')
  const file = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#d8a7b1' } })
    .webp()
    .toBuffer()
  const imageUrls = await Promise.all(
    Array.from({ length: 30 }, async () => {
      const path = `${category}/${crypto.randomUUID()}.webp`
      expect((await bucket.upload(path, file, { contentType: 'image/webp' })).error).toBeNull()
      return bucket.getPublicUrl(path).data.publicUrl
    }),
  )
  const { count: existing } = await client.from('gallery_images').select('id', { count: 'exact', head: true }).eq('category', category)
  const rows = imageUrls.map((imageUrl, i) => ({
    category,
    image_url: imageUrl,
    display_order: 1000 + i,
    width: 600,
    height: 600,
    caption: `Seeded photo ${i + 1}`,
  }))
  const { error } = await client.from('gallery_images').insert(rows)
  expect(error).toBeNull()
  const total = (existing ?? 0) + 30
  // /gallery shows what is published: publish, rebuild, look.
  expect((await client.rpc('publish_site_content')).error).toBeNull()
  site = await buildSite(E2E_BACKEND_URL)

  // Tapped before the page's scripts have run (docs/decisions.md #130): the tap is replayed once the grid has hydrated.
  const release = await holdScripts(page)
  await page.goto(`${site.url}/gallery`)
  const tiles = page.locator(`#${category}-photos figure[data-upload]`)
  await expect(tiles).toHaveCount(24)
  const more = page.locator(`section:has(#${category}-photos)`).getByRole('button', { name: 'Show more photos' })
  await expect(more).toBeVisible()
  if (testInfo.project.name === 'mobile') await more.tap()
  else await more.click()
  await expect(tiles).toHaveCount(24)
  await release()
  await expect(tiles).toHaveCount(total)
  await expect(more).toHaveCount(0)
  await expect(page.getByAltText('Seeded photo 30', { exact: true })).toHaveCount(1)
  // The button went away with the last page: focus moved to the first new photo, not to the page.
  await expect(tiles.nth(24).locator('a')).toBeFocused()
})
