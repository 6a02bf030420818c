import { expect, test, type Page } from '@playwright/test'
import sharp from 'sharp'
import { LOCAL_ADMIN as ADMIN } from '../tests/support/backend'

/**
 * The admin gallery manager on the built site with the local backend (docs/product.md §2 /admin, §4, §8;
 * docs/decisions.md #7, #13, #14, #16): the seeded admin uploads a phone-style photo carrying GPS EXIF, sees it on
 * /admin and /gallery, the stored file has no metadata left, deletes it, and signs out.
 * The mobile and desktop projects run in parallel against one backend, so each uses its own category.
 */

const toastFor = (page: Page, title: string) => page.locator('[data-slot="toast"]').filter({ hasText: title })

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('ij_voucher_seen_v1', '1'))
})

async function signInAsAdmin(page: Page) {
  await page.goto('/auth')
  await page.getByLabel('Email').fill(ADMIN.email)
  await page.getByLabel('Password').fill(ADMIN.password)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  await expect(page).toHaveURL(/\/$/)
}

/** A 3000x2000 JPEG like a phone photo: camera make/model and GPS coordinates in its EXIF. */
async function photoWithGps(): Promise<Buffer> {
  const width = 3000
  const height = 2000
  const pixels = Buffer.alloc(width * height * 3)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3
      pixels[i] = (150 + (x * 100) / width) | 0
      pixels[i + 1] = (60 + (y * 80) / height) | 0
      pixels[i + 2] = 110
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 15' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 26/1 2400/100', GPSLongitudeRef: 'W', GPSLongitude: '0/1 52/1 1200/100' },
    })
    .toBuffer()
}

/** Tag numbers in the GPS IFD of an EXIF block ("Exif\0\0" + TIFF), or [] when there is none. */
function gpsTags(exif: Buffer): number[] {
  const tiff = exif.subarray(6)
  const le = tiff.toString('latin1', 0, 2) === 'II'
  const u16 = (offset: number) => (le ? tiff.readUInt16LE(offset) : tiff.readUInt16BE(offset))
  const u32 = (offset: number) => (le ? tiff.readUInt32LE(offset) : tiff.readUInt32BE(offset))
  const entries = (offset: number) =>
    Array.from({ length: u16(offset) }, (_, i) => ({ tag: u16(offset + 2 + i * 12), value: u32(offset + 10 + i * 12) }))
  const gpsPointer = entries(u32(4)).find((entry) => entry.tag === 0x8825)
  return gpsPointer ? entries(gpsPointer.value).map((entry) => entry.tag) : []
}

test('the admin uploads a GPS-tagged photo, sees it on /admin and /gallery without EXIF, deletes it, signs out', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000)
  const category = testInfo.project.name === 'mobile' ? 'lashes' : 'nails'
  const photo = await photoWithGps()
  const original = await sharp(photo).metadata()
  expect(original.exif?.includes(Buffer.from('PhoneMaker'))).toBe(true)
  // GPSLatitudeRef, GPSLatitude, GPSLongitudeRef, GPSLongitude.
  expect(gpsTags(original.exif!)).toEqual([1, 2, 3, 4])

  await signInAsAdmin(page)
  await page.goto('/admin')
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible()
  const group = page.getByRole('region', { name: new RegExp(`^${category}`) })
  await expect(group).toBeVisible()
  const before = await group.getByRole('img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')))

  await page.getByLabel('Category', { exact: true }).selectOption(category)
  // Hold the storage upload until 'Uploading...' has been seen, with the controls disabled.
  let releaseUpload: () => void = () => undefined
  const uploadHeld = new Promise<void>((resolve) => (releaseUpload = resolve))
  await page.route('**/storage/v1/object/gallery-images/**', async (route) => {
    if (route.request().method() === 'POST') await uploadHeld
    await route.continue()
  })
  const fileInput = page.getByLabel('Image file', { exact: true })
  await fileInput.setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: photo })
  await expect(page.getByRole('status').filter({ hasText: 'Uploading...' })).toBeVisible()
  await expect(fileInput).toBeDisabled()
  releaseUpload()
  await expect(toastFor(page, 'Success')).toContainText('Image uploaded successfully')
  await expect(group.getByRole('img')).toHaveCount(before.length + 1)
  const after = await group.getByRole('img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')))
  const src = after.find((url) => !before.includes(url))
  expect(src).toMatch(new RegExp(`/storage/v1/object/public/gallery-images/${category}/[0-9a-f-]{36}\\.(webp|jpg)$`))

  // The public file: re-encoded, long edge 2048 px, no EXIF (so no GPS) left (docs/decisions.md #13).
  const file = await request.get(src!)
  expect(file.ok()).toBe(true)
  const stored = await sharp(await file.body()).metadata()
  expect(['webp', 'jpeg']).toContain(stored.format)
  expect(stored.exif).toBeUndefined()
  expect(Math.max(stored.width ?? 0, stored.height ?? 0)).toBe(2048)

  // Public gallery: the upload comes first in its category (docs/decisions.md #7).
  await page.goto('/gallery')
  const onGallery = page.locator(`img[src="${src}"]`)
  await onGallery.scrollIntoViewIfNeeded()
  await expect(onGallery).toBeVisible()
  // The image loads lazily once scrolled into view: wait until it has decoded.
  await expect.poll(() => onGallery.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBeGreaterThan(0)

  // Delete after the confirm; the file is gone from storage.
  await page.goto('/admin')
  const card = page.getByRole('listitem').filter({ has: page.locator(`img[src="${src}"]`) })
  page.once('dialog', (dialog) => {
    expect(dialog.type()).toBe('confirm')
    expect(dialog.message()).toBe('Are you sure you want to delete this image?')
    void dialog.accept()
  })
  await card.getByRole('button', { name: /^Delete/ }).click()
  await expect(toastFor(page, 'Success')).toContainText('Image deleted successfully')
  await expect(page.locator(`img[src="${src}"]`)).toHaveCount(0)
  const gone = await request.get(src!)
  expect(gone.ok()).toBe(false)
  expect(await gone.json()).toMatchObject({ statusCode: '404', code: 'NoSuchKey' })

  // Sign Out returns to /; /admin then sends to /auth.
  await page.getByRole('button', { name: 'Sign Out' }).click()
  await expect(page).toHaveURL(/\/$/)
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/auth$/)
  await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible()
})
