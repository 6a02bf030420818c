import sharp from 'sharp'
import { expect, test } from './support/test'
import { LOCAL_SUPABASE_ANON_KEY } from '../src/lib/backend-defaults'
import { E2E_BACKEND_URL, signInAsLocalAdmin } from './support/backend'
import { logoHarnessScript } from './support/logo-harness'
import { requestsMade } from './support/network'

/**
 * Her logo's upload as the app does it (src/features/gallery/api/upload-logo.ts `uploadLogo`; docs/decisions.md #346), in
 * Chromium on /admin under the site's Content-Security-Policy, signed in as the local admin, against the e2e backend:
 * an SVG is checked, drawn to a PNG through a `blob:` image (img-src allows blob:, docs/decisions.md #347) and stored as
 * a PNG; a raster logo is never enlarged; an SVG with a script is refused, naming the field, before any request to
 * Storage. The editor that calls it comes later; until then the app's function runs through e2e/support/logo-harness.ts.
 * Cost: a library build of the function (about 2 s) and one sign-in.
 */

const LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100"><rect width="200" height="100" rx="20" fill="#0d9488"/>' +
  '<circle cx="50" cy="50" r="30" fill="#ffffff"/></svg>'

test('uploadLogo stores an SVG as a PNG drawn in the browser, keeps a raster logo’s size, and refuses an SVG with a script', async ({
  page,
}) => {
  const script = await logoHarnessScript()
  await signInAsLocalAdmin(page)
  await page.goto('/admin')
  await page.evaluate(script)
  await page.evaluate(([url, key]) => window.logoHarness.connect(url, key), [E2E_BACKEND_URL, LOCAL_SUPABASE_ANON_KEY] as const)

  const svgLogo = await page.evaluate(
    (markup) => window.logoHarness.uploadLogo(new File([markup], 'bloom.svg', { type: 'image/svg+xml' })),
    LOGO_SVG,
  )
  expect(svgLogo).toMatchObject({ width: 1024, height: 512 })
  expect(svgLogo.imageUrl).toMatch(new RegExp(`^${E2E_BACKEND_URL}/storage/v1/object/public/gallery-images/about/logo-[0-9a-f-]+\\.png$`))
  const stored = await fetch(svgLogo.imageUrl)
  expect(stored.headers.get('content-type')).toBe('image/png')
  const png = Buffer.from(await stored.arrayBuffer())
  expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 1024, height: 512 })
  // Drawn, not blank: her teal at the edge, the white circle at its centre (100, 50 in the SVG's units).
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true })
  const at = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)]
  expect([at(40, 256), at(256, 256)]).toEqual([
    [0x0d, 0x94, 0x88],
    [255, 255, 255],
  ])

  const rasterLogo = await page.evaluate(async () => {
    const canvas = new OffscreenCanvas(300, 120)
    canvas.getContext('2d')!.fillRect(0, 0, 300, 120)
    const blob = await canvas.convertToBlob({ type: 'image/webp' })
    return window.logoHarness.uploadLogo(new File([blob], 'mark.webp', { type: 'image/webp' }))
  })
  expect(rasterLogo).toMatchObject({ width: 300, height: 120 })

  // The logo's requests to Storage: a write of an object, or anything of a logo file. /admin's own reads of her gallery
  // (its photos; Recently deleted's signed URLs, a POST to /object/sign/) may still be going on beside it.
  const storageRequests = requestsMade(
    page,
    (request) => {
      const url = request.url()
      const write = request.method() !== 'GET' && /\/storage\/v1\/object\/(?!sign\/)/.test(url)
      return write || (url.includes('/storage/v1/') && url.includes('/logo-'))
    },
    (request) => `${request.method()} ${request.url()}`,
  )
  const refusal = await page.evaluate((markup) => {
    const unsafe = markup.replace('</svg>', '<script>alert(1)</script></svg>')
    return window.logoHarness.uploadLogo(new File([unsafe], 'bloom.svg', { type: 'image/svg+xml' })).then(
      () => 'stored',
      (error: Error) => `${error.name}: ${error.message}`,
    )
  }, LOGO_SVG)
  expect(refusal).toBe('ImageRejectedError: Logo: "bloom.svg" contains a script. Please export it again without it, or choose a PNG.')
  expect(storageRequests).toEqual([])
})
